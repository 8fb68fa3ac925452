import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PASSWORD } from '../support/env.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// MyVoyce journeys: the employee writes, follows the conversation and answers reveal
// requests in the browser; the leader's side is done through the API, as the dashboard's
// insight screens are not built yet.

type Envelope<T> = { status: string; data: T; message?: string };
type LeaderSubmission = {
  id: string;
  body: string;
  userEmail: string | null;
  unmaskedAt: string | null;
  declinedUnmaskedAt: string | null;
};

async function signIn(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/user/verifyLogin', { data: { email, password: E2E_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<{ authorization: string }>).data.authorization;
}

async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(res.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** The leader's view of one insight; leaders see it only once the pipeline has filed it. */
async function leaderFind(request: APIRequestContext, leader: string, body: string): Promise<LeaderSubmission> {
  const filter = { organizationId: state().organizationId };
  let found: LeaderSubmission | undefined;
  await expect
    .poll(
      async () => {
        const data = await call<{ entities: LeaderSubmission[] }>(request, leader, '/findSubmissions', { filter, pageSize: 500 });
        found = data.entities.find((s) => s.body === body);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function employeeSubmits(request: APIRequestContext, body: string): Promise<void> {
  const employee = await signIn(request, state().employeeEmail);
  await call(request, employee, '/employee/submitInsight', { body });
}

async function signInToMyVoyce(page: Page): Promise<void> {
  await page.goto('/my/login');
  await loginWithPassword(page, state().employeeEmail);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: 'Share an insight' })).toBeVisible();
}

/** The list's entry for an insight: a table row on desktop. */
const rowOf = (page: Page, body: string) => page.getByRole('row').filter({ hasText: body });

test('an employee shares an insight and watches it go from Received to Open', async ({ page }) => {
  const body = `The night shift has no hot food after 10pm. (${Date.now().toString(36)})`;
  await signInToMyVoyce(page);
  // The editor says plainly who will read the text.
  await expect(
    page.getByText('Your leaders will read this without your name. Only if you later accept a reveal request will they see who you are.'),
  ).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Your insight' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();

  // Words that may give the writer away raise a hint; sending stays possible.
  await field.fill('I asked Anna Berg about it, you can reach me at anna.berg@example.com');
  const hint = page.getByText('This may identify you: it mentions an e-mail address. Remove it if you want to stay anonymous.');
  await expect(hint).toBeVisible();
  await expect(send).toBeEnabled();
  await screenshots(page, 'myvoyce-compose-hint');
  await field.fill('   ');
  await expect(send).toBeDisabled();
  await expect(hint).toBeHidden();

  // Hold the new insight at 'Received' for the first lists the page asks for: the local
  // pipeline files it in well under a second, too fast to see the state otherwise.
  let holdReceived = true;
  await page.route('**/api/employee/findMySubmissions', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Envelope<{ entities: { body: string; stage: string }[] }>;
    if (holdReceived) for (const s of json.data.entities) if (s.body === body) s.stage = 'submitted';
    await route.fulfill({ response, json });
  });

  await field.fill(body);
  await expect(page.getByText(`${body.length} / 5000`)).toBeVisible();
  await send.click();
  await expect(page.getByText('Your insight was sent anonymously.')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(rowOf(page, body)).toContainText('Received');
  await screenshots(page, 'myvoyce-home-received');

  // The list asks again every 3 s while something is received; no reload needed.
  holdReceived = false;
  await expect(rowOf(page, body)).toContainText('Open', { timeout: 10_000 });
  await expect(rowOf(page, body)).not.toContainText('Received');
  await expect(rowOf(page, body)).toContainText('0 replies');
  // Its date, never a time: the server keeps only the day (ARCHITECTURE §5).
  await expect(rowOf(page, body)).toContainText(/Today|Yesterday/);
  await expect(rowOf(page, body)).not.toContainText(/\d:\d\d|ago/);
  await screenshots(page, 'myvoyce-home');
});

test('MyVoyce tells the employee the minimum group size rule', async ({ page }) => {
  await signInToMyVoyce(page);
  const rule = page.getByRole('region', { name: 'Reach-outs' }).getByTestId('anonymity-rule');
  await expect(rule).toHaveText(
    'Leaders see answers to a reach-out only once at least 5 people have answered, and never who answered. Times are kept to the day.',
  );
  await rule.scrollIntoViewIfNeeded();
  await screenshots(page, 'myvoyce-rule');
});

test("the leader's reply shows in the insight and the employee answers anonymously", async ({ page, request }) => {
  const body = `Our release checklist is out of date and nobody owns it. (${Date.now().toString(36)})`;
  await employeeSubmits(request, body);
  const leader = await signIn(request, state().adminEmail);
  const submission = await leaderFind(request, leader, body);
  // The leader sees no author until a reveal is accepted.
  expect(submission.userEmail).toBeNull();
  await call(request, leader, '/replySubmission', {
    filter: { organizationId: state().organizationId, ids: [submission.id] },
    response: 'Thanks, we are on it',
  });

  await signInToMyVoyce(page);
  await expect(rowOf(page, body)).toContainText('1 reply');
  await rowOf(page, body).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/my/insights/${submission.id}$`));
  await expect(page.getByRole('heading', { name: 'Your insight' })).toBeVisible();
  await expect(page.getByText(body)).toBeVisible();
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Thanks, we are on it' })).toContainText('Lee Leader');

  await expect(page.getByText('Your leaders will read your reply without your name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Happy to help draft a new one.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  const mine = conversation.getByRole('listitem').filter({ hasText: 'Happy to help draft a new one.' });
  await expect(mine).toContainText('You (anonymous)');
  // My message shows its day only; the leader's reply keeps its time.
  await expect(mine.locator('time')).toHaveText(/^(Today|Yesterday)$/);
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Thanks, we are on it' }).locator('time')).toHaveText(
    /\d:\d\d\s(AM|PM)$/,
  );
  await expect(page.getByText(/^Sent (today|yesterday)$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  await screenshots(page, 'myvoyce-conversation');

  await page.getByRole('link', { name: 'Back to my insights' }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(rowOf(page, body)).toContainText('2 replies');
});

test('the employee accepts a reveal request on one insight and declines it on another', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const revealBody = `Please credit the support team in the all-hands; they carried the launch. (${stamp})`;
  const hiddenBody = `The parking rules are applied differently for each floor. (${stamp})`;
  await employeeSubmits(request, revealBody);
  await employeeSubmits(request, hiddenBody);
  const leader = await signIn(request, state().adminEmail);
  const toReveal = await leaderFind(request, leader, revealBody);
  const toKeep = await leaderFind(request, leader, hiddenBody);
  for (const s of [toReveal, toKeep]) {
    await call(request, leader, '/unmaskSubmissionRequest', { filter: { organizationId: state().organizationId }, submissionId: s.id });
  }

  await signInToMyVoyce(page);
  await expect(rowOf(page, revealBody)).toContainText('Reveal requested');
  await expect(rowOf(page, hiddenBody)).toContainText('Reveal requested');

  // Accept: the dialog says what will be shown, to whom, and that it is final.
  await rowOf(page, revealBody).getByRole('link').click();
  // The home page lists pending requests at its top too: answer this one on the insight's own page.
  await expect(page).toHaveURL(new RegExp(`/my/insights/${toReveal.id}$`));
  const card = page.getByRole('region', { name: 'Your leaders asked to know who wrote this.' });
  await expect(card).toBeVisible();
  await screenshots(page, 'myvoyce-reveal-request');
  await card.getByRole('button', { name: 'Reveal my identity' }).click();
  const confirmReveal = page.getByRole('dialog', { name: 'Reveal your identity?' });
  await expect(confirmReveal).toContainText(
    "Your name and e-mail will be shown to your organization's leaders for this insight only. This cannot be undone.",
  );
  // The irreversible choice never takes the default focus.
  await expect(confirmReveal.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await screenshots(page, 'myvoyce-reveal-confirm');
  await confirmReveal.getByRole('button', { name: 'Reveal my identity' }).click();
  await expect(page.getByText('You revealed your identity for this insight.')).toBeVisible();
  await expect(card).toBeHidden();

  // Decline on the other one.
  await page.getByRole('link', { name: 'Back to my insights' }).click();
  await expect(rowOf(page, revealBody)).toContainText('Identity revealed');
  await rowOf(page, hiddenBody).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/my/insights/${toKeep.id}$`));
  await page.getByRole('button', { name: 'Stay anonymous' }).click();
  const confirmStay = page.getByRole('dialog', { name: 'Stay anonymous?' });
  await expect(confirmStay).toBeVisible();
  await confirmStay.getByRole('button', { name: 'Stay anonymous' }).click();
  await expect(page.getByText('You stayed anonymous.')).toBeVisible();
  await screenshots(page, 'myvoyce-stayed-anonymous');

  // What the leaders now see: a name on the accepted one only.
  const revealed = await leaderFind(request, leader, revealBody);
  const kept = await leaderFind(request, leader, hiddenBody);
  expect(revealed.userEmail).toBe(state().employeeEmail);
  expect(kept.userEmail).toBeNull();
  expect(kept.declinedUnmaskedAt).not.toBeNull();
});

