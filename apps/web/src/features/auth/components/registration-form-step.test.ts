import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../test/i18n';
import en from '../../../i18n/locales/en/app.json';
import { RegistrationFormStep } from './registration-form-step';

const render = (codeNext: boolean) =>
  renderToStaticMarkup(
    createElement(RegistrationFormStep, {
      email: 'nia@example.com',
      defaultFirstName: 'Nia',
      defaultLastName: '',
      values: null,
      codeNext,
      pending: false,
      onSubmit: () => {},
    }),
  );

describe("registration's 'Welcome!' form", () => {
  it('before the code is checked (Back on the code screen), says the code comes next and continues', () => {
    const html = render(true);
    expect(html).toContain('then enter the 6-digit code we sent you');
    expect(html).toContain(`>${en.auth.registration.continue}</button>`);
    expect(html).not.toContain(en.auth.registration.submit);
  });

  it('after the code is checked, creates the account', () => {
    const html = render(false);
    expect(html).toContain(`>${en.auth.registration.submit}</button>`);
    expect(html).not.toContain('then enter the 6-digit code');
  });
});
