import { expect, test, type Page } from '@playwright/test';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';
import {
  call,
  employeeAnswersReveal,
  openLeaderPage,
  respondUrl,
  screenshotOnFailure,
  seedInsights,
  signIn,
  topicListUrl,
  topicOf,
  type Insight,
  type Topic,
} from './data.ts';

// Respond to insights: reply to two at once, close them, reopen one; mark one as a win;
// ask for the author's identity.

// Their own topic: nothing in them is about builds or engineering, which the explorer journey's
// insight (filed earlier in the same organisation) is about.
const VPN = [
  'The VPN drops every evening and remote staff lose their sessions in the middle of customer calls.',
  'Our VPN keeps disconnecting in the evening, so remote staff lose their sessions during customer calls.',
  'Every evening the VPN drops and remote staff have to restart their sessions and customer calls.',
  'The VPN disconnects each evening, remote staff cannot finish customer calls because their sessions die.',
];
const REPLY = 'Thank you both. IT is replacing the VPN gateway this week; tell us if the drops continue.';

test.describe.configure({ mode: 'serial' });

let insights: Insight[];
let topic: Topic;
let page: Page;

screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());

const excerpt = (body: string) => (body.length > 60 ? `${body.slice(0, 60)}…` : body);

test.beforeAll(async ({ request, browser }) => {
  insights = await seedInsights(request, VPN);
  topic = await topicOf(request, insights[0]!);
  expect(new Set(insights.map((i) => i.topicId)).size).toBe(1);
  page = await openLeaderPage(browser);
});

test('a leader replies to two insights at once, closes them and reopens one', async ({ request }) => {
  const [a, b] = insights;
  await page.goto(topicListUrl(topic));
  await expect(page.getByTestId('submission-row')).toHaveCount(4);
  const respond = page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Respond' });
  await expect(respond).toBeDisabled();

  await page.getByRole('checkbox', { name: `Select insight: ${excerpt(a!.body)}` }).check();
  await page.getByRole('checkbox', { name: `Select insight: ${excerpt(b!.body)}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await respond.click();

  await expect(page).toHaveURL(/\/submissions\/detail\?ids=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${topic.topic} (2)`);
  await expect(page.getByRole('region', { name: 'Selected insights' })).toContainText(a!.body);
  await screenshots(page, 'insights-respond-two');

  const since = new Date();
  await page.getByLabel('Your reply to all 2 insights').fill(REPLY);
  await page.getByRole('button', { name: 'Send reply to all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm reply' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Reply Sent' })).toBeDisabled();

  // The author reads it in MyVoyce. No e-mail goes out because of the reply: authors hear of
  // news in a daily digest, so no mail's time points at them (ARCHITECTURE §5).
  const employee = await signIn(request, state().employeeEmail);
  const conversation = await call<{ entities: { body: string }[] }>(request, employee, '/employee/findMySubmissionMessages', {
    submissionId: a!.id,
  });
  expect(conversation.entities.map((m) => m.body)).toContain(REPLY);
  const mailbox = (await (await request.get('/dev/mailbox.json')).json()) as { data: { to: string; createdAt: string }[] };
  expect(mailbox.data.filter((m) => m.to === state().employeeEmail && new Date(m.createdAt) >= since)).toEqual([]);

  await page.getByRole('button', { name: 'Close', exact: true }).click();
  const close = page.getByRole('dialog', { name: 'Close insights?' });
  await expect(close).toContainText('This action will close 2 submission(s).');
  await close.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Reopen', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByText('2 Open · 2 Closed')).toBeVisible();
  await page.getByLabel('Status').selectOption('closed');
  await expect(page.getByTestId('submission-row')).toHaveCount(2);
  await page.getByTestId('submission-row').filter({ hasText: a!.body }).click();

  await expect(page).toHaveURL(new RegExp(`id=${a!.id}`));
  await page.getByRole('button', { name: 'Reopen', exact: true }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen insights?' });
  await expect(reopen).toContainText('This action will reopen 1 submission(s).');
  await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(REPLY);
  await expect(timeline).toContainText('Lee Leader closed the insight');
  await expect(timeline).toContainText('Lee Leader reopened the insight');

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await page.getByLabel('Status').selectOption('all');
  await expect(page.getByText('3 Open · 1 Closed')).toBeVisible();
});

test('a leader marks an insight as a win, for good', async () => {
  await page.goto(respondUrl(topic, [insights[2]!.id]));
  const tile = page.getByTestId('win-tile');
  await tile.getByRole('button', { name: 'Mark as win' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as win?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Mark as win' }).click();
  await expect(tile).toHaveAttribute('data-won', 'true');
  await expect(tile).toContainText('Marked as win on');
  await expect(tile.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Thumbs up' }).click();
  await expect(page.getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Lee Leader marked the insight as a win');
});

test("a leader asks for the author's identity and sees it once they accept", async ({ request }) => {
  const insight = insights[3]!;
  await page.goto(respondUrl(topic, [insight.id]));
  await expect(page.getByRole('article')).toContainText('Anonymous');
  const tile = page.getByTestId('identity-tile');
  await tile.getByRole('button', { name: 'Request identity' }).click();
  await page.getByRole('dialog', { name: 'Request employee identity?' }).getByRole('button', { name: 'Request identity' }).click();
  await expect(tile).toHaveAttribute('data-state', 'pending');
  await expect(tile).toContainText("Identity requested. Waiting for the employee's answer.");

  await employeeAnswersReveal(request, insight.id, true);
  await page.reload();
  await expect(tile).toHaveAttribute('data-state', 'accepted');
  await expect(tile).toContainText('Emma Employee');
  await expect(tile).toContainText(state().employeeEmail);
  await expect(page.getByRole('article')).toContainText('Emma Employee');
  // One request per insight, ever: not offered again.
  await expect(tile.getByRole('button', { name: 'Request identity' })).toHaveCount(0);
  // The employee's answer keeps only its day (ARCHITECTURE §5); the leader's request its time.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^The employee revealed their identity · (Today|Yesterday)$/)).toBeVisible();
  await expect(timeline.getByText(/^Lee Leader requested the employee's identity · .+\d:\d\d\s(AM|PM)$/)).toBeVisible();
  await expect(page.getByRole('article')).toContainText(/Created (today|yesterday)/);
  await screenshots(page, 'insights-respond-one');
});

test('a second reveal request is refused in the words of the rule, and the action is not offered again', async ({ request }) => {
  const [insight] = await seedInsights(request, ['The bike racks behind building C are full by eight every morning.']);
  await page.goto(respondUrl(await topicOf(request, insight!), [insight!.id]));
  const tile = page.getByTestId('identity-tile');
  await expect(tile).toHaveAttribute('data-state', 'none');
  // Another leader asks first, while this page still shows the insight as it was.
  const leader = await signIn(request, state().adminEmail);
  await call(request, leader, '/unmaskSubmissionRequest', {
    filter: { organizationId: state().organizationId },
    submissionId: insight!.id,
  });

  await tile.getByRole('button', { name: 'Request identity' }).click();
  await page.getByRole('dialog', { name: 'Request employee identity?' }).getByRole('button', { name: 'Request identity' }).click();
  await expect(page.getByText('A reveal was already requested for this insight. It can be asked only once.').first()).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Request identity' })).toHaveCount(0);
  await expect(tile).toHaveAttribute('data-state', 'pending');
});
