import { uploadCsv, userIdOf } from './users-fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app.ts';
import { login, post, seedOrg, seedStructure, setMinGroupSize } from './fixtures.ts';
import { auditLog, memberDepartments, memberships, outbox, users } from '../src/db/schema/index.ts';
import { FULL_PERMISSIONS } from '@voyce/contracts/roles';
import { createDispatcher } from '../src/mail/dispatcher.ts';
import { createTransport } from '../src/mail/transport.ts';

/**
 * Walks every leader route (read from the server's own route table, so a new route without a
 * call here fails this test) and checks that no answer, no exported file and no e-mail carries
 * the author's name, e-mail or id before a reveal is accepted; after it, only that one insight
 * does.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let structure: Awaited<ReturnType<typeof seedStructure>>;
let leader: string;
let ids: string[];
let topicId: string;
let reachoutId: string;

/** Every line the server logs during the suite (pino's destination). */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { logDestination: { write: (line) => void logLines.push(line) } });
  s = await seedOrg(t.db);
  structure = await seedStructure(t.db, s.org.id);
  // The fixtures give everyone the last name 'Tester'; leaders' names rightly appear in
  // answers (replies, activity), so the author gets a name of their own.
  s.employee.lastName = 'Quillfeather';
  await t.db.update(users).set({ lastName: s.employee.lastName }).where(eq(users.id, s.employee.id));
  leader = await login(t, s.admin.businessEmail);
  const employee = await login(t, s.employee.businessEmail);
  ids = [];
  for (const body of [
    'He threatened to hurt me in the Warehouse car park after the shift.',
    'The Warehouse night shift needs a second first-aider.',
  ]) {
    ids.push((await post(t, '/employee/submitInsight', { body }, employee)).body.data.id);
  }
  topicId = (await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, id: ids[1] } }, leader)).body.data.entities[0].topicId;
  // A reach-out the author answers: its figures, summary, exports and share must not name them.
  // A one-person reach-out for this sweep's other checks; the group rule has its own tests.
  await setMinGroupSize(t.db, s.org.id, 1);
  await t.db.insert(memberDepartments).values({ organizationId: s.org.id, userId: s.employee.id, departmentId: structure.warehouse.id });
  const sent = await post(
    t,
    '/sendParticipationMessage',
    { organizationId: s.org.id, message: 'How is the new rota working?', departmentIds: [structure.warehouse.id], sendAs: 'myself' },
    leader,
  );
  reachoutId = sent.body.data.reachout.id;
  await post(t, '/employee/respondToReachout', { reachoutId, body: 'The rota leaves the Warehouse short on Fridays.' }, employee);
});
afterAll(() => t.close());

/** An answer with the file behind its signed URL (exports), so the file is swept too. */
async function withFile(res: Awaited<ReturnType<typeof post>>) {
  const url: string | undefined = res.body.data?.data?.url ?? res.body.data?.url ?? res.body.data?.signedUrl;
  return { res, file: url ? (await t.app.inject({ method: 'GET', url })).body : null };
}

/**
 * Directories of the organisation's people (pickers): they list every member, the author
 * among them, by design. What they must never do is tie a person to an insight.
 */
// The users list names every member (user management), never tying one to an insight.
const DIRECTORY_ROUTES = new Set(['/findOrganizationMembers', '/findDelegateEmails', '/user-management/list']);

