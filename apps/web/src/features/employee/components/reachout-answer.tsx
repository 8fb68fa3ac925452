import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { zSubmitInsightRequest } from '@voyce/contracts/employee';
import type { MyReachout } from '@voyce/contracts/reachouts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRespondToReachout } from '../../../api/reachouts-inbox';
import { isSendable } from '../insight-body';
import { AnonymityRule } from './anonymity-rule';
import { InsightEditor, type BodyValues } from './insight-editor';

const resolver = zodResolver(zSubmitInsightRequest);

/**
 * The answer to a reach-out: the same anonymous editor as a new insight, saying who will read
 * it; or why no answer can be given (intake closed, already answered).
 */
export function ReachoutAnswer({ reachout }: { reachout: MyReachout }) {
  const { t } = useTranslation();
  const respond = useRespondToReachout();
  const form = useForm<BodyValues, unknown, BodyValues>({ resolver, mode: 'onBlur', defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });

  if (reachout.answered) {
    return (
      <Alert severity="success">
        {t('my.reachouts.alreadyAnswered')}{' '}
        <Link component={RouterLink} to="/my" sx={{ color: 'inherit', fontWeight: 600 }}>
          {t('my.reachouts.openInsights')}
        </Link>
      </Alert>
    );
  }
  // Spec (issue 5): once leaders close intake, the portal says so and takes no answer.
  if (reachout.status === 'Closed') return <Alert severity="info">{t('my.reachouts.closedIntake')}</Alert>;

  const onSubmit = form.handleSubmit((values) =>
    respond.mutateAsync({ reachoutId: reachout.id, body: values.body }).then(
      () => {
        form.reset({ body: '' });
        notify(t('my.reachouts.sent'), { variant: 'success' });
      },
      // The draft stays in the field, so nothing written is lost; the inbox refreshes its state.
      (error: unknown) => notify(messageOr(error, t('errors.genericError')), { variant: 'error' }),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('my.reachouts.answerTitle')}>
      <InsightEditor
        control={form.control}
        label={t('my.reachouts.label')}
        audience={t('my.compose.privacy')}
        note={<AnonymityRule variant="body1" />}
        placeholder={t('my.reachouts.placeholder')}
        disabled={respond.isPending}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<Send />}
          disabled={!isSendable(body) || respond.isPending}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          {respond.isPending ? t('my.reachouts.sending') : t('my.reachouts.send')}
        </Button>
      </Box>
    </Box>
  );
}
