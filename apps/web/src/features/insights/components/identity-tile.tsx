import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@voyce/contracts/errors';
import type { Submission } from '@voyce/contracts/insights';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError, messageOr } from '../../../lib/api-error';
import { revealedName, unmaskState } from '../../../lib/insight-state';
import { notify } from '../../../lib/notify';
import { useUnmaskSubmissionRequest } from '../../../api/insights-triage';

/**
 * Request employee identity (spec 1 §4): none, pending, accepted (name and e-mail shown) or
 * declined. One request per insight (ARCHITECTURE §5), after confirmation; the author decides.
 */
export function IdentityTile({ submission, organizationId }: { submission: Submission; organizationId: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const unmask = useUnmaskSubmissionRequest();
  // The server answered REVEAL_ALREADY_REQUESTED: one request per insight, ever (ARCHITECTURE §5).
  const [alreadyAsked, setAlreadyAsked] = useState(false);
  const state = unmaskState(submission);

  const confirm = () =>
    unmask.mutate(
      { organizationId, submissionId: submission.id },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(t('workspace.detail.identityDone'), { variant: 'success' });
        },
        onError: (e) => {
          setConfirming(false);
          if (isApiError(e) && e.code === ERROR_CODES.revealAlreadyRequested) {
            setAlreadyAsked(true);
            notify(t('workspace.detail.identityAlreadyRequested'), { variant: 'error' });
            return;
          }
          notify(messageOr(e, t('workspace.detail.identityError')), { variant: 'error' });
        },
      },
    );

  let body;
  if (state === 'accepted') {
    body = (
      <>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>{t('workspace.detail.identityAccepted')}</Typography>
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{revealedName(submission)}</Typography>
        {submission.userEmail && <Typography sx={{ fontSize: 13 }}>{submission.userEmail}</Typography>}
      </>
    );
  } else if (state === 'pending') {
    body = (
      <Typography sx={{ fontSize: 13, color: 'warning.main', mt: 0.5, fontWeight: 500 }}>
        {t('workspace.detail.identityPending')}
      </Typography>
    );
  } else if (state === 'declined') {
    body = <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>{t('workspace.detail.identityDeclined')}</Typography>;
  } else if (alreadyAsked) {
    // Not offered again, whatever this page last knew of the insight.
    body = (
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>{t('workspace.detail.identityAlreadyRequested')}</Typography>
    );
  } else {
    body = (
      <>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>{t('workspace.detail.identityText')}</Typography>
        <Button size="small" variant="outlined" sx={{ mt: 1.5 }} onClick={() => setConfirming(true)} disabled={unmask.isPending}>
          {t('workspace.detail.identityRequest')}
        </Button>
      </>
    );
  }

  return (
    <Card data-testid="identity-tile" data-state={state} sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>
        <PersonSearchOutlined aria-hidden />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h3">
          {t('workspace.detail.identity')}
        </Typography>
        {body}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('workspace.detail.identityConfirmTitle')}
        text={t('workspace.detail.identityConfirmText')}
        confirmLabel={t('workspace.detail.identityRequest')}
        cancelLabel={t('common.cancel')}
        busy={unmask.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
