import { expect, test, type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { call, openLeaderPage, screenshotOnFailure, signIn } from '../insights/data.ts';
import { E2E_AUDIENCE } from '../support/audience.ts';
import { releaseAnswers } from '../support/release.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// A leader creates a reach-out with AI Enhance to two departments; the
// wizard shows how many people that is, and refuses an audience below the minimum group size
// k = 5 (ARCHITECTURE §5). Employees of the audience answer in MyVoyce, where the rule is told;
// one outside it never sees it. With two answers the leader sees only that responses appear
// once 5 have answered; once five answered and the batch was released, engagement 5/7 (71 %,
// the medium colour) and the answers. The leader replies to one, shares with a leader, closes
// intake, and a silent employee can no longer answer; the history filters and exports.

type Reachout = {
  id: string;
  title: string;
  submissionCount: number;
  responsesHidden: boolean;
  engagementMetrics: { engaged_users: number }[];
};

const MESSAGE = 'How is the new shift rota working for you, and what would make the handover between shifts smoother?';
const OBJECTIVE = 'Find out what slows the shift handover so we can fix it before the summer peak.';
const ANSWERS = [
  'The handover notes are on paper and get lost; a shared board at the warehouse door would help a lot.',
  'Engineering never hears about night shift incidents until the morning stand-up, which is too late.',
  'The late shift starts before the early shift has counted the stock, so we count it twice.',
  'Forklift keys are never where the rota says they are at the start of the night shift.',
  'A ten minute overlap between shifts would let us talk instead of leaving notes behind.',
];
const REPLY = 'Thank you. We are trialling a shared handover board from next Monday.';
const [ana, ben, cara, dan, eve, finn] = E2E_AUDIENCE;
const RULE =
  'Leaders see answers to a reach-out only once at least 5 people have answered, and never who answered. Times are kept to the day.';
const HIDDEN = 'Responses appear once at least 5 people have answered';
// The medium engagement colour (DESIGN.md: the Medium priority colour #CA8A04).
const MEDIUM = 'rgb(202, 138, 4)';

test.describe.configure({ mode: 'serial' });

let page: Page;
let reachout: Reachout;

screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());
test.beforeAll(async ({ browser }) => {
  page = await openLeaderPage(browser);
});

/** A MyVoyce page signed in as `email`, in a browser context of its own. */
async function openEmployeePage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const employee = await context.newPage();
  await employee.goto('/my/login');
  await loginWithPassword(employee, email);
  await expect(employee).toHaveURL(/\/my$/);
  return employee;
}

test('closing the wizard before sending asks "Are you sure?"', async () => {
  await page.getByRole('button', { name: 'Create Reach Out' }).click();
  await expect(page).toHaveURL(/create-reachout-dialog=open/);
  const dialog = page.getByRole('dialog', { name: /Create Reach Out/ });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Draft that will be discarded');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Draft that will be discarded');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/create-reachout-dialog/);
});

/** The reach-out as the leader's API lists it. */
async function findByTitle(request: APIRequestContext, title: string): Promise<Reachout | undefined> {
  const leader = await signIn(request, state().adminEmail);
  const list = await call<{ entities: Reachout[] }>(request, leader, '/findReachouts', {
    filter: { organizationId: state().organizationId, statuses: ['Open', 'Closed'] },
  });
  return list.entities.find((r) => r.title === title);
}

