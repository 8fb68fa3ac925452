import { expect, test, type Locator, type Page } from '@playwright/test';
import { de as deMail } from '../../apps/server/src/mail/i18n/de.ts';
import { en as enMail } from '../../apps/server/src/mail/i18n/en.ts';
import { call, signIn } from '../insights/data.ts';
import { msg } from '../support/catalogs.ts';
import { addLanguageOrgEmployee, seedLanguageOrg, type LanguageOrg } from '../support/language-org.ts';
import { codeIn, waitForMail } from '../support/mailbox.ts';
import { queueReminderNow } from '../support/reminder.ts';
import { screenshots } from '../support/ui.ts';
import { leaderFinds, leaderReplies, signInToMyVoyceIn } from './languages-support.ts';

// Arabic on a phone: MyVoyce right to left, mirrored and with nothing wider than the screen.
// The language picker: an English employee switches to German in the top bar; the choice is the
// account's, so it survives a reload, a new sign-in on another browser, and their e-mails follow.

const stamp = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
let org: LanguageOrg;

test.beforeAll(async () => {
  org = await seedLanguageOrg(`layout-${stamp}`);
});

/** Where a text sits on screen: the box of its glyphs, not of its (full-width) block. */
const textBox = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });

/** Nothing is wider than the phone: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function expectRtlArabic(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

/** screenshots() shoots at 1440 and 390 px and leaves the page at 1440: back to the phone. */
async function phoneScreenshots(page: Page, name: string): Promise<void> {
  await screenshots(page, name);
  await page.setViewportSize(PHONE);
}

