import { describe, expect, it } from 'vitest';
import { zRegistrationForm } from './auth.ts';

describe('registration form', () => {
  it('says the passwords must match while the checkboxes are still unticked', () => {
    const r = zRegistrationForm.safeParse({
      firstName: 'Nia',
      lastName: 'Founder',
      password: 'Founder-Pass-1',
      confirmPassword: 'Founder-Pass-2',
      acceptTerms: false,
      workEmailAttested: false,
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('confirmPassword: Passwords must match');
    expect(messages).toContain('acceptTerms: You must accept terms of use to continue');
  });

  it('accepts a complete form', () => {
    const ok = zRegistrationForm.safeParse({
      firstName: 'Nia',
      lastName: 'Founder',
      password: 'Founder-Pass-1',
      confirmPassword: 'Founder-Pass-1',
      acceptTerms: true,
      workEmailAttested: true,
    });
    expect(ok.success).toBe(true);
  });
});
