import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';
import { openLeaderPage, screenshotOnFailure, seedInsights, topicOf, type Insight, type Topic } from './data.ts';

// The explorer's department chart filters the Hot Topics list; a topic's insights export as
// a CSV file that opens.

const PALLETS = [
  'Pallets in the warehouse are stacked far too high next to the loading doors and they lean over.',
  'In the warehouse the pallets by the loading doors are stacked so high that they lean over.',
];
const BUILDS = ['The build servers for engineering are so slow that developers wait an hour for every test run.'];

test.describe.configure({ mode: 'serial' });

let pallets: Insight[];
let warehouse: Topic;
let engineering: Topic;
let page: Page;

screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());

test.beforeAll(async ({ request, browser }) => {
  pallets = await seedInsights(request, PALLETS);
  const [build] = await seedInsights(request, BUILDS);
  warehouse = await topicOf(request, pallets[0]!);
  engineering = await topicOf(request, build!);
  page = await openLeaderPage(browser);
});

test('clicking a department classification bar in the explorer filters the hot topics list', async () => {
  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights Explorer' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Hot Topics' });
  await expect(list.getByRole('link', { name: warehouse.topic })).toBeVisible();
  await expect(list.getByRole('link', { name: engineering.topic })).toBeVisible();
  // The chart's numbers are also a table for screen readers.
  await expect(page.getByRole('table', { name: 'Topics by department classification and priority' })).toBeAttached();

  // Bars are department classifications, like the list's Department column: Warehouse is in Operations.
  const bar = page.getByRole('button', { name: /^Operations: \d+ topics/ });
  await bar.click();
  await expect(bar).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/department=/);
  await expect(list.getByRole('link', { name: warehouse.topic })).toBeVisible();
  await expect(list.getByRole('link', { name: engineering.topic })).toBeHidden();
  await screenshots(page, 'insights-explorer');

  await bar.click();
  await expect(bar).toHaveAttribute('aria-pressed', 'false');
  await expect(list.getByRole('link', { name: engineering.topic })).toBeVisible();
});

test("a leader exports a topic's insights as CSV and opens the file", async () => {
  await page.goto(`/insights/topics/${warehouse.topicId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Insight');
  for (const p of pallets) expect(csv).toContain(p.body);
  expect(csv).not.toContain(state().employeeEmail);
  await expect(page.getByText('Your export has been downloaded successfully')).toBeVisible();

  // The explorer's list exports the same way.
  await page.goto('/insights');
  const listDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const listFile = await listDownload;
  const topics = await readFile((await listFile.path())!, 'utf8');
  expect(topics).toContain(warehouse.topic);
});
