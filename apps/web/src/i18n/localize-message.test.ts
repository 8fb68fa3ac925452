import { zRegistrationForm, NOT_A_MEMBER, PASSWORD_MESSAGES } from '@voyce/contracts/auth';
import { ABOUT_DEPARTMENT_MSG, zInsightBody } from '@voyce/contracts/employee';
import { IDENTITY_MSG } from '@voyce/contracts/identity';
import { INSIGHT_MAX_LENGTH } from '@voyce/contracts/insights';
import { lessThanChars, minChars, MSG } from '@voyce/contracts/messages';
import { REACHOUT_MSG } from '@voyce/contracts/reachout-rules';
import { SETTINGS_MSG } from '@voyce/contracts/settings';
import { afterAll, describe, expect, it } from 'vitest';
import '../test/i18n';
import { ApiError, messageOr } from '../lib/api-error';
import { AVAILABLE_LANGUAGES, showLanguage } from './language';
import { localizeMessage } from './localize-message';

const issue = (result: { error?: { issues: { message: string }[] } }) => result.error!.issues[0]!.message;

/**
 * Every English sentence an employee can meet in MyVoyce and on the sign-in, registration and
 * forgot-password pages, from the contracts' schemas and the server's error answers of the
 * auth, employee, reach-out answer and account endpoints. A new one that is not in the catalogs'
 * `serverMessages` fails here, before a Spanish page shows it in English.
 */
const EMPLOYEE_MESSAGES = [
  ...Object.values(MSG),
  ...Object.values(PASSWORD_MESSAGES),
  minChars(2),
  lessThanChars(50),
  lessThanChars(INSIGHT_MAX_LENGTH),
  issue(zInsightBody.safeParse('')),
  issue(
    zRegistrationForm.safeParse({
      firstName: 'Riley',
      lastName: 'Morgan',
      password: 'Fresh-horse-77',
      confirmPassword: 'Fresh-horse-77',
      acceptTerms: true,
      workEmailAttested: false,
    }),
  ),
  NOT_A_MEMBER,
  IDENTITY_MSG.ssoRequired,
  ...Object.values(ABOUT_DEPARTMENT_MSG),
  REACHOUT_MSG.notFound,
  REACHOUT_MSG.intakeClosed,
  REACHOUT_MSG.alreadyAnswered,
  SETTINGS_MSG.notYourAccount,
  SETTINGS_MSG.usernameReadOnly,
  SETTINGS_MSG.emailReadOnly,
  // The server's own sentences (auth.service.ts, employee.service.ts).
  'Your verification has expired. Please request a new code.',
  'Insight not found',
  'This insight is closed and can no longer receive replies.',
];

afterAll(() => showLanguage('en'));

describe('localizeMessage', () => {
  it('leaves English as it is, byte for byte', async () => {
    await showLanguage('en');
    for (const message of EMPLOYEE_MESSAGES) expect(localizeMessage(message)).toBe(message);
    expect(messageOr(new ApiError({ status: 400, code: 'X', message: '', serverMessage: MSG.wrongCode }), 'fallback')).toBe(MSG.wrongCode);
  });

  it('translates a fixed and a parameterized sentence, and leaves an unknown one', async () => {
    await showLanguage('es');
    expect(localizeMessage(MSG.wrongCode)).toBe('Código incorrecto. Inténtalo de nuevo.');
    expect(localizeMessage(MSG.passwordsMustMatch)).toBe('Las contraseñas deben coincidir');
    expect(localizeMessage(minChars(8))).toBe('Debe tener al menos 8 caracteres');
    expect(localizeMessage(lessThanChars(INSIGHT_MAX_LENGTH))).toBe('Debe tener menos de 5000 caracteres');
    expect(localizeMessage('Something only this server says')).toBe('Something only this server says');
    expect(messageOr(new ApiError({ status: 409, code: 'X', message: '', serverMessage: REACHOUT_MSG.alreadyAnswered }), 'x')).toBe(
      'Ya respondiste a esta consulta.',
    );
  });

  for (const language of AVAILABLE_LANGUAGES.filter((l) => l !== 'en'))
    it(`${language} has every sentence an employee can meet`, async () => {
      await showLanguage(language);
      expect(EMPLOYEE_MESSAGES.filter((message) => localizeMessage(message) === message)).toEqual([]);
    });
});
