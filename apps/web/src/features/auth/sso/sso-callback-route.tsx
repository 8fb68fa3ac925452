import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { completeSso, forgetSsoStart, readSsoStart } from '../../../api/sso';
import { ErrorMessage } from '../../../components/error-message';
import { InlineLoader } from '../../../components/inline-loader';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { AuthPageLayout } from '../components/auth-page-layout';
import { StepHeading } from '../components/step-heading';
import { useStartSession } from '../hooks/use-start-session';
import { isDashboardUser } from '../hooks/use-session';

/** The way back this page load has taken up: StrictMode's second effect must not finish it again. */
let handled: string | null = null;

/**
 * Where the identity provider sends the browser back (the OpenID redirect URI, and the SAML
 * ACS's next stop): finishes the sign-in with the key this tab kept at the start, and lands
 * where a sign-in by password would: a leader who started at /login on their first page, anyone
 * else in MyVoyce. A leader's test sign-in opens no session and goes back to the Identity
 * settings, which show its result.
 */
export function SsoCallbackRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [start] = useState(readSsoStart);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (handled === search) return;
    handled = search;
    forgetSsoStart();
    if (!start) {
      setFailure(t('auth.sso.notStarted'));
      return;
    }
    void (async () => {
      try {
        const result = await completeSso(search, start.browserKey);
        if (!result.authorization) {
          void navigate('/settings/identity', { replace: true });
          return;
        }
        const profile = await startSession(result.authorization, 'employee');
        // The sign-in pages' guard sends a signed-in person on to their home.
        void navigate(start.origin === 'dashboard' && isDashboardUser(profile) ? '/login' : '/my/login', { replace: true });
      } catch (error) {
        setFailure(messageOr(error, t('errors.genericError')));
      }
    })();
  }, [search, start, navigate, startSession, t]);

  const back =
    start?.origin === 'test'
      ? { to: '/settings/identity', label: t('auth.sso.backToSettings') }
      : { to: start?.origin === 'employee' ? '/my/login' : '/login', label: t('auth.sso.backToSignIn') };
  return (
    <AuthPageLayout brand={start?.origin === 'employee' ? 'myvoyce' : 'voyce'}>
      {failure ? (
        <>
          <StepHeading title={t('auth.sso.failedTitle')} />
          <ErrorMessage>{failure}</ErrorMessage>
          <Button component={RouterLink} to={back.to} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
            {back.label}
          </Button>
        </>
      ) : (
        <>
          <StepHeading title={t('auth.sso.finishing')} />
          <InlineLoader />
        </>
      )}
    </AuthPageLayout>
  );
}
