import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { call, openLeaderPage, screenshotOnFailure, signIn } from '../insights/data.ts';
import { E2E_AUDIENCE } from '../support/audience.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// Issue 5 'Done means': a leader creates a reach-out with AI Enhance to two departments; two
// employees of those departments answer in MyVoyce, one outside the audience never sees it;
// the leader reads engagement 2/3 (67 %, the medium colour) and the answers, replies to one,
// closes intake, and the third employee can no longer answer; the history filters and exports.

type Reachout = { id: string; title: string; submissionCount: number; engagementMetrics: { engaged_users: number }[] };

const MESSAGE = 'How is the new shift rota working for you, and what would make the handover between shifts smoother?';
const OBJECTIVE = 'Find out what slows the shift handover so we can fix it before the summer peak.';
const ANSWERS = [
  'The handover notes are on paper and get lost; a shared board at the warehouse door would help a lot.',
  'Engineering never hears about night shift incidents until the morning stand-up, which is too late.',
];
const REPLY = 'Thank you. We are trialling a shared handover board from next Monday.';
const [ana, ben, cara] = E2E_AUDIENCE;
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

test('a leader creates a reach-out with AI Enhance to two departments', async () => {
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
  const send = dialog.getByRole('button', { name: 'Send Reach Out' });
  await send.click();
  await expect(dialog.getByText('At least one audience must be selected')).toBeVisible();
  await expect(dialog.getByText('Please choose how you want to send the reach out')).toBeVisible();
  await screenshots(page, 'reachout-wizard-step2-errors');

  await title.fill('Shift handover check');
  await dialog.getByRole('checkbox', { name: 'Warehouse' }).check();
  await dialog.getByRole('checkbox', { name: 'Engineering' }).check();
  await dialog.getByRole('radio', { name: /Myself/ }).click();
  await expect(dialog.getByText('At least one audience must be selected')).toBeHidden();
  await screenshots(page, 'reachout-wizard-step2');
  await send.click();
  await expect(dialog.getByText('Your reach out was sent')).toBeVisible();
  await expect(dialog.getByText('3 employees received it in MyVoyce and by e-mail.')).toBeVisible();
  await screenshots(page, 'reachout-wizard-sent');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/create-reachout-dialog/);

  // The dashboard's Open Reach Outs card shows it.
  await expect(page.getByRole('link', { name: 'Shift handover check' }).first()).toBeVisible();
  await screenshots(page, 'dashboard-open-reachouts');
});

test('two employees of the audience answer in MyVoyce; one outside it never sees it', async ({ browser }) => {
  const outsider = await openEmployeePage(browser, state().employeeEmail);
  await expect(outsider.getByRole('heading', { name: 'Reach outs' })).toBeVisible();
  await expect(outsider.getByText(/No reach outs for you right now/)).toBeVisible();
  await expect(outsider.getByText('Shift handover check')).toHaveCount(0);
  await outsider.context().close();

  for (const [i, who] of [ana, ben].entries()) {
    const employee = await openEmployeePage(browser, who.email);
    const item = employee.getByTestId('my-reachout').filter({ hasText: 'Shift handover check' });
    await expect(item).toBeVisible();
    await expect(item.getByText('From Lee Leader')).toBeVisible();
    if (i === 0) await screenshots(employee, 'myvoyce-reachout-inbox');
    await item.getByRole('link', { name: 'Shift handover check' }).click();
    await expect(employee.getByRole('heading', { name: 'Shift handover check' })).toBeVisible();
    // The same plain words about who reads it as a new insight.
    await expect(
      employee.getByText(
        'Your leaders will read this without your name. Only if you later accept a reveal request will they see who you are.',
      ),
    ).toBeVisible();
    await employee.getByRole('textbox', { name: 'Your answer' }).fill(ANSWERS[i]!);
    if (i === 0) await screenshots(employee, 'myvoyce-reachout-answer');
    await employee.getByRole('button', { name: 'Send answer' }).click();
    await expect(employee.getByText('Your answer was sent anonymously.')).toBeVisible();
    await expect(employee.getByText(/You have already answered this reach out/)).toBeVisible();
    await employee.context().close();
  }
});

