import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { InviteSummary, RegistrationStep } from '@voyce/contracts/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { acceptInvite, claimInvite } from '../../../api/auth';
import { useStartSession } from '../hooks/use-start-session';
import { ActiveOtpDialog } from './active-otp-dialog';
import { LazyCodeEntryStep } from './lazy-code-entry-step';
import { EmailStep } from './email-step';
import { RegistrationFormStep, type RegistrationValues } from './registration-form-step';
import { useEmailCode } from './use-email-code';
import { notify } from '../../../lib/notify';

/** CLAIMING: the code for the invited address is being sent without asking (spec 1 §4). */
type Step = RegistrationStep | 'CLAIMING';

const LONG_SNACKBAR_MS = 10_000;

function firstStep(summary: InviteSummary): Step {
  const { hasActiveOtp, hasVerifiedOtp, nextStep } = summary.registrationState;
  if (hasVerifiedOtp && summary.authorization) return 'ENTER_PASSWORD';
  if (hasActiveOtp) return 'VERIFY_OTP';
  if (summary.userEmail) return 'CLAIMING';
  // A password step without a grant cannot submit; start from the e-mail instead.
  return nextStep === 'ENTER_PASSWORD' ? 'ENTER_EMAIL' : nextStep;
}

type Props = { inviteId: string; summary: InviteSummary };

/** Registration by invite: code to the invited address, then the 'Welcome!' form. */
export function RegistrationFlow({ inviteId, summary }: Props) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const [step, setStep] = useState<Step>(() => firstStep(summary));
  const [grant, setGrant] = useState<string | null>(summary.registrationState.hasVerifiedOtp ? summary.authorization : null);
  const [saving, setSaving] = useState(false);

  const { email, request, emailStep, codeStep, dialog } = useEmailCode({
    purpose: 'invite',
    send: (body) => claimInvite({ inviteId, ...body }),
    onCodeSent: useCallback(() => setStep('VERIFY_OTP'), []),
    onVerified: (authorization) => {
      setGrant(authorization);
      setStep('ENTER_PASSWORD');
    },
    initialEmail: summary.userEmail,
  });

  // Claim once per visit; React's development double-run of effects must not send two codes.
  const claimed = useRef(false);
  useEffect(() => {
    if (step !== 'CLAIMING' || claimed.current) return;
    claimed.current = true;
    void request(summary.userEmail).then(() => {
      // Still here means the claim failed: let the person send it by hand.
      setStep((current) => (current === 'CLAIMING' ? 'ENTER_EMAIL' : current));
    });
  }, [step, request, summary.userEmail]);

  const register = async (values: RegistrationValues) => {
    if (!grant) return;
    setSaving(true);
    try {
      const { authorization: token } = await acceptInvite({
        email,
        firstName: values.firstName,
        lastName: values.lastName,
        password: values.password,
        inviteId,
        authorization: grant,
      });
      // Admins and employees both may sign in here; the guest guard sends each to their site.
      await startSession(token, 'employee');
      notify(t('auth.registration.success'), { variant: 'success', autoHideDuration: LONG_SNACKBAR_MS });
    } catch (error) {
      notify(messageOr(error, t('errors.genericError')), { variant: 'error' });
      setSaving(false);
    }
  };

  return (
    <Box>
      {step === 'CLAIMING' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('auth.registration.sendingCode')}</Typography>
        </Box>
      )}
      {step === 'ENTER_EMAIL' && (
        <EmailStep
          title={t('auth.registration.emailTitle')}
          subtitle={t('auth.registration.emailSubtitle')}
          submitLabel={t('auth.registration.sendCode')}
          {...emailStep}
        />
      )}
      {step === 'VERIFY_OTP' && (
        // The spec's back goes to the password step; without a grant that step cannot
        // submit, so the e-mail step (the invite's summary) is the sensible way back.
        <LazyCodeEntryStep {...codeStep} onBack={() => setStep(grant ? 'ENTER_PASSWORD' : 'ENTER_EMAIL')} />
      )}
      {step === 'ENTER_PASSWORD' && (
        <RegistrationFormStep
          email={email}
          defaultFirstName={summary.userFirstName ?? ''}
          defaultLastName={summary.userLastName ?? ''}
          pending={saving}
          onSubmit={(values) => void register(values)}
        />
      )}
      <ActiveOtpDialog {...dialog} />
    </Box>
  );
}
