import { expect, test, type Page } from '@playwright/test';
import { es as esMail } from '../../apps/server/src/mail/i18n/es.ts';
import { call, signIn } from '../insights/data.ts';
import { msg, plural } from '../support/catalogs.ts';
import { E2E_PASSWORD } from '../support/env.ts';
import { seedLanguageOrg, type LanguageOrg } from '../support/language-org.ts';
import { codeIn, linkIn, waitForMail } from '../support/mailbox.ts';
import { screenshots } from '../support/ui.ts';
import { englishLeftovers, enterCodeIn, leaderFinds, leaderReplies, leaderSendsReachout } from './languages-support.ts';

// MyVoyce in Spanish from the first e-mail to an answered reach-out: the leader invites in
// Spanish, the employee's browser speaks Spanish (es-ES), and every page, e-mail and translated
// question they meet is Spanish; a question the leaders did not translate says it is English.
// What the pages say comes from the catalogs the app is built from (support/catalogs.ts).

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (w, k: string) => values[k] ?? w);

test.describe.configure({ mode: 'serial' });

let org: LanguageOrg;
let page: Page;
const stamp = Date.now().toString(36);
const email = `sofia.${stamp}@lingua.e2e.test`;
const INSIGHT = `El turno de noche no tiene comida caliente después de las diez. (${stamp})`;
const REPLY = 'Gracias, lo hablamos con la cantina esta semana.';
const QUESTION = { title: 'Shift handover', body: 'What would make the handover between shifts smoother?' };
const SPANISH = { title: 'Cambio de turno', body: '¿Qué haría más fácil el cambio entre turnos?' };
const UNTRANSLATED = { title: 'Canteen hours', body: 'Would later canteen hours help the night shift?' };
const ANSWER = 'Una pizarra compartida en la puerta del almacén.';

/** English texts of MyVoyce's home that must not show on the Spanish page. */
const HOME_KEYS = [
  'my.compose.title',
  'my.compose.privacy',
  'my.compose.placeholder',
  'my.list.title',
  'my.reachouts.title',
  'my.reachouts.intro',
  'my.reachouts.notAnswered',
  'my.reminder.title',
  'my.reminder.label',
  'common.language',
];

test.beforeAll(async ({ browser }) => {
  org = await seedLanguageOrg(`es-${stamp}`);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
});
test.afterAll(async () => page?.context().close());

