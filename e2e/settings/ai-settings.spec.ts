import { expect, test, type Page } from '@playwright/test';
import { call, openLeaderPage, respondUrl, seedInsights, signIn, topicOf } from '../insights/data.ts';
import { saveAiSettings } from '../support/ai-settings.ts';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';

// AI settings are saved, survive a reload and visibly change a
// generated draft (the local AI writes in the writing sample's voice: its greeting, its
// sign-off and the signature under it).

const INSIGHT = 'The night shift roster is published two days before it starts and nobody can plan childcare around it.';
const ABOUT_US =
  'We run three warehouses and a small head office. We care about people going home safe and about keeping promises to customers.';
const SAMPLE = "Hey team!\n\nLove that you keep telling us what's working and what isn't! We're on it.\n\nCheers,\nThe People Team";

test.describe.configure({ mode: 'serial' });
let page: Page;
let restore: () => Promise<void>;

test.beforeAll(async ({ browser }) => {
  restore = await saveAiSettings();
  page = await openLeaderPage(browser);
});
test.afterAll(async () => {
  await page?.context().close();
  await restore?.();
});

const section = (name: string) => page.getByRole('region', { name });

/** Generates a reply draft on the insight's respond page and gives its text. */
async function draftFor(url: string): Promise<string> {
  await page.goto(url);
  const reply = page.getByLabel('Your reply');
  await expect(reply).toHaveValue('');
  await page.getByRole('button', { name: 'Generate draft' }).click();
  await expect(reply).not.toHaveValue('');
  return reply.inputValue();
}

test('AI settings are saved, survive a reload and change the next draft', async ({ request }) => {
  test.setTimeout(120_000);
  const [insight] = await seedInsights(request, [INSIGHT]);
  const url = respondUrl(await topicOf(request, insight!), [insight!.id]);
  const before = await draftFor(url);
  expect(before).not.toContain('Cheers,');
  expect(before).not.toMatch(/^Hey /);

  await page.goto('/settings/ai');

  // About us: required, at most 500 characters; the counter turns to a warning above 450.
  const about = section('About us');
  const aboutField = about.getByLabel(/^About us/);
  await aboutField.fill('x'.repeat(440));
  const counter = about.getByText('440/500');
  await expect(counter).toBeVisible();
  const calm = await counter.evaluate((e) => getComputedStyle(e).color);
  await aboutField.fill('x'.repeat(460));
  await expect(about.getByText('460/500')).toBeVisible();
  expect(await about.getByText('460/500').evaluate((e) => getComputedStyle(e).color)).not.toBe(calm);
  await aboutField.fill('x'.repeat(501));
  await aboutField.blur();
  await expect(about.getByText('Must be less than 500 characters')).toBeVisible();
  await aboutField.fill('');
  await aboutField.blur();
  await expect(about.getByText('About us is required')).toBeVisible();
  await aboutField.fill(ABOUT_US);
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Goals: a list editor with a trailing blank row; no empty goal, at least one.
  const goals = section('Goals');
  await goals.getByLabel('Goal 1', { exact: true }).fill('Everyone goes home safe');
  await goals.getByLabel('Goal 2', { exact: true }).fill('Publish rosters a month ahead');
  await goals.getByLabel('Goal 1', { exact: true }).fill('');
  await goals.getByRole('button', { name: 'Save' }).click();
  await expect(goals.getByText('Goals cannot be empty')).toBeVisible();
  await goals.getByLabel('Goal 1', { exact: true }).fill('Everyone goes home safe');
  await expect(goals.getByText('Goals cannot be empty')).toBeHidden();
  await goals.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Goals saved')).toBeVisible();
  await goals.getByRole('button', { name: 'Remove goal 2' }).click();
  await goals.getByRole('button', { name: 'Remove goal 1' }).click();
  await goals.getByRole('button', { name: 'Save' }).click();
  await expect(goals.getByText('At least one goal is required')).toBeVisible();

  // Topic words: none empty, none twice across both lists (ignoring case).
  const words = section('Higher/Lower Topic Priority');
  const higher = words.getByLabel('Add a word to Higher priority');
  const lower = words.getByLabel('Add a word to Lower priority');
  await higher.press('Enter');
  await expect(words.getByText('Word cannot be empty')).toBeVisible();
  await higher.fill('roster');
  await higher.press('Enter');
  await expect(page.getByText('Phrases saved')).toBeVisible();
  await expect(words.getByRole('list', { name: 'Higher priority' })).toContainText('roster');
  await lower.fill('Roster');
  await lower.press('Enter');
  await expect(words.getByText('This word is already added')).toBeVisible();
  await lower.fill('parking');
  await lower.press('Enter');
  await expect(words.getByRole('list', { name: 'Lower priority' })).toContainText('parking');
  // The server holds the same rule for a list sent as a whole.
  const leader = await signIn(request, state().adminEmail);
  const duplicate = await request.post('/api/replacePhrases', {
    headers: { Authorization: `Bearer ${leader}` },
    data: {
      organizationId: state().organizationId,
      phrases: ['Roster', 'roster'].map((name) => ({ name, polarity: 'positive', organizationId: state().organizationId })),
    },
  });
  expect(duplicate.status()).toBe(400);
  expect(JSON.stringify(await duplicate.json())).toContain('Duplicate words are not allowed');

  // Writing sample: required; the drafts take on its voice.
  const writing = section('Writing Sample');
  const sample = writing.getByLabel(/^Writing Sample/);
  await sample.fill('');
  await sample.blur();
  await expect(writing.getByText('Writing sample is required')).toBeVisible();
  await sample.fill(SAMPLE);
  await writing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Writing sample saved')).toBeVisible();
  await screenshots(page, 'settings-ai');

  // A reload shows what was saved, not what was last typed (the goals left unsaved above).
  await page.reload();
  await expect(section('About us').getByLabel(/^About us/)).toHaveValue(ABOUT_US);
  await expect(section('Goals').getByLabel('Goal 1', { exact: true })).toHaveValue('Everyone goes home safe');
  await expect(section('Goals').getByLabel('Goal 2', { exact: true })).toHaveValue('Publish rosters a month ahead');
  await expect(section('Goals').getByLabel('Goal 3', { exact: true })).toHaveValue('');
  await expect(words.getByRole('list', { name: 'Higher priority' })).toContainText('roster');
  await expect(words.getByRole('list', { name: 'Lower priority' })).toContainText('parking');
  await expect(section('Writing Sample').getByLabel(/^Writing Sample/)).toHaveValue(SAMPLE);
  const profile = await call<{ entity: { goals: string } }>(request, leader, '/findOrganizationProfile', {
    filter: { organizationId: state().organizationId },
  });
  // Stored triple-pipe joined (spec 2 §3).
  expect(profile.entity.goals).toBe('Everyone goes home safe|||Publish rosters a month ahead');

  // The same insight's next draft greets, signs off and signs as the sample does.
  const after = await draftFor(url);
  expect(after).not.toBe(before);
  expect(after).toMatch(/^Hey there!/);
  expect(after).toMatch(/Cheers,\nThe People Team$/);
});
