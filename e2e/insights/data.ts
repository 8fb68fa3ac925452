import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_PASSWORD } from '../support/env.ts';
import { state } from '../support/state.ts';
import { loginWithPassword } from '../support/ui.ts';

// The journeys' data: insights the e2e employee sends through MyVoyce's API, filed by the
// real pipeline (topic, priority, departments) before a leader looks at them.

type Envelope<T> = { status: string; data: T; message?: string };
export type Insight = {
  id: string;
  body: string;
  topic: string | null;
  topicId: string | null;
  severity: number | null;
  userFirstName: string | null;
  userEmail: string | null;
};
export type Topic = { id: string; topicId: string; topic: string; count: number; severity: number };

export async function signIn(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/user/verifyLogin', { data: { email, password: E2E_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<{ authorization: string }>).data.authorization;
}

export async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(res.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/**
 * The employee sends `texts`; resolves once the pipeline has filed every one of them, with
 * the leader's view of each (in the order given).
 */
export async function seedInsights(request: APIRequestContext, texts: string[]): Promise<Insight[]> {
  const employee = await signIn(request, state().employeeEmail);
  for (const body of texts) await call(request, employee, '/employee/submitInsight', { body });
  const leader = await signIn(request, state().adminEmail);
  let found: Insight[] = [];
  await expect
    .poll(
      async () => {
        const data = await call<{ entities: Insight[] }>(request, leader, '/findSubmissions', {
          filter: { organizationId: state().organizationId, status: 'all' },
          pageSize: 500,
        });
        found = texts.map((t) => data.entities.find((s) => s.body === t)).filter((s): s is Insight => Boolean(s));
        return found.length;
      },
      { timeout: 30_000, message: 'the pipeline files the insights' },
    )
    .toBe(texts.length);
  return found;
}

/** The topic the pipeline grouped an insight under, as the leader's lists show it. */
export async function topicOf(request: APIRequestContext, insight: Insight): Promise<Topic> {
  const leader = await signIn(request, state().adminEmail);
  const data = await call<{ entities: Topic[] }>(request, leader, '/findSubmissionGroups', {
    filter: { organizationId: state().organizationId, topicId: insight.topicId, status: 'all' },
  });
  return data.entities[0]!;
}

/** Employee answers a reveal request (MyVoyce's call), as the employee would in the portal. */
export async function employeeAnswersReveal(request: APIRequestContext, submissionId: string, accept: boolean): Promise<void> {
  const employee = await signIn(request, state().employeeEmail);
  await call(request, employee, '/employee/respondToUnmaskRequest', { submissionId, accept });
}

/** A leader signs in on the login page and lands on the dashboard. */
export async function signInAsLeader(page: Page): Promise<void> {
  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
}

/** The respond page of the given insights, as the list links to it. */
export const respondUrl = (topic: Topic, ids: string[]) =>
  `/submissions/detail?${new URLSearchParams({ ...(ids.length === 1 ? { id: ids[0]! } : { ids: ids.join(',') }), topicId: topic.topicId, topicTitle: topic.topic })}`;

export const topicListUrl = (topic: Topic) => `/submissions?${new URLSearchParams({ topic: topic.topic, topicId: topic.topicId })}`;

/**
 * One signed-in leader page for a whole spec file (its tests run in order). A fresh browser
 * per test would download the app again each time, and the server's per-client request
 * limit counts every file; one page keeps the journeys well under it.
 */
export async function openLeaderPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAsLeader(page);
  return page;
}

/** The shared page is not Playwright's own fixture: keep a screenshot of it when a test fails. */
export function screenshotOnFailure(page: () => Page | undefined): void {
  // Playwright reads the fixtures a hook wants from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(async ({}, testInfo) => {
    const current = page();
    if (!current || testInfo.status === testInfo.expectedStatus) return;
    const path = testInfo.outputPath('failure.png');
    await current.screenshot({ path, fullPage: true });
    testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' });
  });
}
