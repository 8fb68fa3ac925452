import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, signIn } from '../insights/data.ts';
import { E2E_AUDIENCE, E2E_MIN_GROUP_SIZE } from '../support/audience.ts';
import { releaseAnswers } from '../support/release.ts';
import { state } from '../support/state.ts';
import { loginWithPassword } from '../support/ui.ts';
import { blockingViolations, settled } from './axe-rules.ts';
import { routerPaths } from './router-paths.ts';

// Axe-core on every page of both parts of the spec and MyVoyce, signed in as
// the person who uses it, on real data (insights filed by the pipeline, a reach-out with an
// answer, a custom role), plus the open states people work in (wizard, drawer, dialog) and
// the phone layout. Zero serious or critical violations of WCAG 2.0 A/AA and 2.1 AA.

const [ana] = E2E_AUDIENCE;
const INSIGHTS = [
  'The car park lights by the loading bay are broken and walking to the car after the late shift feels unsafe.',
  'The printers on the second floor jam every morning and nobody from facilities answers the tickets.',
];
const REACHOUT_TITLE = 'Accessibility check-in';
const ANSWER = 'Please add captions to the all-hands recordings; half of the warehouse watches them without sound.';

type Who = 'guest' | 'leader' | 'employee';
type Visit = { url: string; who: Who };
type Seeded = { insightId: string; topicId: string; topic: string; reachoutId: string; answerId: string; roleId: string };

let seeded: Seeded;

/**
 * The URLs that stand for each route of the router (its pattern as router.tsx writes it).
 * A route missing here fails the first test: every page gets checked.
 */
function visits(s: Seeded): Record<string, Visit[]> {
  const topicQuery = new URLSearchParams({ topic: s.topic, topicId: s.topicId });
  const detailQuery = new URLSearchParams({ id: s.insightId, topicId: s.topicId, topicTitle: s.topic });
  const answerQuery = new URLSearchParams({ id: s.answerId, reachoutId: s.reachoutId, reachoutTitle: REACHOUT_TITLE });
  const leader = (...urls: string[]) => urls.map((url) => ({ url, who: 'leader' as const }));
  return {
    '/login': [{ url: '/login', who: 'guest' }],
    '/registration': [{ url: '/registration', who: 'guest' }],
    '/forgotpassword': [{ url: '/forgotpassword', who: 'guest' }],
    '/my/login': [{ url: '/my/login', who: 'guest' }],
    '/my/forgotpassword': [{ url: '/my/forgotpassword', who: 'guest' }],
    '/404': [{ url: '/404', who: 'guest' }],
    // Opened without a sign-in by SSO started: its failure page.
    '/sso/callback': [{ url: '/sso/callback', who: 'guest' }],
    '/my': [{ url: '/my', who: 'employee' }],
    '/my/insights/:id': [{ url: `/my/insights/${s.answerId}`, who: 'employee' }],
    '/my/reachouts/:id': [{ url: `/my/reachouts/${s.reachoutId}`, who: 'employee' }],
    '/dashboard': leader('/dashboard'),
    '/insights': leader('/insights'),
    '/insights/topics/:topicId': leader(`/insights/topics/${s.topicId}`),
    '/submissions': leader(`/submissions?${topicQuery}`),
    '/submissions/detail': leader(`/submissions/detail?${detailQuery}`),
    '/submissions-v1/detail': leader(`/submissions-v1/detail?${detailQuery}`),
    '/reachouts/submissions/detail': leader(`/reachouts/submissions/detail?${answerQuery}`),
    '/reachouts': leader('/reachouts'),
    '/reachouts/:id': leader(`/reachouts/${s.reachoutId}`),
    '/reports': leader('/reports'),
    '/settings/account': leader('/settings/account'),
    '/settings/ai': leader('/settings/ai'),
    '/settings/organization/:tab?': leader(
      ...['profile', 'departments', 'divisions', 'designations', 'business-units', 'locations'].map((t) => `/settings/organization/${t}`),
    ),
    '/settings/users/:tab?': leader('/settings/users/myvoyce', '/settings/users/blyndspot'),
    '/settings/roles-permissions': leader('/settings/roles-permissions'),
    '/settings/roles-permissions/new': leader('/settings/roles-permissions/new'),
    '/settings/roles-permissions/:id/edit': leader(`/settings/roles-permissions/${s.roleId}/edit`),
    '/settings/identity': leader('/settings/identity'),
    '/settings/subscriptions': leader('/settings/subscriptions'),
    '/settings/audit-log': leader('/settings/audit-log'),
    '/setup': leader('/setup'),
  };
}

