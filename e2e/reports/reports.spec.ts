import { expect, test, type Download, type Page } from '@playwright/test';
import {
  call,
  openLeaderPage,
  screenshotOnFailure,
  seedInsights,
  signIn,
  topicListUrl,
  topicOf,
  type Insight,
  type Topic,
} from '../insights/data.ts';
import { E2E_AUDIENCE, E2E_MIN_GROUP_SIZE } from '../support/audience.ts';
import { releaseAnswers } from '../support/release.ts';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';
import { readCsvDownload } from './csv.ts';

// A leader generates each report type for a range and opens the CSV
// (its known rows checked), and exports a topic's submissions list as CSV.

const CANTEEN = [
  'The canteen runs out of vegetarian meals by half past twelve every single day this month.',
  'By half past twelve the canteen has no vegetarian meals left, it happens every day now.',
];
const REACHOUT_TITLE = 'Canteen menu check-in';
const ANSWER = 'More hot vegetarian dishes and a salad bar would make the canteen worth the walk.';
/** Answered by fewer than k = 5 people: its figures are never shown (ARCHITECTURE §5). */
const QUIET_TITLE = 'Canteen opening hours';

test.describe.configure({ mode: 'serial' });

let page: Page;
let insights: Insight[];
let topic: Topic;
let reachoutId: string;

/** yyyy-MM-dd of the browser's day, `days` from today. */
const day = (days = 0) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());

test.beforeAll(async ({ request, browser }) => {
  insights = await seedInsights(request, CANTEEN);
  topic = await topicOf(request, insights[0]!);
  const leader = await signIn(request, state().adminEmail);
  const organizationId = state().organizationId;
  await call(request, leader, '/markAsWin', { filter: { organizationId, ids: [insights[0]!.id] } });
  const departments = await call<{ entity: { id: string; name: string }[] }>(request, leader, '/fetchDepartments', { organizationId });
  const sent = await call<{ reachout: { id: string } }>(request, leader, '/sendParticipationMessage', {
    organizationId,
    title: REACHOUT_TITLE,
    message: 'What would you like to see on the canteen menu next month?',
    departmentIds: departments.entity.map((d) => d.id),
    sendAs: 'organization',
  });
  reachoutId = sent.reachout.id;
  const quiet = await call<{ reachout: { id: string } }>(request, leader, '/sendParticipationMessage', {
    organizationId,
    title: QUIET_TITLE,
    message: 'Should the canteen open half an hour earlier?',
    departmentIds: departments.entity.map((d) => d.id),
    sendAs: 'organization',
  });
  // Five of the audience answer the first (the first answer is ANSWER), one the second.
  for (const [i, who] of E2E_AUDIENCE.slice(0, E2E_MIN_GROUP_SIZE).entries()) {
    const employee = await signIn(request, who.email);
    await call(request, employee, '/employee/respondToReachout', { reachoutId, body: i === 0 ? ANSWER : `${ANSWER} (${who.firstName})` });
    if (i === 0) await call(request, employee, '/employee/respondToReachout', { reachoutId: quiet.reachout.id, body: 'Yes please.' });
  }
  // The pipeline files the answers; the batch release (hourly in the server) runs here.
  await expect
    .poll(
      async () => {
        await releaseAnswers();
        return (
          await call<{ entities: { body: string }[] }>(request, leader, '/findSubmissions', {
            filter: { organizationId, reachoutId, processing: false, status: 'all' },
          })
        ).entities.length;
      },
      { timeout: 45_000, message: 'the pipeline files the answers and they are released' },
    )
    .toBe(E2E_MIN_GROUP_SIZE);
  page = await openLeaderPage(browser);
});

/** Picks the range and the type, generates, and reads the CSV the new tab downloads. */
async function generate(type: string) {
  await page.getByLabel('Start date').fill(day(-30));
  await page.getByLabel('End date').fill(day());
  await page.getByLabel('Report type').selectOption({ label: type });
  // The tab opens inside the click; the file it is sent to downloads from it or from this page.
  const opened = page.waitForEvent('popup');
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.once('popup', (tab) => tab.once('download', resolve));
  });
  await page.getByRole('button', { name: 'Generate' }).click();
  const tab = await opened;
  const csv = await readCsvDownload(await downloaded);
  await expect(page.getByText('Report generated successfully! Your download will begin shortly.').last()).toBeVisible();
  if (!tab.isClosed()) await tab.close();
  return csv;
}

test('the report form needs both dates within 2024-01-01 and today', async () => {
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const generateButton = page.getByRole('button', { name: 'Generate' });
  await expect(generateButton).toBeDisabled();
  await expect(page.getByLabel('Start date')).toHaveAttribute('min', '2024-01-01');
  await expect(page.getByLabel('End date')).toHaveAttribute('max', day());
  await expect(page.getByLabel('Report type')).toHaveValue('wins');

  await page.getByLabel('Start date').fill(day(-7));
  await expect(page.getByText('Please select both start and end dates')).toBeVisible();
  await expect(generateButton).toBeDisabled();
  await page.getByLabel('End date').fill(day(-8));
  await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();
  await expect(generateButton).toBeDisabled();
  await page.getByLabel('End date').fill(day());
  await expect(generateButton).toBeEnabled();
  await screenshots(page, 'reports');
});

