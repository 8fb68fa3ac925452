import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';
import { call, openLeaderPage, respondUrl, screenshotOnFailure, seedInsights, signIn, topicOf, type Insight, type Topic } from './data.ts';

// Topics leaders can correct: rename a topic inline, merge a look-alike into it from
// the "Looks alike" card, move an insight to a new topic from its page.

const BADGES = [
  'The badge readers at the loading dock door reject our access cards every morning shift.',
  'Every morning the loading dock badge reader refuses access cards and we wait outside.',
];
const BADGE_SPLIT = 'Access cards fail at the loading dock reader again, the whole early shift waited outside.';
const LOCKERS = [
  'The changing room lockers have broken locks and two phones went missing this month.',
  'Several lockers in the changing room cannot be locked any more since the refit.',
];

test.describe.configure({ mode: 'serial' });

let page: Page;
let leader: string;
screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());

const org = () => state().organizationId;

/** The topic an insight is in now (a correction moves it: the seeded view is stale). */
async function currentTopic(request: APIRequestContext, insight: Insight): Promise<Topic> {
  const found = await call<{ entities: Insight[] }>(request, leader, '/findSubmissions', {
    filter: { organizationId: org(), id: insight.id, status: 'all' },
  });
  return topicOf(request, found.entities[0]!);
}

test.beforeAll(async ({ request, browser }) => {
  leader = await signIn(request, state().adminEmail);
  page = await openLeaderPage(browser);
});

test('a leader renames a topic beside its title: Escape cancels, Enter saves', async ({ request }) => {
  const [insight] = await seedInsights(request, LOCKERS);
  const topic = await topicOf(request, insight!);
  await page.goto(`/insights/topics/${topic.topicId}`);
  await expect(page.getByRole('heading', { level: 1, name: topic.topic })).toBeVisible();

  await page.getByRole('button', { name: 'Rename topic' }).click();
  const field = page.getByRole('textbox', { name: 'Topic name' });
  await field.fill('Not this');
  await field.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: topic.topic })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename topic' })).toBeFocused();

  await page.getByRole('button', { name: 'Rename topic' }).click();
  await field.fill('Changing room lockers');
  await screenshots(page, 'topic-rename');
  await field.press('Enter');
  await expect(page.getByText('Topic renamed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Changing room lockers' })).toBeVisible();
  const after = await currentTopic(request, insight!);
  expect(after.topic).toBe('Changing room lockers');
});

let badges: Topic;
let split: Insight;

test('a leader merges a topic that looks alike into this one', async ({ request }) => {
  const seeded = await seedInsights(request, [...BADGES, BADGE_SPLIT]);
  badges = await topicOf(request, seeded[0]!);
  split = seeded[2]!;
  // The pipeline may have grouped all three; a move splits them into the two topics a merge joins.
  if (split.topicId === badges.topicId) {
    await call(request, leader, '/moveSubmission', { organizationId: org(), submissionId: split.id, newTopicTitle: 'Dock access cards' });
  }
  const other = await currentTopic(request, split);
  expect(other.topicId).not.toBe(badges.topicId);
  // Other journeys write to the same organisation: a topic may hold more than this test's lines.
  const together = (await currentTopic(request, seeded[0]!)).count + other.count;

  await page.goto(`/insights/topics/${badges.topicId}`);
  const card = page.getByRole('heading', { name: 'Looks alike' }).locator('xpath=ancestor::*[contains(@class,"MuiCard-root")][1]');
  await expect(card.getByRole('link', { name: other.topic })).toBeVisible();
  await screenshots(page, 'topic-looks-alike');
  await card.getByRole('button', { name: `Merge into this topic: ${other.topic}` }).click();
  const dialog = page.getByRole('dialog', { name: `Merge “${other.topic}” into this topic?` });
  await expect(dialog).toBeVisible();
  await screenshots(page, 'topic-merge-dialog');
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Topics merged')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('link', { name: other.topic })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Insights/ })).toContainText(String(together));

  const moved = await currentTopic(request, split);
  expect(moved.topicId).toBe(badges.topicId);
  const gone = await call<{ entities: unknown[] }>(request, leader, '/findSubmissionGroups', {
    filter: { organizationId: org(), topicId: other.topicId, status: 'all' },
  });
  expect(gone.entities).toEqual([]);
});

test('a leader moves an insight to a new topic from its page', async ({ request }) => {
  await page.goto(respondUrl(badges, [split.id]));
  await page.getByRole('button', { name: 'Move to topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move this insight to another topic' });
  await dialog.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'New topic' });
  await dialog.getByRole('textbox', { name: 'New topic name' }).fill('Loading dock access');
  await screenshots(page, 'insight-move-dialog');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Insight moved to “Loading dock access”')).toBeVisible();
  const moved = await currentTopic(request, split);
  expect(moved.topic).toBe('Loading dock access');
  expect(moved.count).toBe(1);

  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'Hot Topics' })).toBeVisible();
  await screenshots(page, 'explorer-looks-alike');
});