async function signedInPage(browser: Browser, who: Who, width = 1440): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: width > 600 ? 900 : 844 },
  });
  const page = await context.newPage();
  if (who === 'leader') {
    await page.goto('/login');
    await loginWithPassword(page, state().adminEmail);
    await expect(page).toHaveURL(/\/dashboard$/);
  } else if (who === 'employee') {
    await page.goto('/my/login');
    await loginWithPassword(page, ana.email);
    await expect(page).toHaveURL(/\/my$/);
  }
  return page;
}

/** Checks each URL in one signed-in browser; returns every blocking violation found. */
async function audit(browser: Browser, who: Who, urls: string[], width = 1440): Promise<string[]> {
  const page = await signedInPage(browser, who, width);
  const found: string[] = [];
  try {
    for (const url of urls) {
      await page.goto(url);
      await settled(page);
      found.push(...(await blockingViolations(page, `${url} (${who}, ${width}px)`)));
    }
  } finally {
    await page.context().close();
  }
  return found;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const organizationId = state().organizationId;
  const leader = await signIn(request, state().adminEmail);
  const employee = await signIn(request, ana.email);
  for (const body of INSIGHTS) await call(request, employee, '/employee/submitInsight', { body });
  const departments = await call<{ entity: { id: string }[] }>(request, leader, '/fetchDepartments', { organizationId });
  const sent = await call<{ reachout: { id: string } }>(request, leader, '/sendParticipationMessage', {
    organizationId,
    title: REACHOUT_TITLE,
    message: 'What would make our meetings and tools easier to use for everyone?',
    departmentIds: departments.entity.map((d) => d.id),
    sendAs: 'organization',
  });
  const reachoutId = sent.reachout.id;
  await call(request, employee, '/employee/respondToReachout', { reachoutId, body: ANSWER });
  // Leaders see answers once k people answered (ARCHITECTURE §5): four more of the audience do.
  for (const other of E2E_AUDIENCE.slice(1, E2E_MIN_GROUP_SIZE)) {
    const token = await signIn(request, other.email);
    await call(request, token, '/employee/respondToReachout', { reachoutId, body: `${ANSWER} (${other.firstName})` });
  }
  type Filed = { id: string; body: string; topic: string | null; topicId: string | null };
  let filed: Filed[] = [];
  await expect
    .poll(
      async () => {
        // The batch release runs hourly in the server; here, once the answers are filed.
        await releaseAnswers();
        const data = await call<{ entities: Filed[] }>(request, leader, '/findSubmissions', {
          filter: { organizationId, status: 'all', processing: false },
          pageSize: 500,
        });
        filed = data.entities.filter((s) => [...INSIGHTS, ANSWER].includes(s.body) && s.topicId);
        return filed.length;
      },
      { timeout: 30_000, message: 'the pipeline files the insights and the answer' },
    )
    .toBe(INSIGHTS.length + 1);
  const insight = filed.find((s) => s.body === INSIGHTS[0])!;
  const answer = filed.find((s) => s.body === ANSWER)!;
  // A conversation to read on both sides.
  await call(request, leader, '/replySubmission', {
    filter: { organizationId, ids: [insight.id, answer.id] },
    response: 'Thank you, we have asked facilities to look at it this week.',
  });
  const role = await call<{ entity: { id: string } }>(request, leader, '/createRole', {
    organizationId,
    name: `Auditor ${Date.now().toString(36)}`,
    permissions: { insights: 'view', reachouts: 'view', reports: 'edit', settings: 'none', users: 'none' },
  });
  seeded = {
    insightId: insight.id,
    topicId: insight.topicId!,
    topic: insight.topic!,
    reachoutId,
    answerId: answer.id,
    roleId: role.entity.id,
  };
});