test('the leader sees engagement 2/3 in the medium colour and the answers', async ({ request }) => {
  const leader = await signIn(request, state().adminEmail);
  // The answers go through the pipeline first; leaders count processed answers only.
  await expect
    .poll(
      async () => {
        const list = await call<{ entities: Reachout[] }>(request, leader, '/findReachouts', {
          filter: { organizationId: state().organizationId, statuses: ['Open'] },
        });
        reachout = list.entities.find((r) => r.title === 'Shift handover check')!;
        return reachout?.engagementMetrics[0]?.engaged_users;
      },
      { timeout: 30_000, message: 'the pipeline files both answers' },
    )
    .toBe(2);

  await page.goto(`/reachouts/${reachout.id}`);
  await expect(page.getByRole('heading', { name: 'Shift handover check', level: 1 })).toBeVisible();
  const engagement = page.getByTestId('engagement');
  await expect(engagement).toContainText('2/3 responded');
  await expect(engagement.getByTestId('engagement-percent')).toHaveText('67%');
  await expect(engagement).toHaveAttribute('data-level', 'medium');
  await expect(engagement.getByTestId('engagement-bar')).toHaveCSS('background-color', MEDIUM);
  await screenshots(page, 'reachout-detail-overview');

  await page.getByRole('tab', { name: /Responses/ }).click();
  await expect(page.getByRole('tab', { name: 'Responses, 2 responses' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('submission-row');
  await expect(rows).toHaveCount(2);
  for (const answer of ANSWERS) await expect(rows.filter({ hasText: answer.slice(0, 40) })).toBeVisible();
  await screenshots(page, 'reachout-detail-responses');
});

test('the leader replies to one answer and comes back to the reach-out', async () => {
  await page
    .getByTestId('submission-row')
    .filter({ hasText: ANSWERS[0]!.slice(0, 40) })
    .click();
  await expect(page).toHaveURL(/\/reachouts\/submissions\/detail\?id=.*reachoutId=/);
  await page.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByRole('dialog', { name: 'Please confirm reply' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Reply Sent' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/reachouts/${reachout.id}$`));
});

test('the leader shares the reach-out, exports its answers and asks for a new summary', async () => {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share reach out' });
  const picker = dialog.getByRole('combobox', { name: 'Recipients' });
  await picker.fill('Sam');
  await dialog.getByRole('option', { name: /Sam Safety/ }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Confirm sharing' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Successfully shared reachout with 1 recipient(s)')).toBeVisible();

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await downloaded;
  const csv = await readFile((await file.path())!, 'utf8');
  for (const answer of ANSWERS) expect(csv).toContain(answer);
  // Anonymity: the answers' authors appear nowhere in the export.
  for (const who of [ana, ben]) expect(csv).not.toContain(who.email);

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: /Summary/ }).click();
  await expect(page.getByText(/Summary generation started, refresh shortly to see updated summary/)).toBeVisible();
});

test('closing intake stops answers: the portal says so', async ({ browser, request }) => {
  await page.getByRole('button', { name: 'Close Response Intake' }).click();
  await page.getByRole('dialog', { name: 'Close response intake?' }).getByRole('button', { name: 'Close Response Intake' }).click();
  await expect(page.getByText('Response intake closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen Response Intake' })).toBeVisible();

  const employee = await openEmployeePage(browser, cara.email);
  await employee.getByTestId('my-reachout').getByRole('link', { name: 'Shift handover check' }).click();
  await expect(employee.getByText('This reach out is closed for responses.')).toBeVisible();
  await expect(employee.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
  await employee.context().close();
  // And the server refuses an answer sent anyway.
  const token = await signIn(request, cara.email);
  const res = await request.post('/api/employee/respondToReachout', {
    data: { reachoutId: reachout.id, body: 'Late answer' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { message: string }).message).toBe('This reach out is closed for responses.');
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
  await expect(card.getByText('2/3 responded')).toBeVisible();
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
