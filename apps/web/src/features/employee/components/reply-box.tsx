import { DIRECTIONAL } from '../../../i18n/language';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@voyce/contracts/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Send from '@mui/icons-material/Send';
import { zSubmitInsightRequest } from '@voyce/contracts/employee';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { isApiError, messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useReplyAsEmployee } from '../../../api/employee';
import { isSendable } from '../insight-body';
import { InsightEditor, type BodyValues } from './insight-editor';

// A reply follows the same rule as an insight (1..5000 characters after trimming).
const resolver = zodResolver(zSubmitInsightRequest);

type Props = {
  submissionId: string;
  closed: boolean;
  revealed: boolean;
};

/** The employee's answer to the leaders; closed insights take no more replies. */
export function ReplyBox({ submissionId, closed, revealed }: Props) {
  const { t } = useTranslation();
  const reply = useReplyAsEmployee(submissionId);
  const form = useForm<BodyValues, unknown, BodyValues>({ resolver, mode: 'onBlur', defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });

  const onSubmit = form.handleSubmit((values) =>
    reply.mutateAsync(values.body).then(
      () => {
        form.reset({ body: '' });
        notify(t('my.reply.sent'), { variant: 'success' });
      },
      (error: unknown) => {
        // Closed meanwhile: the refetch shows it closed; say it in the screen's words.
        const closedNow = isApiError(error) && error.code === ERROR_CODES.submissionClosed;
        notify(closedNow ? t('my.reply.closed') : messageOr(error, t('errors.genericError')), { variant: 'error' });
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {closed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('my.reply.closed')}
        </Alert>
      )}
      <InsightEditor
        control={form.control}
        label={t('my.reply.label')}
        audience={revealed ? t('my.reply.privacyRevealed') : t('my.reply.privacy')}
        disabled={closed || reply.isPending}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<Send className={DIRECTIONAL} />}
          disabled={closed || !isSendable(body) || reply.isPending}
          sx={{ minWidth: { xs: '100%', sm: 140 } }}
        >
          {reply.isPending ? t('my.reply.sending') : t('my.reply.send')}
        </Button>
      </Box>
    </Box>
  );
}
