import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenshots } from '../support/ui.ts';
import { openLeaderPage, screenshotOnFailure, seedInsights, signInAsLeader, topicOf, type Insight, type Topic } from './data.ts';

// From the dashboard to a hot topic and its insights; pinning a topic shows it pinned on
// the dashboard.

const LADDER = [
  'The tall ladder in the warehouse has a cracked step and people still climb it to reach the top racks.',
  'That cracked ladder in the warehouse is going to hurt someone, we climb it every shift to reach the top racks.',
  'Please replace the warehouse ladder with the cracked step before someone falls from the top racks.',
];

test.describe.configure({ mode: 'serial' });

let insights: Insight[];
let topic: Topic;
let page: Page;

screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());

test.beforeAll(async ({ request, browser }) => {
  insights = await seedInsights(request, LADDER);
  topic = await topicOf(request, insights[0]!);
  // The journey needs one hot topic: the pipeline groups the three and rates them medium or above.
  expect(new Set(insights.map((i) => i.topicId)).size).toBe(1);
  expect(topic.severity).toBeGreaterThanOrEqual(2);
  page = await openLeaderPage(browser);
});

test('a leader goes from the dashboard to a hot topic and on to its insights', async () => {
  // openLeaderPage signed in on the login page and landed here.
  const hot = page.getByRole('region', { name: 'Hot Topics' });
  await expect(hot.getByRole('link', { name: topic.topic })).toBeVisible();
  await screenshots(page, 'insights-dashboard');

  await hot.getByRole('link', { name: topic.topic }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/topics/${topic.topicId}$`));
  await expect(page.getByRole('heading', { level: 1, name: topic.topic })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Insights Explorer' })).toBeVisible();
  await expect(page.getByText('Date created')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No summary available')).toBeVisible();
  await page.getByRole('button', { name: 'Generate summary' }).click();
  await expect(page.getByText('Summary generation started, refresh shortly to see updated summary.')).toBeVisible();
  await screenshots(page, 'insights-topic');

  // The Insights tab carries the count and lists the topic's insights.
  await page.getByRole('tab', { name: /^Insights, 3 insights/ }).click();
  for (const i of insights) await expect(page.getByText(i.body)).toBeVisible();
  await page.getByRole('link', { name: 'Open these insights' }).click();

  await expect(page).toHaveURL(/\/submissions\?topic=.+&topicId=/);
  await expect(page.getByRole('heading', { level: 1, name: topic.topic })).toBeVisible();
  await expect(page.getByText('3 Open · 0 Closed')).toBeVisible();
  await expect(page.getByTestId('submission-row')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { name: 'Operations (3)' })).toBeVisible();
  await screenshots(page, 'insights-topic-submissions');

  // A row click opens that insight alone; Back returns to the list with its filters.
  await page.getByTestId('submission-row').filter({ hasText: insights[1]!.body }).click();
  await expect(page).toHaveURL(new RegExp(`/submissions/detail\\?id=${insights[1]!.id}`));
  await expect(page.getByText(insights[1]!.body).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/submissions\?topic=/);
});

test('the Hot Topics card follows the dashboard filters', async () => {
  const hot = page.getByRole('region', { name: 'Hot Topics' });
  await page.goto(`/dashboard?${new URLSearchParams({ topic: 'no topic is called this' })}`);
  await expect(hot.getByText('No hot topics right now.', { exact: false })).toBeVisible();
  await page.goto(`/dashboard?${new URLSearchParams({ topic: topic.topic })}`);
  await expect(hot.getByRole('listitem').first()).toContainText(topic.topic);
  // A priority below medium: no topic is hot.
  await page.goto(`/dashboard?${new URLSearchParams({ severityName: 'Low' })}`);
  await expect(hot.getByText('No hot topics right now.', { exact: false })).toBeVisible();
  await page.goto('/dashboard');
});

test("the trend, the heatmap and the hot topic's sparkline count the dashboard's insights", async () => {
  // Narrowed to the journey's topic: its three insights of today, and nothing else.
  await page.goto(`/dashboard?${new URLSearchParams({ topic: topic.topic })}`);
  const trends = page.getByRole('region', { name: 'Trends' });
  await expect(trends.getByTestId('trend-change')).toBeVisible();
  // The text alternative: one row per day of the last 30, today's holding the three.
  const table = trends.getByRole('table', { name: 'Insights per day, by priority', includeHidden: true });
  await expect(table.getByRole('row', { includeHidden: true })).toHaveCount(31);
  const mix = trends.getByRole('img', { name: /^Priority mix, this period: / });
  const counts = ((await mix.getAttribute('aria-label')) ?? '').match(/\d+/g)!.map(Number);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  // The priority tiles and the volume say the same three.
  const tiles = page.getByRole('region', { name: 'Insights by priority' });
  await expect(tiles).toContainText('3');

  const heatmap = page.getByRole('region', { name: 'Departments by theme' });
  await expect(heatmap.getByTestId('heatmap')).toBeVisible();
  const cells = await heatmap.getByTestId('heatmap').locator('td').allTextContents();
  expect(cells.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);

  const hot = page.getByRole('region', { name: 'Hot Topics' });
  // Each line says its weeks and its scale; the caption says the same for all.
  await expect(hot.getByRole('img', { name: /^Insights per week, [A-Z][a-z]{2} \d+.*: (\d+, ){7}3 \(busiest week: 3\)$/ })).toBeVisible();
  await expect(hot.getByTestId('sparkline-caption')).toContainText('per week over the last 8 weeks');
  await screenshots(page, 'insights-dashboard-trends');
  await page.goto('/dashboard');
});

test('a trend bar says its days and its value on keyboard focus and on hover, on a counted axis (issue 34)', async () => {
  await page.goto(`/dashboard?${new URLSearchParams({ topic: topic.topic })}`);
  const trends = page.getByRole('region', { name: 'Trends' });
  const bars = trends.getByTestId('trend-bar');
  await expect(bars).toHaveCount(30);
  // One tab stop for the bars; the arrow keys and End move along them. Today's holds the three.
  await bars.first().focus();
  await page.keyboard.press('End');
  await expect(bars.last()).toBeFocused();
  const today = new Date();
  const day = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][today.getUTCMonth()]} ${today.getUTCDate()}, ${today.getUTCFullYear()}`;
  const readout = trends.getByTestId('trend-readout');
  await expect(readout).toHaveText(new RegExp(`^${day}: 3 insights \\(`));
  await expect(bars.last()).toHaveAttribute('aria-label', new RegExp(`^${day}: 3 insights`));
  await page.keyboard.press('ArrowLeft');
  await expect(readout).toHaveText(/: 0 insights$/);
  // The axis names its values up to the tallest bar.
  await expect(trends.getByTestId('trend-axis')).toHaveText('0123');
  await bars.last().hover();
  await expect(readout).toHaveText(new RegExp(`^${day}: 3 insights`));
  await screenshots(page, 'dashboard-trend-value');
  await page.goto('/dashboard');
});

test("a heatmap cell opens that department's insights of that theme, against the organisation's share (issue 34)", async () => {
  await page.goto(`/dashboard?${new URLSearchParams({ topic: topic.topic })}`);
  const heatmap = page.getByRole('region', { name: 'Departments by theme' });
  await expect(heatmap.getByTestId('heatmap-legend')).toBeVisible();
  const cell = heatmap.getByTestId('heatmap-cell').first();
  await expect(cell).toHaveText('3');
  await expect(cell).toHaveAttribute('aria-label', /: 3 insights, 100% of the department's insights against 100% across the organization/);
  await cell.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('heatmap-compare')).toContainText('3 insights: 100% of');
  for (const i of insights) await expect(dialog.getByText(i.body.slice(0, 40))).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await screenshots(page, 'dashboard-heatmap-drilldown');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Share: each department's insights by theme in percent, with the organisation's row to compare.
  await heatmap.getByRole('button', { name: 'Share' }).click();
  await expect(heatmap.getByTestId('heatmap-organization').first()).toHaveText('100%');
  await page.goto('/dashboard');
});

test('a leader pins a topic and finds it pinned on the dashboard', async () => {
  await page.goto('/dashboard');
  const pinned = page.getByRole('region', { name: 'Pinned topics' });
  await expect(pinned.getByText('No pinned topics.', { exact: false })).toBeVisible();

  await page.goto(`/insights/topics/${topic.topicId}`);
  await page.getByRole('button', { name: 'Pin topic' }).click();
  await expect(page.getByRole('button', { name: 'Unpin topic' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Topic pinned')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(pinned.getByRole('link', { name: topic.topic })).toBeVisible();
  // The overview's All Topics tab marks it pinned too.
  await page.getByRole('tab', { name: 'All Topics' }).click();
  await expect(page.getByRole('row', { name: new RegExp(topic.topic) })).toContainText('Pinned');
});

test("on a phone the dashboard's first view is drawn before the parts below it, and those one at a time", async ({ browser }) => {
  // Drawn together, the trends, the lower cards and the heatmap were one React commit and one
  // layout, each a long task on a slow phone. Each batch of DOM changes here is one
  // commit: what it holds once it is done.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  try {
    await signInAsLeader(phone);
    await phone.addInitScript(() => {
      const seen: { heading: boolean; trends: boolean; heatmap: boolean }[] = [];
      (window as unknown as { commits: typeof seen }).commits = seen;
      new MutationObserver(() =>
        seen.push({
          heading: document.querySelector('h1') !== null,
          trends: document.querySelector('[data-testid="trend-change"]') !== null,
          heatmap: document.querySelector('[data-testid="heatmap"]') !== null,
        }),
      ).observe(document, { childList: true, subtree: true });
    });
    await phone.goto('/dashboard');
    await expect(phone.getByRole('region', { name: 'Trends' }).getByTestId('trend-change')).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Departments by theme' }).getByTestId('heatmap')).toBeVisible();
    const commits = await phone.evaluate(
      () => (window as unknown as { commits: { heading: boolean; trends: boolean; heatmap: boolean }[] }).commits,
    );
    const first = (part: 'heading' | 'trends' | 'heatmap') => commits.findIndex((c) => c[part]);
    expect(first('heading')).toBeGreaterThanOrEqual(0);
    expect(first('heading')).toBeLessThan(first('trends'));
    // The trends and the heatmap draw the same answer, in commits of their own.
    expect(first('trends')).toBeLessThan(first('heatmap'));
  } finally {
    await context.close();
  }
});
