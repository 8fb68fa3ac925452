import { DIRECTIONAL } from '../../../i18n/language';
import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { zSubmitInsightRequest } from '@voyce/contracts/employee';
import type { MySubmission } from '@voyce/contracts/employee';
import type { MyReachout } from '@voyce/contracts/reachouts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useMySubmissions } from '../../../api/employee';
import { useRespondToReachout } from '../../../api/reachouts-inbox';
import { isSendable } from '../insight-body';
import { AnonymityRule } from './anonymity-rule';
import { InsightEditor, type BodyValues } from './insight-editor';

const resolver = zodResolver(zSubmitInsightRequest);

/** My answer to a reach-out among my insights (an answer is one, carrying the reach-out's id). */
export const answerTo = (reachoutId: string, mine: readonly MySubmission[] | undefined): MySubmission | null =>
  mine?.find((s) => s.reachoutId === reachoutId) ?? null;

/** Answered: what I wrote, and where its conversation goes on; only I ever see this. */
function MyAnswer({ reachoutId }: { reachoutId: string }) {
  const { t } = useTranslation();
  const answer = answerTo(reachoutId, useMySubmissions().data);
  return (
    <Alert severity="success">
      {t('my.reachouts.alreadyAnswered')}{' '}
      <Link component={RouterLink} to={answer ? `/my/insights/${answer.id}` : '/my'} sx={{ color: 'inherit', fontWeight: 600 }}>
        {t(answer ? 'my.reachouts.openAnswer' : 'my.reachouts.openInsights')}
      </Link>
      {answer && (
        <Box
          component="blockquote"
          data-testid="my-answer"
          dir="auto"
          sx={{ m: 0, mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'success.main', whiteSpace: 'pre-wrap' }}
        >
          {answer.body}
        </Box>
      )}
    </Alert>
  );
}

/**
 * The answer to a reach-out: the same anonymous editor as a new insight, saying who will read
 * it; or why no answer can be given (intake closed, already answered).
 */
export function ReachoutAnswer({ reachout }: { reachout: MyReachout }) {
  const { t } = useTranslation();
  const respond = useRespondToReachout();
  const form = useForm<BodyValues, unknown, BodyValues>({ resolver, mode: 'onBlur', defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });

  if (reachout.answered) return <MyAnswer reachoutId={reachout.id} />;
  // Spec: once leaders close intake, the portal says so and takes no answer.
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
          endIcon={<Send className={DIRECTIONAL} />}
          disabled={!isSendable(body) || respond.isPending}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          {respond.isPending ? t('my.reachouts.sending') : t('my.reachouts.send')}
        </Button>
      </Box>
    </Box>
  );
}