test('every route of the router has a page to check', () => {
  const covered = Object.keys(visits(seeded));
  expect(routerPaths().filter((p) => !covered.includes(p))).toEqual([]);
  expect(covered.filter((p) => !routerPaths().includes(p))).toEqual([]);
});

/** The pages to check, split so that each test stays well inside its time. */
const GROUPS: { name: string; who: Who; routes: (route: string) => boolean }[] = [
  { name: 'signed-out pages', who: 'guest', routes: () => true },
  { name: 'MyVoyce pages', who: 'employee', routes: () => true },
  { name: 'dashboard, insights and reach-out pages', who: 'leader', routes: (r) => !r.startsWith('/settings') },
  { name: 'settings pages', who: 'leader', routes: (r) => r.startsWith('/settings') },
];

for (const group of GROUPS) {
  test(`${group.name} have no serious or critical violations`, async ({ browser }) => {
    test.setTimeout(120_000);
    const urls = Object.entries(visits(seeded))
      .filter(([route]) => group.routes(route))
      .flatMap(([, list]) => list)
      .filter((v) => v.who === group.who)
      .map((v) => v.url);
    expect(await audit(browser, group.who, urls)).toEqual([]);
  });
}

test('phone layout (390 px) of the pages people use on the go', async ({ browser }) => {
  test.setTimeout(120_000);
  const s = seeded;
  const found = [
    ...(await audit(browser, 'guest', ['/login', '/my/login'], 390)),
    ...(await audit(browser, 'employee', ['/my', `/my/reachouts/${s.reachoutId}`], 390)),
    ...(await audit(
      browser,
      'leader',
      [
        '/dashboard',
        `/submissions?${new URLSearchParams({ topic: s.topic, topicId: s.topicId })}`,
        '/reachouts',
        '/settings/users/myvoyce',
      ],
      390,
    )),
  ];
  expect(found).toEqual([]);
});

test('open states: the reach-out wizard, a settings drawer, the delegation dialog', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'leader');
  const found: string[] = [];
  try {
    // The create reach-out wizard, both steps, with the step 2 errors showing.
    await page.getByRole('button', { name: 'Create Reach Out' }).click();
    const wizard = page.getByRole('dialog', { name: /Create Reach Out/ });
    await expect(wizard.getByText('Step 1 of 2')).toBeVisible();
    found.push(...(await blockingViolations(page, 'wizard step 1')));
    await wizard.getByRole('textbox', { name: 'Message' }).fill('How are the new desks working out for you?');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Step 2 of 2')).toBeVisible();
    await wizard.getByRole('button', { name: 'Send Reach Out' }).click();
    await expect(wizard.getByText('At least one audience must be selected')).toBeVisible();
    found.push(...(await blockingViolations(page, 'wizard step 2 with errors')));
    await wizard.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(wizard).toBeHidden();

    // The settings drawer that creates a department, with a field error.
    await page.goto('/settings/organization/departments');
    await settled(page);
    await page.getByRole('button', { name: '+ Add Department' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create Department' });
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(drawer.getByText('Please choose an option')).toBeVisible();
    found.push(...(await blockingViolations(page, 'department drawer')));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The delegation dialog, with a recipient picked and the suggestions open.
    await page.goto(`/submissions?${new URLSearchParams({ topic: seeded.topic, topicId: seeded.topicId })}`);
    await settled(page);
    await page.getByTestId('submission-row').first().getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delegate' }).click();
    const dialog = page.getByRole('dialog', { name: /^Share 1 submission/ });
    await dialog.getByRole('combobox', { name: 'Recipients' }).fill('Sam');
    await expect(dialog.getByRole('option', { name: /Sam Safety/ })).toBeVisible();
    found.push(...(await blockingViolations(page, 'delegation dialog')));
  } finally {
    await page.context().close();
  }
  expect(found).toEqual([]);
});