test('a pending reveal request comes first on MyVoyce, in view on a phone, and is answered there', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const body = `The rota for the holiday weekend was published two days before it started. (${stamp})`;
  await employeeSubmits(request, body);
  const leader = await signIn(request, state().adminEmail);
  const asked = await leaderFind(request, leader, body);
  await call(request, leader, '/unmaskSubmissionRequest', { filter: { organizationId: state().organizationId }, submissionId: asked.id });

  await page.setViewportSize({ width: 390, height: 844 });
  await signInToMyVoyce(page);
  const card = page.getByRole('region', { name: 'Your leaders asked to know who wrote this.' }).filter({ hasText: body });
  // Above the fold of a phone, and above everything else on the page.
  await expect(card).toBeInViewport();
  const composer = page.getByRole('heading', { name: 'Share an insight' });
  expect((await card.boundingBox())!.y).toBeLessThan((await composer.boundingBox())!.y);
  await expect(card.getByRole('button', { name: 'Reveal my identity' })).toBeInViewport();
  await expect(card.getByRole('link', { name: 'Open this insight' })).toHaveAttribute('href', `/my/insights/${asked.id}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/myvoyce-reveal-top-390.png' });

  await card.getByRole('button', { name: 'Stay anonymous' }).click();
  const confirmStay = page.getByRole('dialog', { name: 'Stay anonymous?' });
  await confirmStay.getByRole('button', { name: 'Stay anonymous' }).click();
  await expect(page.getByText('You stayed anonymous.')).toBeVisible();
  await expect(card).toBeHidden();
  expect((await leaderFind(request, leader, body)).declinedUnmaskedAt).not.toBeNull();
  // Answered: on the next visit this request no longer waits at the top (other journeys share
  // the employee, so requests of theirs may still be there).
  await page.reload();
  await expect(composer).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a leader who opens MyVoyce is pointed to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my');
  await expect(page.getByText('You are signed in as a leader.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Share an insight' })).toBeHidden();
  await page.getByRole('link', { name: 'Open the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