/** One real call per leader route. */
const calls = (): Record<string, () => Promise<unknown>> => {
  const org = s.org.id;
  const filter = { organizationId: org };
  return {
    '/findSubmissions': () => post(t, '/findSubmissions', { filter: { organizationId: org } }, leader),
    '/findSubmissionGroups': () => post(t, '/findSubmissionGroups', { filter: { organizationId: org, status: 'all' } }, leader),
    '/replySubmission': () =>
      post(t, '/replySubmission', { filter: { organizationId: org, ids: [ids[1]] }, response: 'Thanks, noted.' }, leader),
    '/unmaskSubmissionRequest': () =>
      post(t, '/unmaskSubmissionRequest', { filter: { organizationId: org }, submissionId: ids[1] }, leader),
    '/generateSubmissionResponse': () => post(t, '/generateSubmissionResponse', { organizationId: org, submissionIds: ids }, leader),
    '/generateInsightsAISummary': () => post(t, '/generateInsightsAISummary', { organizationId: org, topicId }, leader),
    '/pinTopic': () => post(t, '/pinTopic', { topicId, pinned: true }, leader),
    '/fetchSubmissionsChartData': () =>
      post(t, '/fetchSubmissionsChartData', { filter: { ...filter, groupType: 'departmentTopic' } }, leader),
    '/findSubmissionMessages': () => post(t, '/findSubmissionMessages', { filter: { ...filter, submissionId: ids[1] } }, leader),
    '/findSubmissionActivity': () => post(t, '/findSubmissionActivity', { filter: { ...filter, submissionId: ids[1] } }, leader),
    '/markAsWin': () => post(t, '/markAsWin', { filter: { ...filter, ids } }, leader),
    '/rateSubmission': () => post(t, '/rateSubmission', { filter, submissionId: ids[0], rating: 'thumbsUp' }, leader),
    '/closeSubmissions': () => post(t, '/closeSubmissions', { filter: { ...filter, ids } }, leader),
    '/reopenSubmissions': () => post(t, '/reopenSubmissions', { filter: { ...filter, ids } }, leader),
    '/sendSubmissionToLeadershipTeamMember': () =>
      post(
        t,
        '/sendSubmissionToLeadershipTeamMember',
        {
          filter: { ...filter, ids },
          response: 'Please look at these.',
          emails: ['outside@example.com'],
          leadershipTeamMemberIds: [structure.contact.id],
        },
        leader,
      ),
    '/findDelegateEmails': () => post(t, '/findDelegateEmails', { filter: { ...filter, search: '' } }, leader),
    '/generateDelegationMessage': () =>
      post(t, '/generateDelegationMessage', { organizationId: org, submissionId: ids[0], prompt: '' }, leader),
    '/findLeadershipTeamMembers': () => post(t, '/findLeadershipTeamMembers', { filter }, leader),
    '/findOrganizationMembers': () => post(t, '/findOrganizationMembers', { filter }, leader),
    '/findOrganizations': () => post(t, '/findOrganizations', { filter }, leader),
    '/exportInsightsDetails': async () => withFile(await post(t, '/exportInsightsDetails', { filter: { ...filter, topicId } }, leader)),
    '/findSubmissionGroups (csv)': async () =>
      withFile(await post(t, '/findSubmissionGroups', { filter: { ...filter, status: 'all' }, format: 'csv' }, leader)),
    '/shareDetails': () =>
      post(t, '/shareDetails', { type: 'topic', id: topicId, organizationId: org, emails: [s.admin.businessEmail] }, leader),
    '/sendParticipationMessage': () =>
      post(
        t,
        '/sendParticipationMessage',
        { organizationId: org, message: 'Anything blocking you?', departmentIds: [structure.warehouse.id], sendAs: 'organization' },
        leader,
      ),
    '/countReachoutAudience': () =>
      post(t, '/countReachoutAudience', { organizationId: org, departmentIds: [structure.warehouse.id] }, leader),
    '/findReachouts': () => post(t, '/findReachouts', { filter }, leader),
    '/findReachout': () => post(t, '/findReachout', { id: reachoutId, organizationId: org }, leader),
    '/generateReachoutSummary': () => post(t, '/generateReachoutSummary', { reachoutId, organizationId: org }, leader),
    '/updateReachout': () => post(t, '/updateReachout', { id: reachoutId, organizationId: org, status: 'Closed' }, leader),
    '/generateParticipationMessage': () =>
      post(t, '/generateParticipationMessage', { organizationId: org, prompt: 'How is the rota?', userObjective: 'Fix Fridays' }, leader),
    '/exportReachouts': async () => withFile(await post(t, '/exportReachouts', { filter }, leader)),
    '/exportReachoutDetails': async () =>
      withFile(await post(t, '/exportReachoutDetails', { filter: { ...filter, id: reachoutId } }, leader)),
    '/shareDetails (reachout)': () =>
      post(t, '/shareDetails', { type: 'reachout', id: reachoutId, organizationId: org, emails: [s.admin.businessEmail] }, leader),
    '/fetchDepartments': () => post(t, '/fetchDepartments', { organizationId: org }, leader),
    '/fetchDashboardSummary': () =>
      post(t, '/fetchDashboardSummary', { filter: { ...filter, status: 'all', timespan: 'all_time' } }, leader),
    ...settingsCalls(org),
    ...reportCalls(org),
    // Last, so the log holds a row of every action above.
    '/findAuditLog': () => post(t, '/findAuditLog', { filter, pageSize: 200 }, leader),
    '/exportAuditLog': async () => withFile(await post(t, '/exportAuditLog', { filter }, leader)),
  };
};

