import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MailOutlined from '@mui/icons-material/MailOutlined';
import type { SiteTarget } from '@voyce/contracts/common';
import { Suspense, useCallback, useState } from 'react';
import { InlineLoader } from '../../../components/inline-loader';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { lazyNamed } from '../../../lib/lazy-named';
import { requestOtp, verifyLogin } from '../../../api/auth';
import { SignInRefused, useStartSession } from '../hooks/use-start-session';
import { clearSignInNotice, useSignInNotice } from '../session-notice';
import { ActiveOtpDialog } from './active-otp-dialog';
import { LazyCodeEntryStep } from './lazy-code-entry-step';
import { EmailStep } from './email-step';
import { OrSeparator } from './or-separator';
import { PasswordSignInForm, type LoginValues } from './password-sign-in-form';
import { StepHeading } from './step-heading';
import { useEmailCode } from './use-email-code';
import { WrongDoor } from './wrong-door';

type Step = 'PASSWORD' | 'ENTER_EMAIL' | 'VERIFY_OTP' | 'SSO';

// Single sign-on's step loads when chosen: /login's first download carries only its link.
const SsoStep = lazyNamed(() => import('../sso/sso-step'), 'SsoStep');

type Props = { site: SiteTarget };

/**
 * Sign-in for either site: e-mail and password, an e-mail code (ENTER_EMAIL, then
 * VERIFY_OTP), or the organization's single sign-on (SSO, which leaves for the identity
 * provider). A successful sign-in only stores the session; the guest guard then moves on.
 */
export function SignInPanel({ site }: Props) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const notice = useSignInNotice();
  const [step, setStep] = useState<Step>('PASSWORD');
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [refused, setRefused] = useState(false);

  const genericFailure = t('errors.invalidCredentials');
  const shownFailure = failure ?? (notice === 'generic' ? genericFailure : null);
  const wrongDoor = refused || notice === 'wrong-site';

  const clearFailure = () => {
    setFailure(null);
    setRefused(false);
    clearSignInNotice();
  };

  /**
   * An unloadable session ends on the password form with the generic error; an employee at the
   * leaders' door is told so, with MyVoyce's link (right credentials, wrong site).
   */
  const adopt = async (token: string) => {
    try {
      await startSession(token, site);
    } catch (error) {
      if (error instanceof SignInRefused) setRefused(true);
      else setFailure(messageOr(error, genericFailure));
      setStep('PASSWORD');
    }
  };

  const signInWithPassword = async (values: LoginValues) => {
    setSigningIn(true);
    setFailure(null);
    setRefused(false);
    try {
      const { authorization } = await verifyLogin(values);
      await adopt(authorization);
    } catch (error) {
      setFailure(messageOr(error, genericFailure));
    } finally {
      setSigningIn(false);
    }
  };

  const { emailStep, codeStep, dialog } = useEmailCode({
    purpose: 'login',
    send: (body) => requestOtp({ ...body, siteTarget: site }),
    onCodeSent: useCallback(() => setStep('VERIFY_OTP'), []),
    onVerified: adopt,
  });

  const brand = site === 'employee' ? t('app.employeeName') : t('app.name');

  return (
    <>
      {step === 'PASSWORD' && (
        <>
          <StepHeading
            title={t('auth.login.title')}
            subtitle={t('auth.login.subtitle', { brand })}
            note={site === 'employee' ? t('auth.login.employeeAnonymity') : undefined}
          />
          {wrongDoor && site === 'dashboard' && <WrongDoor />}
          <PasswordSignInForm
            pending={signingIn}
            failure={shownFailure}
            onEmailBlur={clearFailure}
            onSubmit={(values) => void signInWithPassword(values)}
            forgotPasswordPath={site === 'employee' ? '/my/forgotpassword' : '/forgotpassword'}
            footer={
              <>
                <OrSeparator label={t('common.or')} />
                <Button
                  variant="outlined"
                  size="large"
                  fullWidth
                  startIcon={<MailOutlined />}
                  onClick={() => {
                    clearFailure();
                    setStep('ENTER_EMAIL');
                  }}
                >
                  {t('auth.login.useCode')}
                </Button>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => {
                    clearFailure();
                    setStep('SSO');
                  }}
                  sx={{ display: 'block', mx: 'auto', mt: 2 }}
                >
                  {t('auth.login.useSso')}
                </Link>
              </>
            }
          />
        </>
      )}
      {step === 'ENTER_EMAIL' && (
        <EmailStep
          title={t('auth.login.codeTitle')}
          subtitle={t('auth.login.codeSubtitle')}
          submitLabel={t('auth.login.sendCode')}
          onBack={() => setStep('PASSWORD')}
          {...emailStep}
        />
      )}
      {step === 'VERIFY_OTP' && <LazyCodeEntryStep {...codeStep} onBack={() => setStep('ENTER_EMAIL')} />}
      {step === 'SSO' && (
        <Suspense fallback={<InlineLoader />}>
          <SsoStep site={site} onBack={() => setStep('PASSWORD')} />
        </Suspense>
      )}
      <ActiveOtpDialog {...dialog} />
    </>
  );
}