test('a leader creates a reach-out with AI Enhance; the wizard counts the audience and refuses one below 5', async () => {
  await page.getByRole('button', { name: 'Create Reach Out' }).click();
  const dialog = page.getByRole('dialog', { name: /Create Reach Out/ });
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  const enhance = dialog.getByRole('button', { name: 'AI Enhance' });
  // Spec 2 §5: AI Enhance needs both the message and the objective.
  await dialog.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
  await expect(enhance).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Objective' }).fill(OBJECTIVE);
  await enhance.click();
  const aiVersion = dialog.getByRole('radio', { name: /AI version/ });
  await expect(aiVersion).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: /Original/ })).toHaveAttribute('aria-checked', 'false');
  await screenshots(page, 'reachout-wizard-step1');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  // The AI's title starts the title field.
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await expect(title).not.toHaveValue('');
  // The rule is stated before any department is chosen.
  const audience = dialog.getByTestId('wizard-audience-size');
  await expect(audience).toContainText('Reach-outs go to at least 5 people, so no answer can be traced to one person.');
  const send = dialog.getByRole('button', { name: 'Send Reach Out' });
  await send.click();
  await expect(dialog.getByText('At least one audience must be selected')).toBeVisible();
  await expect(dialog.getByText('Please choose how you want to send the reach out')).toBeVisible();
  await screenshots(page, 'reachout-wizard-step2-errors');

  await title.fill('Shift handover check');
  await dialog.getByRole('radio', { name: /Myself/ }).click();
  // Engineering alone is one person: below k, said as an error, and Send waits.
  await dialog.getByRole('checkbox', { name: 'Engineering' }).check();
  await expect(audience).toContainText('1 person will receive this reach-out.');
  await expect(audience).toContainText('A reach-out needs at least 5 recipients so that answers stay anonymous. This audience has 1.');
  await expect(audience).toHaveAttribute('data-state', 'too-small');
  await expect(send).toBeDisabled();
  await screenshots(page, 'reachout-wizard-too-small');

  // With Warehouse it is seven: the count follows the ticks, and Send is back.
  await dialog.getByRole('checkbox', { name: 'Warehouse' }).check();
  await expect(audience).toContainText('7 people will receive this reach-out.');
  await expect(audience).not.toContainText('This audience has');
  await expect(audience).toContainText('Reach-outs go to at least 5 people');
  await expect(send).toBeEnabled();
  await expect(dialog.getByText('At least one audience must be selected')).toBeHidden();
  await screenshots(page, 'reachout-wizard-step2');
  await send.click();
  await expect(dialog.getByText('Your reach-out was sent')).toBeVisible();
  await expect(dialog.getByText('7 employees received it in MyVoyce and by e-mail.')).toBeVisible();
  await screenshots(page, 'reachout-wizard-sent');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/create-reachout-dialog/);

  // The dashboard's Open Reach Outs card shows it, with no figures while fewer than 5 answered.
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Shift handover check' }) });
  await expect(item.first()).toBeVisible();
  await expect(item.first()).toContainText('Fewer than 5 responded');
  await screenshots(page, 'dashboard-open-reachouts');
});

test('when the server refuses the audience anyway, the wizard says why and keeps what was written', async () => {
  // The count said enough (people left the department since): the server's check decides.
  await page.route('**/api/countReachoutAudience', (route) =>
    route.fulfill({ json: { status: 'OK', data: { count: 9, minGroupSize: 5 } } }),
  );
  try {
    await page.getByRole('button', { name: 'Create Reach Out' }).click();
    const dialog = page.getByRole('dialog', { name: /Create Reach Out/ });
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Is the new coffee machine worth keeping?');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Coffee machine');
    await dialog.getByRole('checkbox', { name: 'Engineering' }).check();
    await dialog.getByRole('radio', { name: /Organization/ }).click();
    await expect(dialog.getByTestId('wizard-audience-size')).toContainText('9 people will receive this reach-out.');
    await dialog.getByRole('button', { name: 'Send Reach Out' }).click();
    await expect(dialog.getByTestId('wizard-audience-size')).toContainText(
      'A reach-out needs at least 5 recipients so that answers stay anonymous. This audience has 1.',
    );
    await expect(dialog.getByText('Your reach-out was sent')).toHaveCount(0);
    // Nothing written is lost: the title here, the message a step back.
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Coffee machine');
    await expect(dialog.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Is the new coffee machine worth keeping?');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await page.unroute('**/api/countReachoutAudience');
  }
});

test('two employees of the audience answer in MyVoyce, where the rule is told; one outside it never sees it', async ({ browser }) => {
  const outsider = await openEmployeePage(browser, state().employeeEmail);
  await expect(outsider.getByRole('heading', { name: 'Reach-outs' })).toBeVisible();
  await expect(outsider.getByText(/No reach-outs for you right now/)).toBeVisible();
  await expect(outsider.getByText('Shift handover check')).toHaveCount(0);
  // The rule is told on the portal's home too.
  await expect(outsider.getByTestId('anonymity-rule')).toHaveText(RULE);
  await outsider.context().close();

  for (const [i, who] of [ana, ben].entries()) {
    const employee = await openEmployeePage(browser, who.email);
    const item = employee.getByTestId('my-reachout').filter({ hasText: 'Shift handover check' });
    await expect(item).toBeVisible();
    await expect(item.getByText('From Lee Leader')).toBeVisible();
    if (i === 0) await screenshots(employee, 'myvoyce-reachout-inbox');
    await item.getByRole('link', { name: 'Shift handover check' }).click();
    await expect(employee.getByRole('heading', { name: 'Shift handover check' })).toBeVisible();
    // The same plain words about who reads it as a new insight, and the minimum group size rule.
    await expect(
      employee.getByText(
        'Your leaders will read this without your name. Only if you later accept a reveal request will they see who you are.',
      ),
    ).toBeVisible();
    await expect(employee.getByTestId('anonymity-rule')).toHaveText(RULE);
    await employee.getByRole('textbox', { name: 'Your answer' }).fill(ANSWERS[i]!);
    if (i === 0) await screenshots(employee, 'myvoyce-reachout-answer');
    await employee.getByRole('button', { name: 'Send answer' }).click();
    await expect(employee.getByText('Your answer was sent anonymously.')).toBeVisible();
    await expect(employee.getByText(/You have already answered this reach-out/)).toBeVisible();
    // What they wrote stays in front of them (their own answer, seen by nobody else by name).
    await expect(employee.getByTestId('my-answer')).toHaveText(ANSWERS[i]!);
    await expect(employee.getByRole('link', { name: 'Open my answer' })).toBeVisible();
    await employee.context().close();
  }
});

