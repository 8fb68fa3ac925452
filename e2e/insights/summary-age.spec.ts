import { expect, test, type Page } from '@playwright/test';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';
import { call, openLeaderPage, screenshotOnFailure, seedInsights, signIn, topicOf, type Topic } from './data.ts';

// A topic's summary said "2 insights" after a third had arrived, with no date. The
// Overview now says when the summary was generated, and that it is out of date once the topic
// has moved on, with a one-click Regenerate.

// Their own topic: nothing in the other journeys is about the showers.
const SHOWERS = [
  'The showers in the depot locker room run cold every morning, nobody can wash after the early shift.',
  'Depot locker room showers are cold again every morning after the early shift.',
];
const THIRD = 'Cold showers in the depot locker room every morning, the early shift cannot wash.';

type Group = Topic & { insightsSummaryInfo?: { generatedAt: string; insightCount: number | null } };

test.describe.configure({ mode: 'serial' });

let page: Page;
let topic: Topic;

screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());

test.beforeAll(async ({ request, browser }) => {
  const insights = await seedInsights(request, SHOWERS);
  expect(new Set(insights.map((i) => i.topicId)).size).toBe(1);
  topic = await topicOf(request, insights[0]!);
  page = await openLeaderPage(browser);
});

async function group(request: Parameters<typeof signIn>[0]): Promise<Group> {
  const leader = await signIn(request, state().adminEmail);
  const data = await call<{ entities: Group[] }>(request, leader, '/findSubmissionGroups', {
    filter: { organizationId: state().organizationId, topicId: topic.topicId, status: 'all' },
  });
  return data.entities[0]!;
}

test('the summary says when it was generated, and "Out of date — 1 new insight" once a new insight arrives', async ({ request }) => {
  const leader = await signIn(request, state().adminEmail);
  await call(request, leader, '/generateInsightsAISummary', { topicId: topic.topicId, organizationId: state().organizationId });
  await expect.poll(async () => (await group(request)).insightsSummaryInfo?.insightCount, { timeout: 30_000 }).toBe(2);

  await page.goto(`/insights/topics/${topic.topicId}`);
  await expect(page.getByTestId('topic-key-takeaway')).toBeVisible();
  await expect(page.getByTestId('topic-summary-generated')).toHaveText(/^Generated [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.getByText('Out of date')).toHaveCount(0);

  const [third] = await seedInsights(request, [THIRD]);
  expect(third!.topicId).toBe(topic.topicId);
  await page.reload();
  const stale = page.getByTestId('topic-summary-out-of-date');
  await expect(stale).toContainText('Out of date — 1 new insight');
  await expect(page.getByTestId('topic-summary-generated')).toBeVisible();
  await screenshots(page, 'topic-summary-out-of-date');

  // One click regenerates: the server starts a new summary and says so.
  await stale.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Summary generation started', { exact: false })).toBeVisible();
  await expect.poll(async () => (await group(request)).insightsSummaryInfo?.insightCount, { timeout: 30_000 }).toBe(3);
  await page.reload();
  await expect(page.getByTestId('topic-summary-generated')).toBeVisible();
  await expect(page.getByTestId('topic-summary-out-of-date')).toHaveCount(0);
});