test('quick ranges fill both dates: the last 30 and 90 days, this quarter, this year', async () => {
  await page.goto('/reports');
  const presets = page.getByRole('group', { name: 'Quick ranges' });
  const now = new Date();
  const quarterStart = new Date(now.getFullYear(), Math.floor(now.getMonth() / 3) * 3, 1);
  const fromToday = (d: Date) =>
    Math.round(
      (new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() -
        new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) /
        86_400_000,
    );
  const expected: [string, string][] = [
    ['Last 30 Days', day(-29)],
    ['Last 90 Days', day(-89)],
    ['This Quarter', day(fromToday(quarterStart))],
    ['This Year', `${now.getFullYear()}-01-01`],
  ];
  for (const [name, start] of expected) {
    const preset = presets.getByRole('button', { name });
    await preset.click();
    await expect(page.getByLabel('Start date')).toHaveValue(start < '2024-01-01' ? '2024-01-01' : start);
    await expect(page.getByLabel('End date')).toHaveValue(day());
    await expect(preset).toHaveAttribute('aria-pressed', 'true');
    await expect(presets.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  }
  await presets.getByRole('button', { name: 'Last 30 Days' }).click();
  await page.screenshot({ path: 'test-results/screens/reports-presets-1440.png', fullPage: true });
  // A date typed by hand is a custom range: no quick range reads as chosen.
  await page.getByLabel('Start date').fill(day(-12));
  await expect(presets.getByRole('button', { pressed: true })).toHaveCount(0);
});

test('the wins report lists the insight marked as win', async () => {
  const { header, records } = await generate('Wins');
  expect(header).toEqual(['Insight', 'Topic', 'Marked as Win On', 'Created On', 'Replies', 'Departments']);
  const win = records.find((r) => r.Insight === insights[0]!.body);
  expect(win, 'the win is a row').toBeTruthy();
  expect(win!.Topic).toBe(topic.topic);
  expect(records.some((r) => r.Insight === insights[1]!.body)).toBe(false);
});

test('the reach-out summary has a row per reach-out of the range', async () => {
  const { header, records } = await generate('Reach Out Summary');
  expect(header.slice(0, 5)).toEqual(['Reach Out', 'Created On', 'Prompted By', 'Status', 'Audience']);
  const row = records.find((r) => r['Reach Out'] === REACHOUT_TITLE);
  expect(row, 'the reach-out is a row').toBeTruthy();
  expect(row!['Prompted By']).toBe('Lee Leader');
  expect(row!.Status).toBe('Open');
  expect(row!.Audience).toContain('Warehouse');
  // Five of the audience answered (support/seed.ts).
  expect([row!.Engaged, row!.Surveyed]).toEqual([String(E2E_MIN_GROUP_SIZE), String(E2E_AUDIENCE.length)]);
  // One answered the other: below k the figure is words, not a count.
  const quiet = records.find((r) => r['Reach Out'] === QUIET_TITLE);
  expect(quiet, 'the quiet reach-out is a row').toBeTruthy();
  expect([quiet!.Engaged, quiet!.Surveyed]).toEqual([`fewer than ${E2E_MIN_GROUP_SIZE}`, String(E2E_AUDIENCE.length)]);
});

test('the topic summary has a row per topic with its insight counts', async () => {
  const { header, records } = await generate('Topic Summary');
  expect(header[0]).toBe('Topic');
  const row = records.find((r) => r.Topic === topic.topic);
  expect(row, 'the topic is a row').toBeTruthy();
  expect(Number(row!.Insights)).toBeGreaterThanOrEqual(CANTEEN.length);
  expect(Number(row!.Open) + Number(row!.Closed)).toBe(Number(row!.Insights));
});

test('a failed report says so and closes the tab it opened', async () => {
  await page.route('**/api/generateReport', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  await page.getByLabel('Report type').selectOption({ label: 'Wins' });
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Generate' }).click();
  const tab = await opened;
  await expect(page.getByText('Error fetching report')).toBeVisible();
  await expect.poll(() => tab.isClosed()).toBe(true);
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
});

test("a leader exports a topic's submissions list, all of it or the selected rows", async () => {
  await page.goto(topicListUrl(topic));
  const list = page.getByRole('region', { name: 'Insights', exact: true });
  await expect(list.getByText(insights[0]!.body)).toBeVisible();
  let download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Export CSV' }).click();
  let csv = await readCsvDownload(await download);
  expect(csv.header[0]).toBe('Insight');
  for (const i of insights) expect(csv.records.some((r) => r.Insight === i.body)).toBe(true);
  await expect(page.getByText('Your export has been downloaded successfully')).toBeVisible();
  await screenshots(page, 'submissions-export');

  await list
    .getByRole('checkbox', { name: /^Select insight: / })
    .first()
    .check();
  download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Export CSV' }).click();
  csv = await readCsvDownload(await download);
  expect(csv.records).toHaveLength(1);
});

test("a leader exports a reach-out's responses as CSV", async () => {
  await page.goto(`/reachouts/${reachoutId}?tab=responses`);
  await expect(page.getByText(ANSWER, { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readCsvDownload(await download);
  expect(csv.records).toHaveLength(E2E_MIN_GROUP_SIZE);
  expect(csv.records.map((r) => r.Insight)).toContain(ANSWER);
  await screenshots(page, 'reachout-responses-export');
});
