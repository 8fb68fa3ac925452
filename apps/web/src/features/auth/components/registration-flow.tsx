import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { InviteSummary } from '@voyce/contracts/auth';
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
import { initialFlow, nextFlow, type FlowEvent, type FlowState } from './registration-steps';
import { notify } from '../../../lib/notify';

const LONG_SNACKBAR_MS = 10_000;

type Props = { inviteId: string; summary: InviteSummary };

/**
 * Registration by invite: code to the invited address, then the 'Welcome!' form. Back on the
 * code screen returns to the form (spec 1 §2); the steps are in registration-steps.ts.
 */
export function RegistrationFlow({ inviteId, summary }: Props) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const [flow, setFlow] = useState<FlowState>(() => initialFlow(summary));
  const [saving, setSaving] = useState(false);

  // Events run against the latest state (a callback may be older than the last render); the
  // account to create, if any, is returned to the caller, which asks for it once.
  const current = useRef(flow);
  const apply = useCallback((event: FlowEvent) => {
    const { state, register } = nextFlow(current.current, event);
    current.current = state;
    setFlow(state);
    return register;
  }, []);

  const { email, request, emailStep, codeStep, dialog } = useEmailCode({
    purpose: 'invite',
    send: (body) => claimInvite({ inviteId, ...body }),
    onCodeSent: useCallback(() => void apply({ type: 'codeSent' }), [apply]),
    onVerified: (authorization) => registerIf(apply({ type: 'verified', grant: authorization })),
    initialEmail: summary.userEmail,
  });

  // Claim once per visit; React's development double-run of effects must not send two codes.
  const claimed = useRef(false);
  useEffect(() => {
    if (flow.step !== 'CLAIMING' || claimed.current) return;
    claimed.current = true;
    // Still claiming afterwards means the claim failed: let the person send it by hand.
    void request(summary.userEmail).then(() => apply({ type: 'claimFailed' }));
  }, [flow.step, request, summary.userEmail, apply]);

  const register = async (grant: string, values: RegistrationValues) => {
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
      notify(t(summary.site === 'employee' ? 'auth.registration.successEmployee' : 'auth.registration.success'), {
        variant: 'success',
        autoHideDuration: LONG_SNACKBAR_MS,
      });
    } catch (error) {
      notify(messageOr(error, t('errors.genericError')), { variant: 'error' });
      setSaving(false);
      apply({ type: 'registerFailed' });
    }
  };
  const registerIf = (account: ReturnType<typeof apply>) => {
    if (account) void register(account.grant, account.values);
  };

  const { step } = flow;
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
      {step === 'VERIFY_OTP' && <LazyCodeEntryStep {...codeStep} onBack={() => apply({ type: 'back' })} />}
      {step === 'ENTER_PASSWORD' && (
        <RegistrationFormStep
          email={email}
          defaultFirstName={summary.userFirstName ?? ''}
          defaultLastName={summary.userLastName ?? ''}
          values={flow.values}
          codeNext={!flow.grant}
          pending={saving}
          onSubmit={(values) => registerIf(apply({ type: 'submitted', values }))}
        />
      )}
      <ActiveOtpDialog {...dialog} />
    </Box>
  );
}
