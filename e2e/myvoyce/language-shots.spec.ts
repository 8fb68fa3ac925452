import { expect, test, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, msg, type Language } from '../support/catalogs.ts';
import { addLanguageOrgEmployee, seedLanguageOrg } from '../support/language-org.ts';
import { HANDOVER_QUESTION, seedReadingMaterial, setAccountLanguage, signInToMyVoyceIn } from './languages-support.ts';

// Not a check: phone screenshots of MyVoyce in every language and the pseudo-locale, for people
// to look at (a translation too long for a button, a mirrored icon that should not be). Runs only
// when LANGUAGE_SHOTS_DIR names the folder to write <lang>-<page>.png into:
//   LANGUAGE_SHOTS_DIR=/work/notes/shots npx playwright test myvoyce/language-shots.spec.ts

const DIR = process.env.LANGUAGE_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
type UiLanguage = Language | 'pseudo';
const DRAFT = 'You can reach me at someone@example.com about the rota for the night shift.';

test.skip(!DIR, 'set LANGUAGE_SHOTS_DIR to take the language screenshots');
test.describe.configure({ mode: 'serial' });

let page: Page;
let email: string;
let seeded: { insightId: string; reachoutId: string };

test.beforeAll(async ({ browser, request }) => {
  const tag = `shots-${Date.now().toString(36)}`;
  const org = await seedLanguageOrg(tag);
  email = await addLanguageOrgEmployee(org, `rana.${tag}@lingua.e2e.test`, 'Rana', 'Reader', null);
  seeded = await seedReadingMaterial(request, org, email);
  await mkdir(DIR!, { recursive: true });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US', viewport: PHONE });
  page = await context.newPage();
  await signInToMyVoyceIn(page, 'en', email, '/my/login?lang=en');
});
test.afterAll(async () => page?.context().close());

async function shoot(language: UiLanguage, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // The success snackbar and focus rings come and go: let the page rest.
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(DIR!, `${language}-${name}.png`), fullPage: true });
}

for (const language of [...LANGUAGES, 'pseudo'] as UiLanguage[]) {
  test(`390 px screenshots in ${language}`, async ({ request }) => {
    await setAccountLanguage(request, email, language === 'pseudo' ? null : language);
    await page.goto(`/my?lang=${language}`);
    if (language !== 'pseudo') await expect(page.getByRole('heading', { name: msg(language, 'my.compose.title') })).toBeVisible();
    await expect(page.getByTestId('my-reachout').first()).toBeVisible();
    await shoot(language, 'home');

    await page.locator('textarea').first().fill(DRAFT);
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
    await shoot(language, 'compose');
    await page.locator('textarea').first().fill('');

    await page.goto(`/my/insights/${seeded.insightId}?lang=${language}`);
    await expect(page.getByText('Thank you, we are talking to the canteen this week.')).toBeVisible();
    await shoot(language, 'insight');

    await page.goto(`/my/reachouts/${seeded.reachoutId}?lang=${language}`);
    const shown = HANDOVER_QUESTION.translations.find((t) => t.language === language)?.title ?? HANDOVER_QUESTION.title;
    await expect(page.getByRole('heading', { name: shown })).toBeVisible();
    await shoot(language, 'reachout');
  });
}
