import { PASSWORD_MAX, PASSWORD_MIN } from '@voyce/contracts/auth';
import { describe, expect, it } from 'vitest';
import en from './locales/en/app.json';

// The hint under every new-password field states the rule the forms and the server apply (spec 2 §9: 8 to 128).
describe('the password hint', () => {
  it('names the same limits as the shared password rule', () => {
    expect(en.auth.passwordRules).toContain(`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
    expect(en.auth.passwordRules).toContain('8 to 128 characters');
  });
});