test('Arabic at 390 px: MyVoyce home, compose and an insight read right to left, mirrored, with no sideways scroll', async ({
  browser,
  request,
}) => {
  const email = await addLanguageOrgEmployee(org, `amal.${stamp}@lingua.e2e.test`, 'Amal', 'Haddad', null);
  const body = `الإضاءة في موقف السيارات معطلة منذ أسبوعين. (${stamp})`;
  const token = await signIn(request, email);
  await call(request, token, '/employee/submitInsight', { body });
  const submission = await leaderFinds(request, org, body);
  await leaderReplies(request, org, submission.id, 'Thank you, facilities will fix it this week.');

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ar', viewport: PHONE });
  const page = await context.newPage();
  try {
    await signInToMyVoyceIn(page, 'ar', email);
    await expectRtlArabic(page);
    await expect(page.getByRole('heading', { name: msg('ar', 'my.reachouts.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: msg('ar', 'my.list.title') })).toBeVisible();
    // The wordmark leads: on the right; the account menu ends the bar: on the left.
    const brand = page.locator('header').getByText(msg('ar', 'app.employeeName'), { exact: true });
    expect((await brand.boundingBox())!.x).toBeGreaterThan(PHONE.width / 2);
    const account = page.locator('header').getByRole('button', { name: msg('ar', 'shell.accountMenu', { initials: 'AH' }) });
    const accountBox = (await account.boundingBox())!;
    expect(accountBox.x + accountBox.width).toBeLessThan(PHONE.width / 2);
    // The heading's words start at the right edge.
    const heading = await textBox(page.getByRole('heading', { name: msg('ar', 'my.compose.title') }));
    expect(heading.right).toBeGreaterThan(PHONE.width - 60);
    expect(heading.left).toBeGreaterThan(PHONE.width / 3);
    await expectNoHorizontalOverflow(page);
    await phoneScreenshots(page, 'languages-ar-home');

    // Compose: a draft that names an e-mail address raises the hint, in Arabic; Send's arrow points left.
    const field = page.getByRole('textbox', { name: msg('ar', 'my.compose.label') });
    await field.fill('يمكنكم التواصل معي على amal.haddad@example.com بخصوص الموضوع');
    const hint = msg('ar', 'my.editor.identifyingHint', { what: msg('ar', 'my.editor.identifyingKinds.email') });
    await expect(page.getByText(hint)).toBeVisible();
    const send = page.getByRole('button', { name: msg('ar', 'my.compose.send'), exact: true });
    await expect(send).toBeEnabled();
    await expect(send.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    await expectNoHorizontalOverflow(page);
    await phoneScreenshots(page, 'languages-ar-compose');

    // An insight with the leader's reply: the way back leads on the right, its arrow mirrored.
    await page.goto(`/my/insights/${submission.id}`);
    await expectRtlArabic(page);
    await expect(page.getByRole('heading', { name: msg('ar', 'my.detail.title') })).toBeVisible();
    // What people wrote keeps its own direction: the English reply reads left to right (its full
    // stop at its end, not at the start of an Arabic line), the Arabic insight right to left.
    const reply = page.getByText('Thank you, facilities will fix it this week.', { exact: true });
    await expect(reply).toBeVisible();
    await expect(reply).toHaveCSS('direction', 'ltr');
    await expect(page.getByText(body, { exact: true })).toHaveCSS('direction', 'rtl');
    const back = page.getByRole('link', { name: msg('ar', 'my.detail.back') });
    const backBox = (await back.boundingBox())!;
    expect(backBox.x + backBox.width).toBeGreaterThan(PHONE.width - 40);
    const arrow = back.locator('svg');
    await expect(arrow).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    // The arrow leads the link: right of its words.
    const wordsRight = await back.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents([...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!);
      return range.getBoundingClientRect().right;
    });
    expect((await arrow.boundingBox())!.x).toBeGreaterThanOrEqual(wordsRight - 1);
    await expectNoHorizontalOverflow(page);
    await phoneScreenshots(page, 'languages-ar-insight');
  } finally {
    await context.close();
  }
});

test('an English employee picks German in the top bar: at once, after a reload, on a new sign-in, and in their e-mails', async ({
  browser,
  request,
}) => {
  const email = await addLanguageOrgEmployee(org, `greta.${stamp}@lingua.e2e.test`, 'Greta', 'Braun', null);
  const first = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const page = await first.newPage();
  try {
    await signInToMyVoyceIn(page, 'en', email);
    const picker = page.locator('header').getByRole('combobox', { name: msg('en', 'common.language') });
    await expect(picker).toHaveValue('en');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/setLanguage'));
    await picker.selectOption('de');
    // At once, without a reload: the page's words, its lang, and the picker's own label.
    await expect(page.getByRole('heading', { name: msg('de', 'my.compose.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('header').getByRole('combobox', { name: msg('de', 'common.language') })).toHaveValue('de');
    await expect(page.getByRole('heading', { name: msg('de', 'my.reminder.title') })).toBeVisible();
    await expect(page.getByText(msg('en', 'my.compose.title'), { exact: true })).toHaveCount(0);
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { name: msg('de', 'my.compose.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  } finally {
    await first.close();
  }

  // Another browser (English, nothing stored): the sign-in page is English, MyVoyce German once signed in.
  const second = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const other = await second.newPage();
  try {
    await other.goto('/my/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await other.getByRole('button', { name: msg('en', 'auth.login.useCode') }).click();
    await other.getByRole('textbox', { name: msg('en', 'auth.fields.email'), exact: true }).fill(email);
    const since = new Date(Date.now() - 1000);
    await other.getByRole('button', { name: msg('en', 'auth.login.sendCode'), exact: true }).click();
    // The code e-mail follows the account's language, not the English page's.
    const codeMail = await waitForMail(request, email, since, /\b\d{6}\b/);
    expect(codeMail.subject).toBe(deMail.otpSubjectLogin);
    expect(codeMail.text).toContain(deMail.otpCodeLogin.replace('{code}', codeIn(codeMail)));
    expect(codeMail.text).not.toContain(enMail.otpCodeLogin.replace('{code}', codeIn(codeMail)));
    await other.getByLabel(msg('en', 'auth.otp.digitLabel', { index: 1, length: 6 })).click();
    await other.keyboard.type(codeIn(codeMail));
    await other.getByRole('button', { name: msg('en', 'auth.otp.verify'), exact: true }).click();
    await expect(other).toHaveURL(/\/my$/);
    await expect(other.getByRole('heading', { name: msg('de', 'my.compose.title') })).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', 'de');
    await expect(other.locator('header').getByRole('combobox', { name: msg('de', 'common.language') })).toHaveValue('de');
  } finally {
    await second.close();
  }

  // The weekly reminder: German for her, English for colleagues who chose no language.
  const since = new Date(Date.now() - 1000);
  expect(await queueReminderNow(org.organizationId)).toBeGreaterThan(1);
  const reminder = await waitForMail(request, email, since, /\/my\b/);
  expect(reminder.subject).toBe(deMail.reminderSubject);
  expect(reminder.text).toContain(deMail.reminderBody);
  const colleague = await waitForMail(request, org.colleagueEmails[0]!, since, /\/my\b/);
  expect(colleague.subject).toBe(enMail.reminderSubject);
});
