import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, msg, type Language } from '../support/catalogs.ts';
import { addLanguageOrgEmployee, seedLanguageOrg, type LanguageOrg } from '../support/language-org.ts';
import { seedReadingMaterial, setAccountLanguage, signInToMyVoyceIn } from '../myvoyce/languages-support.ts';
import { blockingViolations, settled } from './axe-rules.ts';

// Axe-core on MyVoyce in each of its languages and the testers' pseudo-locale (longer, accented
// strings): the home, the home with a draft that raised the identifying hint, an insight with a
// reply, and a translated reach-out. The same bar as axe.spec.ts (axe-rules.ts): zero serious or
// critical violations. A translation can break what English passed: a label that no longer
// matches the visible text, a lang missing on a mixed-language page, a longer word that overflows.

test.describe.configure({ mode: 'serial' });

type UiLanguage = Language | 'pseudo';
const UI_LANGUAGES: UiLanguage[] = [...LANGUAGES, 'pseudo'];
const DRAFT = 'You can reach me at someone@example.com about the rota.';

let org: LanguageOrg;
let email: string;
let seeded: { insightId: string; reachoutId: string };
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  const tag = `axe-${Date.now().toString(36)}`;
  org = await seedLanguageOrg(tag);
  email = await addLanguageOrgEmployee(org, `reader.${tag}@lingua.e2e.test`, 'Rana', 'Reader', null);
  seeded = await seedReadingMaterial(request, org, email);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  await signInToMyVoyceIn(page, 'en', email, '/my/login?lang=en');
});
test.afterAll(async () => page?.context().close());

/** The html lang a page in `language` carries (the pseudo-locale is a private-use English). */
const htmlLang = (language: UiLanguage) => (language === 'pseudo' ? 'en-XA' : language);

for (const language of UI_LANGUAGES) {
  test(`MyVoyce in ${language}: home, compose, an insight and a reach-out have no serious or critical violations`, async ({ request }) => {
    // The account's language is what the page follows once signed in; the pseudo-locale is asked for by URL.
    await setAccountLanguage(request, email, language === 'pseudo' ? null : language);
    const found: string[] = [];
    const check = async (url: string, where: string) => {
      await page.goto(`${url}?lang=${language}`);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language));
      found.push(...(await blockingViolations(page, `${where} (${language})`)));
    };

    await check('/my', 'home');
    if (language !== 'pseudo') await expect(page.getByRole('heading', { name: msg(language, 'my.compose.title') })).toBeVisible();

    // Compose: a draft with an e-mail address raises the identifying hint beside the field.
    const field = page.locator('textarea').first();
    await field.fill(DRAFT);
    if (language !== 'pseudo') {
      const hint = msg(language, 'my.editor.identifyingHint', { what: msg(language, 'my.editor.identifyingKinds.email') });
      await expect(page.getByText(hint)).toBeVisible();
    }
    found.push(...(await blockingViolations(page, `compose with the hint (${language})`)));
    await field.fill('');

    await check(`/my/insights/${seeded.insightId}`, 'insight with a reply');
    await expect(page.getByText('Thank you, we are talking to the canteen this week.')).toBeVisible();
    await check(`/my/reachouts/${seeded.reachoutId}`, 'reach-out');
    expect(found).toEqual([]);
  });
}
