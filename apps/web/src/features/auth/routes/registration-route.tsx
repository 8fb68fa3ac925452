import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Navigate, useSearchParams } from 'react-router';
import { InlineLoader } from '../../../components/inline-loader';
import { isApiError } from '../../../lib/api-error';
import { useInviteSummary } from '../../../api/auth';
import { AuthPageLayout } from '../components/auth-page-layout';
import { InviteLinkIncomplete } from '../components/invite-link-incomplete';
import { RegistrationFlow } from '../components/registration-flow';
import { notify } from '../../../lib/notify';
import { localizeMessage } from '../../../i18n/localize-message';

function isInvalidInvite(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === ERROR_CODES.inviteInvalid);
}

export function RegistrationRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inviteId = params.get('inviteId')?.trim() || undefined;
  const summary = useInviteSummary(inviteId);
  const invalid = summary.isError && isInvalidInvite(summary.error);

  useEffect(() => {
    if (!invalid) return;
    // Spec 1 §8: both messages, then back to sign-in.
    notify(t('errors.invalidInvite'), { variant: 'error' });
    notify(t('errors.invalidInviteCode'), { variant: 'error' });
  }, [invalid, t]);

  let content;
  if (!inviteId) {
    content = <InviteLinkIncomplete />;
  } else if (invalid) {
    return <Navigate to="/login" replace />;
  } else if (summary.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {localizeMessage(summary.error.message)}
      </Alert>
    );
  } else if (!summary.data) {
    content = <InlineLoader />;
  } else {
    content = <RegistrationFlow inviteId={inviteId} summary={summary.data} />;
  }

  // An employee's invite opens MyVoyce: the page says so from the start.
  return <AuthPageLayout brand={summary.data?.site === 'employee' ? 'myvoyce' : 'voyce'}>{content}</AuthPageLayout>;
}
