import Box from '@mui/material/Box';
import type { SiteTarget } from '@voyce/contracts/common';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { messageOr } from '../../../lib/api-error';
import { forgotPasswordRequest, forgotPasswordReset } from '../../../api/auth';
import { ActiveOtpDialog } from './active-otp-dialog';
import { LazyCodeEntryStep } from './lazy-code-entry-step';
import { EmailStep } from './email-step';
import { NewPasswordStep } from './new-password-step';
import { useEmailCode } from './use-email-code';
import { notify } from '../../../lib/notify';

type Step = 'ENTER_EMAIL' | 'VERIFY_OTP' | 'ENTER_PASSWORD';

/** Spec 1 §9: registration and password messages stay up for 10 seconds. */
const LONG_SNACKBAR_MS = 10_000;

type Props = { site: SiteTarget; loginPath: string };

/** ENTER_EMAIL -> VERIFY_OTP (purpose 'reset') -> ENTER_PASSWORD -> back to sign-in. */
export function ForgotPasswordFlow({ site, loginPath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('ENTER_EMAIL');
  const [grant, setGrant] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const { email, emailStep, codeStep, dialog } = useEmailCode({
    purpose: 'reset',
    send: (body) => forgotPasswordRequest({ ...body, siteTarget: site }),
    onCodeSent: useCallback(() => setStep('VERIFY_OTP'), []),
    onVerified: (authorization) => {
      setGrant(authorization);
      setStep('ENTER_PASSWORD');
    },
  });

  const saveNewPassword = async (password: string) => {
    if (!grant) return;
    setSaving(true);
    try {
      await forgotPasswordReset({ email, password, siteTarget: site, authorization: grant });
      notify(t('auth.forgotPassword.success'), {
        variant: 'success',
        autoHideDuration: LONG_SNACKBAR_MS,
      });
      navigate(loginPath, { replace: true });
    } catch (error) {
      notify(messageOr(error, t('errors.genericError')), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      {step === 'ENTER_EMAIL' && (
        <EmailStep
          title={t('auth.forgotPassword.title')}
          subtitle={t('auth.forgotPassword.subtitle')}
          submitLabel={t('auth.forgotPassword.sendCode')}
          onBack={() => navigate(loginPath)}
          {...emailStep}
        />
      )}
      {step === 'VERIFY_OTP' && (
        // Leaving the code screen drops its failed-code state (spec 1 §2).
        <LazyCodeEntryStep {...codeStep} onBack={() => setStep('ENTER_EMAIL')} />
      )}
      {step === 'ENTER_PASSWORD' && <NewPasswordStep pending={saving} onSubmit={(password) => void saveNewPassword(password)} />}
      <ActiveOtpDialog {...dialog} />
    </Box>
  );
}