/** Reports and subscriptions (issue 8): every report type over the whole allowed range; the files are swept too. */
const reportCalls = (org: string): Record<string, () => Promise<unknown>> => {
  const range = { timespan: 'custom_range', startDate: '2024-01-01', endDate: new Date().toISOString().slice(0, 10) };
  const report = async (reportOptions: object) =>
    withFile(await post(t, '/generateReport', { organizationId: org, reportOptions }, leader));
  return {
    '/generateReport': () => report({ reportType: 'wins', ...range }),
    '/generateReport (reachoutSummary)': () => report({ reportType: 'reachoutSummary', ...range }),
    '/generateReport (topicSummary)': () => report({ reportType: 'topicSummary', ...range }),
    '/generateReport (submissions)': () => report({ reportType: 'submissions', filter: { status: 'all' } }),
    '/account/details': () =>
      t.app
        .inject({ method: 'GET', url: `/api/account/details?id=${org}`, headers: { authorization: `Bearer ${leader}` } })
        .then((r) => r.json()),
    '/invoice/details': () => post(t, '/invoice/details', { accountId: org, organizationId: org }, leader),
  };
};

/** Setup and settings (issue 6): one real call each; updates and deletes act on a fresh row. */
const settingsCalls = (org: string): Record<string, () => Promise<unknown>> => {
  const created = async (url: string, body: object) => (await post(t, url, body, leader)).body.data.entity.id as string;
  const patch = async (url: string, body: object) =>
    t.app
      .inject({ method: 'PATCH', url: `/api${url}`, payload: body, headers: { authorization: `Bearer ${leader}` } })
      .then((r) => r.json());
  const tag = (n: string) => ({ organizationId: org, name: `Sweep ${n} ${Math.random().toString(36).slice(2, 8)}`, description: '' });
  const leaderRow = () => ({
    organizationId: org,
    name: 'Sweep Lead',
    email: `lead-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  const role = () => ({ organizationId: org, name: `Sweep ${Math.random().toString(36).slice(2, 8)}`, permissions: FULL_PERMISSIONS });
  const sweepUser = (businessEmail: string) => ({
    firstName: 'Sweep',
    lastName: 'User',
    businessEmail,
    departmentIds: [structure.warehouse.id],
  });
  const department = () => ({ ...tag('dept'), departmentClassificationId: structure.classification.id });
  const location = () => ({
    organizationId: org,
    name: tag('loc').name,
    country: 'US',
    state: 'California',
    timezone: 'America/Los_Angeles',
  });
  return {
    '/massInvite': () =>
      post(t, '/massInvite', [{ role: 'employee', businessEmail: 'sweep-invitee@example.com', organizationId: org }], leader),
    '/findOrganizationProfile': () => post(t, '/findOrganizationProfile', { filter: { organizationId: org } }, leader),
    '/updateOrganizationProfile': () =>
      post(t, '/updateOrganizationProfile', { entity: { id: org, aboutUs: 'We run warehouses.' } }, leader),
    '/updateOrganization': () => post(t, '/updateOrganization', { entity: { id: org, name: s.org.name } }, leader),
    '/completeSetup': () => post(t, '/completeSetup', { organizationId: org }, leader),
    '/findPhrases': () => post(t, '/findPhrases', { filter: { organizationId: org } }, leader),
    '/replacePhrases': () =>
      post(t, '/replacePhrases', { organizationId: org, phrases: [{ name: 'safety', polarity: 'positive', organizationId: org }] }, leader),
    '/createLeadershipTeamMember': () => post(t, '/createLeadershipTeamMember', { entity: leaderRow() }, leader),
    '/updateLeadershipTeamMember': async () => {
      const id = await created('/createLeadershipTeamMember', { entity: leaderRow() });
      return post(t, '/updateLeadershipTeamMember', { entity: { ...leaderRow(), id, threat: true } }, leader);
    },
    '/deleteLeadershipTeamMember': async () => {
      const id = await created('/createLeadershipTeamMember', { entity: leaderRow() });
      return post(t, '/deleteLeadershipTeamMember', { filter: { organizationId: org, id } }, leader);
    },
    '/fetchDepartments': () => post(t, '/fetchDepartments', { organizationId: org }, leader),
    '/findDepartmentClassifications': () => post(t, '/findDepartmentClassifications', { filter: { organizationId: org } }, leader),
    '/createDepartment': () => post(t, '/createDepartment', department(), leader),
    '/updateDepartment': async () => patch('/updateDepartment', { ...department(), id: await created('/createDepartment', department()) }),
    '/fetchDivisions': () => post(t, '/fetchDivisions', { organizationId: org }, leader),
    '/createDivision': () => post(t, '/createDivision', tag('div'), leader),
    '/updateDivision': async () => patch('/updateDivision', { ...tag('div'), id: await created('/createDivision', tag('div')) }),
    '/fetchDesignations': () => post(t, '/fetchDesignations', { organizationId: org }, leader),
    '/createDesignation': () => post(t, '/createDesignation', tag('des'), leader),
    '/updateDesignation': async () => patch('/updateDesignation', { ...tag('des'), id: await created('/createDesignation', tag('des')) }),
    '/findBusinessEntity': () => post(t, '/findBusinessEntity', { filter: { organizationId: org } }, leader),
    '/createBusinessEntity': () => post(t, '/createBusinessEntity', tag('bu'), leader),
    '/updateBusinessEntity': async () =>
      patch('/updateBusinessEntity', { ...tag('bu'), id: await created('/createBusinessEntity', tag('bu')) }),
    '/deactivateBusinessEntity': async () =>
      post(
        t,
        '/deactivateBusinessEntity',
        { organizationId: org, id: await created('/createBusinessEntity', tag('bu')), is_active: false },
        leader,
      ),
    '/fetchLocations': () => post(t, '/fetchLocations', { organizationId: org }, leader),
    '/createLocation': () => post(t, '/createLocation', location(), leader),
    '/updateLocation': async () => patch('/updateLocation', { ...location(), id: await created('/createLocation', location()) }),
    '/findCountries': () => post(t, '/findCountries', {}, leader),
    '/findStates': () => post(t, '/findStates', { countryCode: 'US' }, leader),
    '/findTimeZones': () => post(t, '/findTimeZones', {}, leader),
    '/findRoles': () => post(t, '/findRoles', { filter: { organizationId: org } }, leader),
    '/createRole': () => post(t, '/createRole', role(), leader),
    '/updateRole': async () => {
      const id = await created('/createRole', role());
      return patch('/updateRole', { ...role(), id });
    },
    '/deleteRole': async () => post(t, '/deleteRole', { organizationId: org, id: await created('/createRole', role()) }, leader),
    '/assignRole': async () => {
      // To another admin: nobody changes their own role (issue 2).
      const [peer] = await t.db
        .insert(users)
        .values({ businessEmail: 'sweep-peer@example.com', firstName: 'Peer', lastName: 'Admin' })
        .returning();
      await t.db.insert(memberships).values({ organizationId: org, userId: peer!.id, role: 'admin', inviteStatus: 'accepted' });
      return post(t, '/assignRole', { organizationId: org, userId: peer!.id, roleId: null }, leader);
    },
    // Users management, in order: invite, add, update, deactivate, delete the invite.
    '/invite': () => post(t, '/invite', { businessEmail: 'sweep-user@example.com', organizationId: org, role: 'employee' }, leader),
    '/checkUserRegistrationStatus': () =>
      post(t, '/checkUserRegistrationStatus', { email: 'sweep-user@example.com', organizationId: org, role: 'employee' }, leader),
    '/user-management/addMyvoyceUser': () =>
      post(t, '/user-management/addMyvoyceUser', { organizationId: org, users: [sweepUser('sweep-add@example.com')] }, leader),
    '/user-management/addBlyndspotUsers': () =>
      post(t, '/user-management/addBlyndspotUsers', { organizationId: org, users: [sweepUser('sweep-admin@example.com')] }, leader),
    '/user-management/bulkUpdateUserDetails': () =>
      post(
        t,
        '/user-management/bulkUpdateUserDetails',
        {
          organizationId: org,
          role: 'EMPLOYEE',
          identifier: 'email',
          users: [{ businessEmail: 'sweep-add@example.com', lastName: 'Sweeper' }],
          confirm: true,
        },
        leader,
      ),
    '/user-management/update': async () =>
      post(
        t,
        '/user-management/update',
        {
          organizationId: org,
          userId: await userIdOf(t, 'sweep-add@example.com'),
          departmentIds: [structure.sales.id],
          user: { firstName: 'Sweep', lastName: 'Added', businessEmail: 'sweep-add@example.com' },
        },
        leader,
      ),
    '/user-management/deactivate': async () =>
      post(
        t,
        '/user-management/deactivate',
        { organizationId: org, userId: await userIdOf(t, 'sweep-add@example.com'), disabled: true },
        leader,
      ),
    '/user-management/deleteUser': () =>
      post(t, '/user-management/deleteUser', { organizationId: org, businessEmail: 'sweep-user@example.com' }, leader),
    '/user-management/list': () => post(t, '/user-management/list', { organizationId: org, role: 'EMPLOYEE' }, leader),
    '/user-management/processUsersDatacsv': () =>
      uploadCsv(t, leader, { organizationId: org }, [
        { name: 'u.csv', content: 'First Name,Last Name,Business Email\r\nSweep,Csv,sweep-csv@example.com\r\n' },
      ]),
  };
};

const secrets = () => [s.employee.businessEmail, s.employee.id, `${s.employee.firstName} ${s.employee.lastName}`, s.employee.lastName!];

describe('anonymity sweep', () => {
  it('covers every leader route', () => {
    const leaderRoutes = t.routes.filter((r) => r.access === 'leader').map((r) => r.url);
    const covered = new Set(Object.keys(calls()).map((k) => k.split(' ')[0]));
    expect(leaderRoutes.sort()).toEqual([...covered].sort());
  });

  it('no leader-facing answer or export, and no e-mail to anyone but the author, names the author before a reveal', async () => {
    const answers: string[] = [];
    for (const [route, call] of Object.entries(calls())) {
      const answer = JSON.stringify(await call());
      expect(answer, route).not.toContain('"status":"ERROR"');
      if (!DIRECTORY_ROUTES.has(route)) {
        answers.push(answer);
        continue;
      }
      for (const id of ids) expect(answer, route).not.toContain(id);
      expect(answer, route).not.toContain('first-aider');
    }
    answers.push(JSON.stringify(await post(t, '/findSubmissions', { filter: { organizationId: s.org.id } }, leader)));
    const mails = await t.db.select().from(outbox).where(eq(outbox.organizationId, s.org.id)).orderBy(desc(outbox.createdAt));
    for (const m of mails.filter((m) => m.to !== s.employee.businessEmail)) answers.push(`${m.subject} ${m.text}`);
    // The author's own notice says nothing about which insight.
    for (const m of mails.filter((m) => m.to === s.employee.businessEmail)) {
      for (const id of ids) expect(m.text).not.toContain(id);
      expect(m.text).not.toContain('first-aider');
    }
    for (const text of answers) for (const secret of secrets()) expect(text).not.toContain(secret);
  });

  it('no log line names the author before a reveal, mail delivery included', async () => {
    // Deliver the outbox the way a server without SMTP does: its transport logs each mail.
    const delivered = await createDispatcher(t.db, createTransport(undefined, 'voyce@example.com', t.log), t.log).drain();
    expect(delivered).toBeGreaterThan(0);
    const requests = logLines.filter((l) => l.includes('"msg":"request"'));
    expect(requests.length).toBeGreaterThan(100);
    const leaks = logLines.filter((line) => secrets().some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
    console.info(`anonymity sweep: ${logLines.length} log lines checked (${requests.length} request lines, ${delivered} mails delivered)`);
  });

  it('after an accepted reveal, only that insight carries the identity', async () => {
    const employee = await login(t, s.employee.businessEmail);
    await post(t, '/employee/respondToUnmaskRequest', { submissionId: ids[1], accept: true }, employee);
    const res = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id } }, leader);
    for (const e of res.body.data.entities as { id: string; userEmail: string | null }[]) {
      expect(e.userEmail).toBe(e.id === ids[1] ? s.employee.businessEmail : null);
    }
    const groups = JSON.stringify(await post(t, '/findSubmissionGroups', { filter: { organizationId: s.org.id, status: 'all' } }, leader));
    expect(groups).not.toContain(s.employee.businessEmail);
    // The topic export now carries the identity, on the revealed insight's row only.
    const { file } = await withFile(await post(t, '/exportInsightsDetails', { filter: { organizationId: s.org.id, topicId } }, leader));
    const lines = file!.split('\r\n').filter((l) => l.includes(s.employee.businessEmail));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('first-aider');
    // So does the submissions report, on that row only.
    const report = await withFile(
      await post(t, '/generateReport', { organizationId: s.org.id, reportOptions: { reportType: 'submissions', filter: {} } }, leader),
    );
    const reportLines = report.file!.split('\r\n').filter((l) => l.includes(s.employee.businessEmail));
    expect(reportLines).toHaveLength(1);
    expect(reportLines[0]).toContain('first-aider');
    // E-mails never do, even after a reveal.
    await post(
      t,
      '/sendSubmissionToLeadershipTeamMember',
      { filter: { organizationId: s.org.id, ids: [ids[1]] }, response: 'Revealed one.', emails: ['after-reveal@example.com'] },
      leader,
    );
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'after-reveal@example.com'));
    for (const secret of secrets()) expect(`${mail!.subject} ${mail!.text}`).not.toContain(secret);
    // The audit log never does, even after the author answered a reveal: read the table itself,
    // then the leader's view and export of it.
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.organizationId, s.org.id));
    const answered = rows.filter((r) => r.action === 'reveal.answered');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ actorId: null, actorName: 'employee (anonymous)', targetId: ids[1] });
    const seen = [
      JSON.stringify(rows),
      JSON.stringify(await post(t, '/findAuditLog', { filter: { organizationId: s.org.id }, pageSize: 200 }, leader)),
      (await withFile(await post(t, '/exportAuditLog', { filter: { organizationId: s.org.id } }, leader))).file!,
    ];
    for (const text of seen) for (const secret of secrets()) expect(text).not.toContain(secret);
  });
});
