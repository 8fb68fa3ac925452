import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { call, signIn } from '../insights/data.ts';
import { msg, type Language } from '../support/catalogs.ts';
import { E2E_PASSWORD } from '../support/env.ts';
import type { LanguageOrg } from '../support/language-org.ts';

/** What the language journeys share: the leader's side through the API, sign-in in the page's language. */

type LeaderSubmission = { id: string; body: string };
type Translation = { language: Exclude<Language, 'en'>; title?: string; body: string };

/** The leader's view of one insight of `org`, once the pipeline has filed it. */
export async function leaderFinds(request: APIRequestContext, org: LanguageOrg, body: string): Promise<LeaderSubmission> {
  const leader = await signIn(request, org.leaderEmail);
  let found: LeaderSubmission | undefined;
  await expect
    .poll(
      async () => {
        const data = await call<{ entities: LeaderSubmission[] }>(request, leader, '/findSubmissions', {
          filter: { organizationId: org.organizationId, status: 'all' },
          pageSize: 500,
        });
        found = data.entities.find((s) => s.body === body);
        return Boolean(found);
      },
      { timeout: 30_000, message: 'the pipeline files the insight' },
    )
    .toBe(true);
  return found!;
}

export async function leaderReplies(request: APIRequestContext, org: LanguageOrg, submissionId: string, response: string): Promise<void> {
  const leader = await signIn(request, org.leaderEmail);
  await call(request, leader, '/replySubmission', { filter: { organizationId: org.organizationId, ids: [submissionId] }, response });
}

/** A reach-out to `org`'s department, sent as the leader, with the translations given. */
export async function leaderSendsReachout(
  request: APIRequestContext,
  org: LanguageOrg,
  title: string,
  message: string,
  translations: Translation[] = [],
): Promise<string> {
  const leader = await signIn(request, org.leaderEmail);
  const sent = await call<{ reachout: { id: string } }>(request, leader, '/sendParticipationMessage', {
    organizationId: org.organizationId,
    title,
    message,
    departmentIds: [org.departmentId],
    sendAs: 'organization',
    ...(translations.length ? { translations } : {}),
  });
  return sent.reachout.id;
}

/** MyVoyce's sign-in page as a reader of `language` sees it: its labels are the catalog's. */
export async function signInToMyVoyceIn(page: Page, language: Language, email: string, url = '/my/login'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByRole('textbox', { name: msg(language, 'auth.fields.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: msg(language, 'auth.fields.password'), exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: msg(language, 'auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: msg(language, 'my.compose.title') })).toBeVisible();
}

/** Types a code into the code boxes and verifies it, in `language`. */
export async function enterCodeIn(page: Page, language: Language, code: string): Promise<void> {
  await page.getByLabel(msg(language, 'auth.otp.digitLabel', { index: 1, length: 6 })).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: msg(language, 'auth.otp.verify'), exact: true }).click();
}

/**
 * English left on a page that should be in `language`: each of `keys`' English text that the
 * page shows (where the translation differs from it, as a cognate like 'Email' may not).
 */
export async function englishLeftovers(page: Page, language: Language, keys: string[]): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return keys.map((k) => msg('en', k)).filter((en, i) => en !== msg(language, keys[i]!) && shown.includes(en));
}

/** A reach-out question in English and the leader's translation into each other MyVoyce language. */
export const HANDOVER_QUESTION = {
  title: 'Shift handover',
  body: 'What would make the handover between shifts smoother?',
  translations: [
    { language: 'es', title: 'Cambio de turno', body: '¿Qué haría más fácil el cambio entre turnos?' },
    { language: 'fr', title: 'Passation entre équipes', body: 'Qu’est-ce qui faciliterait la passation entre les équipes ?' },
    { language: 'de', title: 'Schichtübergabe', body: 'Was würde die Übergabe zwischen den Schichten reibungsloser machen?' },
    { language: 'pt', title: 'Passagem de turno', body: 'O que tornaria a passagem entre turnos mais fácil?' },
    { language: 'pl', title: 'Przekazanie zmiany', body: 'Co ułatwiłoby przekazywanie pracy między zmianami?' },
    { language: 'ro', title: 'Predarea turei', body: 'Ce ar face predarea între ture mai ușoară?' },
    { language: 'ar', title: 'تسليم المناوبة', body: 'ما الذي يجعل التسليم بين المناوبات أسهل؟' },
  ] satisfies Translation[],
};

/**
 * What an employee of `org` has to read on every MyVoyce page: an insight with the leader's
 * reply, and a reach-out translated into every language. Returns their ids.
 */
export async function seedReadingMaterial(
  request: APIRequestContext,
  org: LanguageOrg,
  employeeEmail: string,
): Promise<{ insightId: string; reachoutId: string }> {
  const body = `The night shift has no hot food after ten; could the canteen keep one counter open? (${Date.now().toString(36)})`;
  const token = await signIn(request, employeeEmail);
  await call(request, token, '/employee/submitInsight', { body });
  const insight = await leaderFinds(request, org, body);
  await leaderReplies(request, org, insight.id, 'Thank you, we are talking to the canteen this week.');
  const reachoutId = await leaderSendsReachout(
    request,
    org,
    HANDOVER_QUESTION.title,
    HANDOVER_QUESTION.body,
    HANDOVER_QUESTION.translations,
  );
  return { insightId: insight.id, reachoutId };
}

/** The employee's account language (null: follow the browser), as the top bar's picker sets it. */
export async function setAccountLanguage(request: APIRequestContext, email: string, language: Language | null): Promise<void> {
  const token = await signIn(request, email);
  await call(request, token, '/user/setLanguage', { language });
}
