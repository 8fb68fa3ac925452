import type { InviteSummary } from '@voyce/contracts/auth';
import { describe, expect, it } from 'vitest';
import type { RegistrationValues } from './registration-form-step';
import { initialFlow, nextFlow, type FlowEvent, type FlowState } from './registration-steps';

const summary = (over: Partial<InviteSummary['registrationState']> = {}, rest: Partial<InviteSummary> = {}): InviteSummary => ({
  userEmail: 'nia@example.com',
  userFirstName: 'Nia',
  userLastName: null,
  authorization: null,
  registrationState: { nextStep: 'ENTER_EMAIL', hasActiveOtp: false, hasVerifiedOtp: false, ...over },
  ...rest,
});

const values: RegistrationValues = {
  firstName: 'Nia',
  lastName: 'Founder',
  password: 'Founder-Pass-1',
  confirmPassword: 'Founder-Pass-1',
  acceptTerms: true,
  workEmailAttested: true,
};

/** Runs events in order; returns the last state and every account creation asked for. */
function run(start: FlowState, events: FlowEvent[]) {
  let state = start;
  const created: { grant: string; values: RegistrationValues }[] = [];
  for (const event of events) {
    const t = nextFlow(state, event);
    state = t.state;
    if (t.register) created.push(t.register);
  }
  return { state, created };
}

describe('registration steps', () => {
  it('starts by claiming the invited address, or on the code screen when a code is active', () => {
    expect(initialFlow(summary()).step).toBe('CLAIMING');
    expect(initialFlow(summary({ hasActiveOtp: true })).step).toBe('VERIFY_OTP');
    expect(initialFlow(summary({ hasVerifiedOtp: true }, { authorization: 'g1' }))).toEqual({
      step: 'ENTER_PASSWORD',
      grant: 'g1',
      values: null,
    });
    expect(initialFlow(summary({ nextStep: 'ENTER_PASSWORD' }, { userEmail: '' })).step).toBe('ENTER_EMAIL');
  });

  it('the usual way: code sent, code checked, the form creates the account', () => {
    const { state, created } = run(initialFlow(summary()), [
      { type: 'codeSent' },
      { type: 'verified', grant: 'g1' },
      { type: 'submitted', values },
    ]);
    expect(state.step).toBe('ENTER_PASSWORD');
    expect(created).toEqual([{ grant: 'g1', values }]);
  });

  // Spec 1 §2: the code screen's back button returns to the password step (it went to the e-mail step).
  it('Back on the code screen returns to the password step, before the code was checked too', () => {
    const back = run(initialFlow(summary()), [{ type: 'codeSent' }, { type: 'back' }]).state;
    expect(back).toEqual({ step: 'ENTER_PASSWORD', grant: null, values: null });
    // Also when the e-mail step came first (an invite without an address).
    const fromEmail = run(initialFlow(summary({}, { userEmail: '' })), [{ type: 'codeSent' }, { type: 'back' }]).state;
    expect(fromEmail.step).toBe('ENTER_PASSWORD');
  });

  it('coming forward again goes to the same code, without a new one, and the account is created once it checks', () => {
    const atForm = run(initialFlow(summary()), [{ type: 'codeSent' }, { type: 'back' }]).state;
    // The form without a checked code does not create the account: it goes on to the code screen.
    const forward = nextFlow(atForm, { type: 'submitted', values });
    expect(forward.register).toBeNull();
    expect(forward.state).toEqual({ step: 'VERIFY_OTP', grant: null, values });
    // The code sent before is what is entered now; the form is not asked for twice.
    const checked = nextFlow(forward.state, { type: 'verified', grant: 'g1' });
    expect(checked.register).toEqual({ grant: 'g1', values });
    expect(checked.state.step).toBe('ENTER_PASSWORD');
  });

  it('keeps what was entered when going back and forth, and shows it again if creating the account fails', () => {
    const { state, created } = run(initialFlow(summary()), [
      { type: 'codeSent' },
      { type: 'back' },
      { type: 'submitted', values },
      { type: 'back' },
    ]);
    expect(state).toEqual({ step: 'ENTER_PASSWORD', grant: null, values });
    expect(created).toEqual([]);
    const failed = run(state, [{ type: 'submitted', values }, { type: 'verified', grant: 'g1' }, { type: 'registerFailed' }]);
    expect(failed.state).toEqual({ step: 'ENTER_PASSWORD', grant: 'g1', values });
    // Submitting again uses the grant it has.
    expect(nextFlow(failed.state, { type: 'submitted', values }).register).toEqual({ grant: 'g1', values });
  });

  it('a Resend or a late claim answer does not move the person', () => {
    const atCode = run(initialFlow(summary()), [{ type: 'codeSent' }]).state;
    expect(nextFlow(atCode, { type: 'codeSent' }).state).toEqual(atCode);
    const atForm = nextFlow(atCode, { type: 'back' }).state;
    expect(nextFlow(atForm, { type: 'codeSent' }).state.step).toBe('ENTER_PASSWORD');
    expect(nextFlow(atCode, { type: 'claimFailed' }).state.step).toBe('VERIFY_OTP');
    expect(nextFlow(initialFlow(summary()), { type: 'claimFailed' }).state.step).toBe('ENTER_EMAIL');
  });
});
