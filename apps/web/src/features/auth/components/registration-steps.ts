import type { InviteSummary, RegistrationStep } from '@voyce/contracts/auth';
import type { RegistrationValues } from './registration-form-step';

/** CLAIMING: the code for the invited address is being sent without asking (spec 1 §4). */
export type Step = RegistrationStep | 'CLAIMING';

/**
 * Where registration by invite stands: the step shown, the grant of a checked code (needed to
 * create the account) and the 'Welcome!' form's values once submitted, kept so that moving
 * between the form and the code screen never asks for them twice.
 */
export type FlowState = { step: Step; grant: string | null; values: RegistrationValues | null };

export type FlowEvent =
  /** A code went out (the claim, the e-mail step, the active-code dialog). */
  | { type: 'codeSent' }
  /** The automatic claim did not send a code: the person sends it from the e-mail step. */
  | { type: 'claimFailed' }
  /** Back on the code screen. */
  | { type: 'back' }
  /** The 'Welcome!' form was submitted. */
  | { type: 'submitted'; values: RegistrationValues }
  /** The code was checked; its grant creates the account. */
  | { type: 'verified'; grant: string }
  /** Creating the account failed; the form shows again, with what was entered. */
  | { type: 'registerFailed' };

/** The next state, and the account to create now, if any. */
export type Transition = { state: FlowState; register: { grant: string; values: RegistrationValues } | null };

export function initialFlow(summary: InviteSummary): FlowState {
  const { hasActiveOtp, hasVerifiedOtp, nextStep } = summary.registrationState;
  const grant = hasVerifiedOtp ? summary.authorization : null;
  let step: Step;
  if (grant) step = 'ENTER_PASSWORD';
  else if (hasActiveOtp) step = 'VERIFY_OTP';
  else if (summary.userEmail) step = 'CLAIMING';
  // No code was sent yet and there is no address to send it to: start from the e-mail.
  else step = nextStep === 'ENTER_PASSWORD' ? 'ENTER_EMAIL' : nextStep;
  return { step, grant, values: null };
}

/**
 * Registration's steps (spec 1 §2, §4). The code screen's Back returns to the password step
 * (the 'Welcome!' form), as the spec says, even before the code was checked: the form can be
 * filled in then, and its submit ("Continue") goes forward to the code screen again without
 * asking for a new code, so the code already sent still works (until it expires; the code
 * screen offers Resend). Once the code is checked, an already submitted form creates the
 * account at once; otherwise the form shows, ready to submit ("Create account").
 */
export function nextFlow(state: FlowState, event: FlowEvent): Transition {
  const to = (patch: Partial<FlowState>, register: Transition['register'] = null): Transition => ({
    state: { ...state, ...patch },
    register,
  });
  switch (event.type) {
    case 'codeSent':
      // A Resend on the code screen, or a late answer after the person moved on, changes nothing.
      return state.step === 'CLAIMING' || state.step === 'ENTER_EMAIL' ? to({ step: 'VERIFY_OTP' }) : to({});
    case 'claimFailed':
      return state.step === 'CLAIMING' ? to({ step: 'ENTER_EMAIL' }) : to({});
    case 'back':
      return state.step === 'VERIFY_OTP' ? to({ step: 'ENTER_PASSWORD' }) : to({});
    case 'submitted':
      if (state.grant) return to({ values: event.values }, { grant: state.grant, values: event.values });
      return to({ step: 'VERIFY_OTP', values: event.values });
    case 'verified':
      return to({ step: 'ENTER_PASSWORD', grant: event.grant }, state.values ? { grant: event.grant, values: state.values } : null);
    case 'registerFailed':
      return to({ step: 'ENTER_PASSWORD' });
  }
}