test('with two answers the leader sees that responses appear once at least 5 people have answered', async ({ request }) => {
  reachout = (await findByTitle(request, 'Shift handover check'))!;
  expect(reachout.responsesHidden).toBe(true);
  // Even the running batch release shows nothing of two answers.
  await releaseAnswers();

  await page.goto(`/reachouts/${reachout.id}`);
  await expect(page.getByRole('heading', { name: 'Shift handover check', level: 1 })).toBeVisible();
  const hidden = page.getByTestId('responses-hidden');
  await expect(hidden).toContainText(HIDDEN);
  await expect(hidden).toContainText('A summary can be made once at least 5 people have answered.');
  await expect(page.getByRole('button', { name: /Summary/ })).toHaveCount(0);
  await expect(page.getByTestId('engagement-hidden')).toContainText('Fewer than 5 responded');
  // No figures at all: no 'x/7 responded', no percentage, no tone or impact counts.
  await expect(page.getByTestId('engagement')).toHaveCount(0);
  await expect(page.getByText(/\d+\/\d+ responded/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Voyce Pulse' })).toHaveCount(0);
  await screenshots(page, 'reachout-detail-hidden');

  await page.getByRole('tab', { name: 'Responses' }).click();
  await expect(page.getByRole('tab', { name: 'Responses', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('responses-hidden')).toContainText(HIDDEN);
  await expect(page.getByTestId('submission-row')).toHaveCount(0);
  await screenshots(page, 'reachout-detail-hidden-responses');

  await page.goto('/reachouts');
  const card = page.getByTestId('reachout-card').filter({ hasText: 'Shift handover check' });
  await expect(card.getByTestId('engagement-hidden')).toContainText('Fewer than 5 responded');
  await expect(card.getByTestId('engagement-hidden')).toContainText(HIDDEN);
  await expect(card.getByText(/\d+\/\d+ responded/)).toHaveCount(0);
  await screenshots(page, 'reachout-history-hidden');
});

test('three more answer; once the batch is released the leader sees engagement 5/7 in the medium colour and the answers', async ({
  request,
}) => {
  for (const [i, who] of [dan, eve, finn].entries()) {
    const token = await signIn(request, who.email);
    await call(request, token, '/employee/respondToReachout', { reachoutId: reachout.id, body: ANSWERS[i + 2]! });
  }
  // The pipeline files the answers; the batch release (hourly in the server) is run here.
  await expect
    .poll(
      async () => {
        await releaseAnswers();
        reachout = (await findByTitle(request, 'Shift handover check'))!;
        return reachout.responsesHidden ? -1 : reachout.engagementMetrics[0]?.engaged_users;
      },
      { timeout: 45_000, message: 'the five answers are filed and released' },
    )
    .toBe(5);

  await page.goto(`/reachouts/${reachout.id}`);
  await expect(page.getByRole('heading', { name: 'Shift handover check', level: 1 })).toBeVisible();
  await expect(page.getByTestId('responses-hidden')).toHaveCount(0);
  const engagement = page.getByTestId('engagement');
  await expect(engagement).toContainText('5/7 responded');
  await expect(engagement.getByTestId('engagement-percent')).toHaveText('71%');
  await expect(engagement).toHaveAttribute('data-level', 'medium');
  await expect(engagement.getByTestId('engagement-bar')).toHaveCSS('background-color', MEDIUM);
  await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeVisible();
  await screenshots(page, 'reachout-detail-overview');

  await page.getByRole('tab', { name: /Responses/ }).click();
  await expect(page.getByRole('tab', { name: 'Responses, 5 responses' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('submission-row');
  await expect(rows).toHaveCount(5);
  for (const answer of ANSWERS) await expect(rows.filter({ hasText: answer.slice(0, 40) })).toBeVisible();
  // An answer's time is its day, never a time or an age (ARCHITECTURE §5).
  await expect(rows.first()).toContainText(/Today|Yesterday/);
  await expect(rows.first()).not.toContainText(/\d:\d\d|ago/);
  await screenshots(page, 'reachout-detail-responses');
});

test('the leader replies to one answer and comes back to the reach-out', async () => {
  await page
    .getByTestId('submission-row')
    .filter({ hasText: ANSWERS[0]!.slice(0, 40) })
    .click();
  await expect(page).toHaveURL(/\/reachouts\/submissions\/detail\?id=.*reachoutId=/);
  await expect(page.getByRole('article')).toContainText(/Created (today|yesterday)/);
  await page.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByRole('dialog', { name: 'Please confirm reply' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Reply Sent' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/reachouts/${reachout.id}$`));
});

test('the leader shares the reach-out with a leader, exports its answers and asks for a new summary', async () => {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share reach-out' });
  const picker = dialog.getByRole('combobox', { name: 'Recipients' });
  // Shares go to the organisation's leaders only: an employee of the audience is not offered.
  await picker.fill('Ana');
  await expect(dialog.getByRole('option', { name: /Ana Ops/ })).toHaveCount(0);
  await picker.fill('Rita');
  await dialog.getByRole('option', { name: /Rita Reset/ }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Confirm sharing' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Successfully shared reachout with 1 recipient(s)')).toBeVisible();

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await downloaded;
  const csv = await readFile((await file.path())!, 'utf8');
  for (const answer of ANSWERS) expect(csv).toContain(answer);
  // Anonymity: the answers' authors appear nowhere in the export.
  for (const who of [ana, ben, dan, eve, finn]) expect(csv).not.toContain(who.email);

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: /Summary/ }).click();
  await expect(page.getByText(/Summary generation started, refresh shortly to see updated summary/)).toBeVisible();
});

test('a share to someone who is not a leader is refused in the words of the rule', async () => {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share reach-out' });
  // Typed by hand: an address the picker does not offer.
  await dialog.getByRole('combobox', { name: 'Recipients' }).fill(ana.email);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Confirm sharing' }).getByRole('button', { name: 'Send' }).click();
  const back = page.getByRole('dialog', { name: 'Share reach-out' });
  await expect(back.getByRole('alert')).toHaveText('Reach-outs and topics can be shared only with leaders of your organization.');
  await back.getByRole('button', { name: 'Cancel' }).click();
  await expect(back).toBeHidden();
});

test('closing intake stops answers: the portal says so', async ({ browser, request }) => {
  await page.getByRole('button', { name: 'Close Response Intake' }).click();
  await page.getByRole('dialog', { name: 'Close response intake?' }).getByRole('button', { name: 'Close Response Intake' }).click();
  await expect(page.getByText('Response intake closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen Response Intake' })).toBeVisible();

  const employee = await openEmployeePage(browser, cara.email);
  await employee.getByTestId('my-reachout').getByRole('link', { name: 'Shift handover check' }).click();
  await expect(employee.getByText('This reach-out is closed for responses.')).toBeVisible();
  await expect(employee.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
  await employee.context().close();
  // And the server refuses an answer sent anyway.
  const token = await signIn(request, cara.email);
  const res = await request.post('/api/employee/respondToReachout', {
    data: { reachoutId: reachout.id, body: 'Late answer' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { message: string }).message).toBe('This reach-out is closed for responses.');
});

test('the history filters through the URL and exports CSV', async () => {
  await page.goto('/reachouts');
  await expect(page.getByRole('heading', { name: 'Reach Out History' })).toBeVisible();
  // Status defaults to Open: the closed reach-out is not listed (other journeys' open ones may be).
  const card = page.getByTestId('reachout-card').filter({ hasText: 'Shift handover check' });
  await expect(page.getByTestId('reachout-card').or(page.getByText('no reachouts yet')).first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('all');
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/status=all/);
  await expect(card.getByText('Lee Leader')).toBeVisible();
  await expect(card.getByText('5/7 responded')).toBeVisible();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await screenshots(page, 'reachout-history');

  await page.reload();
  await expect(card).toBeVisible();
  await page.getByLabel('Period').selectOption('Yesterday');
  await expect(page.getByText('no reachouts yet')).toBeVisible();
  await page.getByLabel('Period').selectOption('Today');
  await expect(card).toBeVisible();

  // Spec 1 §7: the export opens in a new tab, which the browser turns into a download. The
  // listener is on the tab from its first moment: it is pointed at the file once the call answers.
  const downloaded = new Promise<Download>((resolve) => page.context().once('page', (tab) => tab.once('download', resolve)));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Shift handover check');
  expect(csv).not.toContain(ana.email);
});