test('the leader invites in Spanish: the invite and the registration code arrive in Spanish, the pages speak it', async ({ request }) => {
  const since = new Date(Date.now() - 1000);
  const leader = await signIn(request, org.leaderEmail);
  await call(request, leader, '/user-management/addMyvoyceUser', {
    organizationId: org.organizationId,
    users: [{ firstName: 'Sofía', lastName: 'García', businessEmail: email, departmentIds: [org.departmentId] }],
    language: 'es',
  });
  const invite = await waitForMail(request, email, since, /registration\?inviteId=/);
  expect(invite.subject).toBe(fill(esMail.inviteSubject, { organization: org.name }));
  expect(invite.text).toContain(fill(esMail.inviteIntro, { organization: org.name }));
  expect(invite.text).toContain(esMail.inviteRegister);

  const link = new URL(linkIn(invite));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: msg('es', 'auth.otp.title') })).toBeVisible();
  const codeMail = await waitForMail(request, email, since, /\b\d{6}\b/);
  expect(codeMail.subject).toBe(esMail.otpSubjectInvite);
  expect(codeMail.text).toContain(fill(esMail.otpCodeInvite, { code: codeIn(codeMail) }));
  expect(await englishLeftovers(page, 'es', ['auth.otp.title', 'auth.otp.noCode', 'auth.otp.resend', 'auth.otp.verify'])).toEqual([]);
  await enterCodeIn(page, 'es', codeIn(codeMail));

  await expect(page.getByRole('heading', { name: msg('es', 'auth.registration.welcome') })).toBeVisible();
  await page.getByRole('textbox', { name: msg('es', 'auth.fields.firstName'), exact: true }).fill('Sofía');
  await page.getByRole('textbox', { name: msg('es', 'auth.fields.lastName'), exact: true }).fill('García');
  await page.getByRole('textbox', { name: msg('es', 'auth.fields.password'), exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('textbox', { name: msg('es', 'auth.fields.confirmPassword'), exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel(msg('es', 'auth.registration.acceptTerms')).check();
  await page.getByLabel(msg('es', 'auth.registration.workEmail')).check();
  expect(
    await englishLeftovers(page, 'es', [
      'auth.registration.welcome',
      'auth.registration.acceptTerms',
      'auth.registration.workEmail',
      'auth.registration.submit',
    ]),
  ).toEqual([]);
  await page.getByRole('button', { name: msg('es', 'auth.registration.submit'), exact: true }).click();

  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(msg('es', 'auth.registration.successEmployee'))).toBeVisible();
  await expect(page.getByRole('heading', { name: msg('es', 'my.compose.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: msg('es', 'my.reachouts.title') })).toBeVisible();
  await expect(page.getByText(msg('es', 'my.list.empty'))).toBeVisible();
  expect(await englishLeftovers(page, 'es', [...HOME_KEYS, 'my.list.empty'])).toEqual([]);
  // The account took the invite's language: the profile says Spanish.
  const token = await signIn(request, email);
  expect((await call<{ language: string | null }>(request, token, '/user/getProfile', {})).language).toBe('es');
});

test('she writes an insight in Spanish and reads the leader’s reply on a Spanish page', async ({ request }) => {
  const field = page.getByRole('textbox', { name: msg('es', 'my.compose.label') });
  const send = page.getByRole('button', { name: msg('es', 'my.compose.send'), exact: true });
  await expect(page.getByText(msg('es', 'my.compose.privacy'))).toBeVisible();
  await expect(send).toBeDisabled();
  await field.fill(INSIGHT);
  await send.click();
  await expect(page.getByText(msg('es', 'my.compose.sent'))).toBeVisible();
  await expect(field).toHaveValue('');
  const row = page.getByRole('row').filter({ hasText: INSIGHT });
  await expect(row).toBeVisible();
  // Its status and reply count in Spanish (the list asks again while the insight is received).
  await expect(row).toContainText(msg('es', 'my.status.open'), { timeout: 15_000 });
  await expect(row).toContainText(plural('es', 'my.list.replies', 0));
  await expect(row).toContainText(msg('es', 'common.today'));
  expect(await englishLeftovers(page, 'es', [...HOME_KEYS, 'my.list.columns.insight', 'my.list.columns.status', 'my.status.open'])).toEqual(
    [],
  );

  const submission = await leaderFinds(request, org, INSIGHT);
  await leaderReplies(request, org, submission.id, REPLY);
  await page.reload();
  await expect(row).toContainText(plural('es', 'my.list.replies', 1));
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/my/insights/${submission.id}$`));
  await expect(page.getByRole('heading', { name: msg('es', 'my.detail.title') })).toBeVisible();
  const conversation = page.getByRole('region', { name: msg('es', 'my.detail.conversation') });
  await expect(conversation.getByRole('listitem').filter({ hasText: REPLY })).toContainText('Lena Lingua');
  await expect(page.getByText(msg('es', 'my.reply.privacy'))).toBeVisible();
  await expect(page.getByRole('link', { name: msg('es', 'my.detail.back') })).toBeVisible();
  expect(
    await englishLeftovers(page, 'es', [
      'my.detail.title',
      'my.detail.conversation',
      'my.detail.back',
      'my.reply.label',
      'my.reply.privacy',
      'my.reply.send',
      'my.status.open',
    ]),
  ).toEqual([]);
  await page.getByRole('textbox', { name: msg('es', 'my.reply.label') }).fill('Gracias por la respuesta.');
  await page.getByRole('button', { name: msg('es', 'my.reply.send'), exact: true }).click();
  await expect(page.getByText(msg('es', 'my.reply.sent'))).toBeVisible();
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Gracias por la respuesta.' })).toContainText(
    msg('es', 'my.detail.youAnonymous'),
  );
  await screenshots(page, 'languages-es-insight');
});

test('a reach-out the leader translated reaches her in Spanish, by e-mail and in MyVoyce, and she answers it', async ({ request }) => {
  const since = new Date(Date.now() - 1000);
  const id = await leaderSendsReachout(request, org, QUESTION.title, QUESTION.body, [{ language: 'es', ...SPANISH }]);
  const mail = await waitForMail(request, email, since, /\/my\b/);
  expect(mail.subject).toBe(fill(esMail.reachoutAsks, { from: org.name, title: SPANISH.title }));
  expect(mail.text).toContain(SPANISH.body);
  expect(mail.text).not.toContain(QUESTION.body);

  await page.goto('/my');
  const item = page.getByTestId('my-reachout').filter({ hasText: SPANISH.title });
  await expect(item).toBeVisible();
  await expect(item).toContainText(msg('es', 'my.reachouts.notAnswered'));
  await expect(page.getByText(QUESTION.title)).toHaveCount(0);
  await item.getByRole('link', { name: SPANISH.title }).click();
  await expect(page).toHaveURL(new RegExp(`/my/reachouts/${id}$`));
  const heading = page.getByRole('heading', { name: SPANISH.title });
  await expect(heading).toHaveAttribute('lang', 'es');
  await expect(page.getByText(SPANISH.body)).toBeVisible();
  await expect(page.getByText(msg('es', 'my.reachouts.writtenInEnglish'))).toHaveCount(0);
  await expect(page.getByText(msg('es', 'my.reachouts.from', { name: org.name }), { exact: false })).toBeVisible();
  await expect(page.getByTestId('anonymity-rule')).toHaveText(msg('es', 'my.reachouts.rule', { k: 5 }));
  expect(
    await englishLeftovers(page, 'es', [
      'my.reachouts.back',
      'my.reachouts.answerTitle',
      'my.reachouts.placeholder',
      'my.reachouts.send',
      'my.compose.privacy',
    ]),
  ).toEqual([]);
  await page.getByRole('textbox', { name: msg('es', 'my.reachouts.label') }).fill(ANSWER);
  await page.getByRole('button', { name: msg('es', 'my.reachouts.send'), exact: true }).click();
  await expect(page.getByText(msg('es', 'my.reachouts.sent'))).toBeVisible();
  await expect(page.getByTestId('my-answer')).toHaveText(ANSWER);
  await expect(page.getByRole('link', { name: msg('es', 'my.reachouts.openAnswer') })).toBeVisible();
  await screenshots(page, 'languages-es-reachout');
});

test('a reach-out without a Spanish translation shows the English original, said to be written in English', async ({ request }) => {
  const id = await leaderSendsReachout(request, org, UNTRANSLATED.title, UNTRANSLATED.body);
  await page.goto(`/my/reachouts/${id}`);
  const heading = page.getByRole('heading', { name: UNTRANSLATED.title });
  await expect(heading).toBeVisible();
  // Marked as English, so a screen reader reads it with English sounds in a Spanish page.
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect(page.getByText(UNTRANSLATED.body)).toBeVisible();
  await expect(page.getByText(msg('es', 'my.reachouts.writtenInEnglish'), { exact: true })).toBeVisible();
  // The page around the question stays Spanish.
  await expect(page.getByRole('button', { name: msg('es', 'my.reachouts.send'), exact: true })).toBeVisible();
  expect(await englishLeftovers(page, 'es', ['my.reachouts.back', 'my.reachouts.send', 'my.reachouts.writtenInEnglish'])).toEqual([]);
});
