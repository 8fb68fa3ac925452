import { uploadCsv, userIdOf } from './users-fixtures.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { login, post } from './fixtures.ts';
import { auditLog, memberships, outbox, users } from '../src/db/schema/index.ts';
import { FULL_PERMISSIONS } from '@voyce/contracts/roles';
import { createDispatcher } from '../src/mail/dispatcher.ts';
import { createTransport } from '../src/mail/transport.ts';
import { oneEmployeeWarehouse, sendWarehouseReachout, useTestOrg } from './org-fixture.ts';
import { IDP_ENTRY_POINT, IDP_ISSUER } from './saml-idp-fixture.ts';
import { IDP } from './saml-test-keys.ts';

/**
 * Walks every leader route (read from the server's own route table, so a new route without a
 * call here fails this test) and checks that no answer, no exported file and no e-mail carries
 * the author's name, e-mail or id before a reveal is accepted; after it, only that one insight
 * does.
 */
let ids: string[];
let topicId: string;
/** The insight '/moveSubmission' moves, which '/mergeTopics' then merges back. */
let moved: string;
let reachoutId: string;

/** Every line the server logs during the suite (pino's destination). */
const logLines: string[] = [];
const fx = useTestOrg({ app: { logDestination: { write: (line) => void logLines.push(line) } }, structure: true });

beforeAll(async () => {
  // The fixtures give everyone the last name 'Tester'; leaders' names rightly appear in
  // answers (replies, activity), so the author gets a name of their own.
  fx.s.employee.lastName = 'Quillfeather';
  await fx.t.db.update(users).set({ lastName: fx.s.employee.lastName }).where(eq(users.id, fx.s.employee.id));
  ids = [];
  for (const body of [
    'He threatened to hurt me in the Warehouse car park after the shift.',
    'The Warehouse night shift needs a second first-aider.',
  ]) {
    ids.push((await post(fx.t, '/employee/submitInsight', { body }, fx.employee)).body.data.id);
  }
  topicId = (await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, id: ids[1] } }, fx.leader)).body.data.entities[0]
    .topicId;
  // A reach-out the author answers: its figures, summary, exports and share must not name them.
  // A one-person reach-out for this sweep's other checks; the group rule has its own tests.
  await oneEmployeeWarehouse(fx);
  const sent = await sendWarehouseReachout(fx, 'How is the new rota working?');
  reachoutId = sent.body.data.reachout.id;
  await post(fx.t, '/employee/respondToReachout', { reachoutId, body: 'The rota leaves the Warehouse short on Fridays.' }, fx.employee);
});

/** An answer with the file behind its signed URL (exports), so the file is swept too. */
async function withFile(res: Awaited<ReturnType<typeof post>>) {
  const url: string | undefined = res.body.data?.data?.url ?? res.body.data?.url ?? res.body.data?.signedUrl;
  return { res, file: url ? (await fx.t.app.inject({ method: 'GET', url })).body : null };
}

/**
 * Directories of the organisation's people (pickers): they list every member, the author
 * among them, by design. What they must never do is tie a person to an insight.
 */
// The users list names every member (user management), never tying one to an insight.
const DIRECTORY_ROUTES = new Set([
  '/findOrganizationMembers',
  '/findDelegateEmails',
  '/user-management/list',
  '/searchMembers',
  '/user-management/changeRole',
]);

/** One real call per leader route. */
const calls = (): Record<string, () => Promise<unknown>> => {
  const org = fx.s.org.id;
  const filter = { organizationId: org };
  return {
    '/findSubmissions': () => post(fx.t, '/findSubmissions', { filter: { organizationId: org } }, fx.leader),
    '/findSubmissionGroups': () => post(fx.t, '/findSubmissionGroups', { filter: { organizationId: org, status: 'all' } }, fx.leader),
    '/replySubmission': () =>
      post(fx.t, '/replySubmission', { filter: { organizationId: org, ids: [ids[1]] }, response: 'Thanks, noted.' }, fx.leader),
    '/unmaskSubmissionRequest': () =>
      post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: org }, submissionId: ids[1] }, fx.leader),
    '/generateSubmissionResponse': () => post(fx.t, '/generateSubmissionResponse', { organizationId: org, submissionIds: ids }, fx.leader),
    '/generateInsightsAISummary': () => post(fx.t, '/generateInsightsAISummary', { organizationId: org, topicId }, fx.leader),
    '/pinTopic': () => post(fx.t, '/pinTopic', { topicId, pinned: true }, fx.leader),
    // Leaders' topic corrections: an insight of the author's moved to a new topic, that topic merged back.
    '/renameTopic': () => post(fx.t, '/renameTopic', { organizationId: org, topicId, title: 'First-aid cover at night' }, fx.leader),
    '/findSimilarTopics': () => post(fx.t, '/findSimilarTopics', { organizationId: org, topicId }, fx.leader),
    '/findSimilarTopicPairs': () => post(fx.t, '/findSimilarTopicPairs', { organizationId: org }, fx.leader),
    '/moveSubmission': async () => {
      const body = 'The Warehouse night shift needs a defibrillator nearer the loading bays.';
      moved = (await post(fx.t, '/employee/submitInsight', { body }, fx.employee)).body.data.id;
      return post(fx.t, '/moveSubmission', { organizationId: org, submissionId: moved, newTopicTitle: 'Defibrillator access' }, fx.leader);
    },
    '/mergeTopics': async () => {
      const source = (await post(fx.t, '/findSubmissions', { filter: { organizationId: org, id: moved } }, fx.leader)).body.data.entities[0]
        .topicId;
      return post(fx.t, '/mergeTopics', { organizationId: org, targetTopicId: topicId, sourceTopicId: source }, fx.leader);
    },
    '/fetchSubmissionsChartData': () =>
      post(fx.t, '/fetchSubmissionsChartData', { filter: { ...filter, groupType: 'departmentTopic' } }, fx.leader),
    '/findSubmissionMessages': () => post(fx.t, '/findSubmissionMessages', { filter: { ...filter, submissionId: ids[1] } }, fx.leader),
    '/findSubmissionActivity': () => post(fx.t, '/findSubmissionActivity', { filter: { ...filter, submissionId: ids[1] } }, fx.leader),
    '/markAsWin': () => post(fx.t, '/markAsWin', { filter: { ...filter, ids } }, fx.leader),
    '/rateSubmission': () => post(fx.t, '/rateSubmission', { filter, submissionId: ids[0], rating: 'thumbsUp' }, fx.leader),
    '/closeSubmissions': () => post(fx.t, '/closeSubmissions', { filter: { ...filter, ids } }, fx.leader),
    '/reopenSubmissions': () => post(fx.t, '/reopenSubmissions', { filter: { ...filter, ids } }, fx.leader),
    '/sendSubmissionToLeadershipTeamMember': () =>
      post(
        fx.t,
        '/sendSubmissionToLeadershipTeamMember',
        {
          filter: { ...filter, ids },
          response: 'Please look at these.',
          emails: ['outside@example.com'],
          leadershipTeamMemberIds: [fx.st.contact.id],
        },
        fx.leader,
      ),
    '/findDelegateEmails': () => post(fx.t, '/findDelegateEmails', { filter: { ...filter, search: '' } }, fx.leader),
    '/generateDelegationMessage': () =>
      post(fx.t, '/generateDelegationMessage', { organizationId: org, submissionId: ids[0], prompt: '' }, fx.leader),
    '/findLeadershipTeamMembers': () => post(fx.t, '/findLeadershipTeamMembers', { filter }, fx.leader),
    '/findOrganizationMembers': () => post(fx.t, '/findOrganizationMembers', { filter }, fx.leader),
    '/findOrganizations': () => post(fx.t, '/findOrganizations', { filter }, fx.leader),
    '/exportInsightsDetails': async () =>
      withFile(await post(fx.t, '/exportInsightsDetails', { filter: { ...filter, topicId } }, fx.leader)),
    '/findSubmissionGroups (csv)': async () =>
      withFile(await post(fx.t, '/findSubmissionGroups', { filter: { ...filter, status: 'all' }, format: 'csv' }, fx.leader)),
    '/shareDetails': () =>
      post(fx.t, '/shareDetails', { type: 'topic', id: topicId, organizationId: org, emails: [fx.s.admin.businessEmail] }, fx.leader),
    '/sendParticipationMessage': () =>
      post(
        fx.t,
        '/sendParticipationMessage',
        { organizationId: org, message: 'Anything blocking you?', departmentIds: [fx.st.warehouse.id], sendAs: 'organization' },
        fx.leader,
      ),
    '/countReachoutAudience': () =>
      post(fx.t, '/countReachoutAudience', { organizationId: org, departmentIds: [fx.st.warehouse.id] }, fx.leader),
    '/findReachouts': () => post(fx.t, '/findReachouts', { filter }, fx.leader),
    '/findReachout': () => post(fx.t, '/findReachout', { id: reachoutId, organizationId: org }, fx.leader),
    '/generateReachoutSummary': () => post(fx.t, '/generateReachoutSummary', { reachoutId, organizationId: org }, fx.leader),
    '/updateReachout': () => post(fx.t, '/updateReachout', { id: reachoutId, organizationId: org, status: 'Closed' }, fx.leader),
    '/generateParticipationMessage': () =>
      post(
        fx.t,
        '/generateParticipationMessage',
        { organizationId: org, prompt: 'How is the rota?', userObjective: 'Fix Fridays' },
        fx.leader,
      ),
    '/exportReachouts': async () => withFile(await post(fx.t, '/exportReachouts', { filter }, fx.leader)),
    '/exportReachoutDetails': async () =>
      withFile(await post(fx.t, '/exportReachoutDetails', { filter: { ...filter, id: reachoutId } }, fx.leader)),
    '/shareDetails (reachout)': () =>
      post(fx.t, '/shareDetails', { type: 'reachout', id: reachoutId, organizationId: org, emails: [fx.s.admin.businessEmail] }, fx.leader),
    '/fetchDepartments': () => post(fx.t, '/fetchDepartments', { organizationId: org }, fx.leader),
    '/fetchDashboardSummary': () =>
      post(fx.t, '/fetchDashboardSummary', { filter: { ...filter, status: 'all', timespan: 'all_time' } }, fx.leader),
    '/fetchDashboardTrends': () =>
      post(fx.t, '/fetchDashboardTrends', { filter: { ...filter, status: 'all', timespan: 'all_time' } }, fx.leader),
    '/fetchTopicSparklines': () => post(fx.t, '/fetchTopicSparklines', { organizationId: org, topicIds: [topicId] }, fx.leader),
    ...settingsCalls(org),
    ...reportCalls(org),
    // Last, so the log holds a row of every action above.
    '/findAuditLog': () => post(fx.t, '/findAuditLog', { filter, pageSize: 200 }, fx.leader),
    // Single sign-on (SAML: starting a test sign-in needs no provider on the network) and SCIM tokens.
    '/identity/updateSettings': () =>
      post(
        fx.t,
        '/identity/updateSettings',
        {
          organizationId: org,
          protocol: 'saml',
          enabled: true,
          requireSso: false,
          jitMembership: false,
          allowedDomains: ['example.com'],
          saml: { entryPoint: IDP_ENTRY_POINT, idpIssuer: IDP_ISSUER, certificates: [IDP.cert] },
        },
        fx.leader,
      ),
    '/identity/findSettings': () => post(fx.t, '/identity/findSettings', { organizationId: org }, fx.leader),
    '/identity/testSignIn': () => post(fx.t, '/identity/testSignIn', { organizationId: org }, fx.leader),
    '/identity/createScimToken': () => post(fx.t, '/identity/createScimToken', { organizationId: org, label: 'Sweep' }, fx.leader),
    '/identity/revokeScimToken': async () => {
      const made = await post(fx.t, '/identity/createScimToken', { organizationId: org, label: 'Sweep revoked' }, fx.leader);
      const id = made.body.data.entity.id as string;
      return post(fx.t, '/identity/revokeScimToken', { organizationId: org, id }, fx.leader);
    },
    '/exportAuditLog': async () => withFile(await post(fx.t, '/exportAuditLog', { filter }, fx.leader)),
  };
};

/** Reports and subscriptions: every report type over the whole allowed range; the files are swept too. */
const reportCalls = (org: string): Record<string, () => Promise<unknown>> => {
  const range = { timespan: 'custom_range', startDate: '2024-01-01', endDate: new Date().toISOString().slice(0, 10) };
  const report = async (reportOptions: object) =>
    withFile(await post(fx.t, '/generateReport', { organizationId: org, reportOptions }, fx.leader));
  const preview = (reportOptions: object) => post(fx.t, '/previewReport', { organizationId: org, reportOptions }, fx.leader);
  return {
    '/generateReport': () => report({ reportType: 'wins', ...range }),
    '/generateReport (reachoutSummary)': () => report({ reportType: 'reachoutSummary', ...range }),
    '/generateReport (topicSummary)': () => report({ reportType: 'topicSummary', ...range }),
    '/generateReport (submissions)': () => report({ reportType: 'submissions', filter: { status: 'all' } }),
    '/previewReport': () => preview({ reportType: 'wins', ...range }),
    '/previewReport (reachoutSummary)': () => preview({ reportType: 'reachoutSummary', ...range }),
    '/previewReport (topicSummary)': () => preview({ reportType: 'topicSummary', ...range }),
    '/previewReport (submissions)': () => preview({ reportType: 'submissions', filter: { status: 'all' } }),
    '/findRecentReports': () => post(fx.t, '/findRecentReports', { organizationId: org }, fx.leader),
    '/account/details': () =>
      fx.t.app
        .inject({ method: 'GET', url: `/api/account/details?id=${org}`, headers: { authorization: `Bearer ${fx.leader}` } })
        .then((r) => r.json()),
    '/invoice/details': () => post(fx.t, '/invoice/details', { accountId: org, organizationId: org }, fx.leader),
    '/leaderDigest/findMine': () => post(fx.t, '/leaderDigest/findMine', {}, fx.leader),
    '/leaderDigest/setMine': () => post(fx.t, '/leaderDigest/setMine', { on: true }, fx.leader),
  };
};

/** Setup and settings: one real call each; updates and deletes act on a fresh row. */
const settingsCalls = (org: string): Record<string, () => Promise<unknown>> => {
  const created = async (url: string, body: object) => (await post(fx.t, url, body, fx.leader)).body.data.entity.id as string;
  const patch = async (url: string, body: object) =>
    fx.t.app
      .inject({ method: 'PATCH', url: `/api${url}`, payload: body, headers: { authorization: `Bearer ${fx.leader}` } })
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
    departmentIds: [fx.st.warehouse.id],
  });
  const department = () => ({ ...tag('dept'), departmentClassificationId: fx.st.classification.id });
  const location = () => ({
    organizationId: org,
    name: tag('loc').name,
    country: 'US',
    state: 'California',
    timezone: 'America/Los_Angeles',
  });
  return {
    '/massInvite': () =>
      post(fx.t, '/massInvite', [{ role: 'employee', businessEmail: 'sweep-invitee@example.com', organizationId: org }], fx.leader),
    '/findOrganizationProfile': () => post(fx.t, '/findOrganizationProfile', { filter: { organizationId: org } }, fx.leader),
    '/updateOrganizationProfile': () =>
      post(fx.t, '/updateOrganizationProfile', { entity: { id: org, aboutUs: 'We run warehouses.' } }, fx.leader),
    '/updateOrganization': () => post(fx.t, '/updateOrganization', { entity: { id: org, name: fx.s.org.name } }, fx.leader),
    '/completeSetup': () => post(fx.t, '/completeSetup', { organizationId: org }, fx.leader),
    '/findPhrases': () => post(fx.t, '/findPhrases', { filter: { organizationId: org } }, fx.leader),
    '/replacePhrases': () =>
      post(
        fx.t,
        '/replacePhrases',
        { organizationId: org, phrases: [{ name: 'safety', polarity: 'positive', organizationId: org }] },
        fx.leader,
      ),
    '/findAlertPhrases': () => post(fx.t, '/findAlertPhrases', { filter: { organizationId: org } }, fx.leader),
    '/createAlertPhrase': () =>
      post(
        fx.t,
        '/createAlertPhrase',
        { entity: { organizationId: org, phrase: `sweep ${Math.random().toString(36).slice(2, 8)}`, kind: 'crime' } },
        fx.leader,
      ),
    '/deleteAlertPhrase': async () => {
      const entity = { organizationId: org, phrase: `sweep ${Math.random().toString(36).slice(2, 8)}`, kind: 'threat' };
      const id = await created('/createAlertPhrase', { entity });
      return post(fx.t, '/deleteAlertPhrase', { filter: { organizationId: org, id } }, fx.leader);
    },
    '/createLeadershipTeamMember': () => post(fx.t, '/createLeadershipTeamMember', { entity: leaderRow() }, fx.leader),
    '/updateLeadershipTeamMember': async () => {
      const id = await created('/createLeadershipTeamMember', { entity: leaderRow() });
      // No kind ticked: the address is not a leader who may view insights.
      return post(fx.t, '/updateLeadershipTeamMember', { entity: { ...leaderRow(), id, name: 'Sweep Lead Renamed' } }, fx.leader);
    },
    '/deleteLeadershipTeamMember': async () => {
      const id = await created('/createLeadershipTeamMember', { entity: leaderRow() });
      return post(fx.t, '/deleteLeadershipTeamMember', { filter: { organizationId: org, id } }, fx.leader);
    },
    '/fetchDepartments': () => post(fx.t, '/fetchDepartments', { organizationId: org }, fx.leader),
    '/findDepartmentClassifications': () => post(fx.t, '/findDepartmentClassifications', { filter: { organizationId: org } }, fx.leader),
    '/createDepartment': () => post(fx.t, '/createDepartment', department(), fx.leader),
    '/updateDepartment': async () => patch('/updateDepartment', { ...department(), id: await created('/createDepartment', department()) }),
    '/fetchDivisions': () => post(fx.t, '/fetchDivisions', { organizationId: org }, fx.leader),
    '/createDivision': () => post(fx.t, '/createDivision', tag('div'), fx.leader),
    '/updateDivision': async () => patch('/updateDivision', { ...tag('div'), id: await created('/createDivision', tag('div')) }),
    '/fetchDesignations': () => post(fx.t, '/fetchDesignations', { organizationId: org }, fx.leader),
    '/createDesignation': () => post(fx.t, '/createDesignation', tag('des'), fx.leader),
    '/updateDesignation': async () => patch('/updateDesignation', { ...tag('des'), id: await created('/createDesignation', tag('des')) }),
    '/findBusinessEntity': () => post(fx.t, '/findBusinessEntity', { filter: { organizationId: org } }, fx.leader),
    '/createBusinessEntity': () => post(fx.t, '/createBusinessEntity', tag('bu'), fx.leader),
    '/updateBusinessEntity': async () =>
      patch('/updateBusinessEntity', { ...tag('bu'), id: await created('/createBusinessEntity', tag('bu')) }),
    '/deactivateBusinessEntity': async () =>
      post(
        fx.t,
        '/deactivateBusinessEntity',
        { organizationId: org, id: await created('/createBusinessEntity', tag('bu')), is_active: false },
        fx.leader,
      ),
    '/fetchLocations': () => post(fx.t, '/fetchLocations', { organizationId: org }, fx.leader),
    '/createLocation': () => post(fx.t, '/createLocation', location(), fx.leader),
    '/updateLocation': async () => patch('/updateLocation', { ...location(), id: await created('/createLocation', location()) }),
    '/findCountries': () => post(fx.t, '/findCountries', {}, fx.leader),
    '/findStates': () => post(fx.t, '/findStates', { countryCode: 'US' }, fx.leader),
    '/findTimeZones': () => post(fx.t, '/findTimeZones', {}, fx.leader),
    '/findRoles': () => post(fx.t, '/findRoles', { filter: { organizationId: org } }, fx.leader),
    '/createRole': () => post(fx.t, '/createRole', role(), fx.leader),
    '/updateRole': async () => {
      const id = await created('/createRole', role());
      return patch('/updateRole', { ...role(), id });
    },
    '/deleteRole': async () => post(fx.t, '/deleteRole', { organizationId: org, id: await created('/createRole', role()) }, fx.leader),
    '/assignRole': async () => {
      // To another admin: nobody changes their own role.
      const [peer] = await fx.t.db
        .insert(users)
        .values({ businessEmail: 'sweep-peer@example.com', firstName: 'Peer', lastName: 'Admin' })
        .returning();
      await fx.t.db.insert(memberships).values({ organizationId: org, userId: peer!.id, role: 'admin', inviteStatus: 'accepted' });
      return post(fx.t, '/assignRole', { organizationId: org, userId: peer!.id, roleId: null }, fx.leader);
    },
    // Users management, in order: invite, add, update, deactivate, delete the invite.
    '/invite': () => post(fx.t, '/invite', { businessEmail: 'sweep-user@example.com', organizationId: org, role: 'employee' }, fx.leader),
    '/checkUserRegistrationStatus': () =>
      post(fx.t, '/checkUserRegistrationStatus', { email: 'sweep-user@example.com', organizationId: org, role: 'employee' }, fx.leader),
    '/user-management/addMyvoyceUser': () =>
      post(fx.t, '/user-management/addMyvoyceUser', { organizationId: org, users: [sweepUser('sweep-add@example.com')] }, fx.leader),
    '/user-management/addBlyndspotUsers': () =>
      post(fx.t, '/user-management/addBlyndspotUsers', { organizationId: org, users: [sweepUser('sweep-admin@example.com')] }, fx.leader),
    '/user-management/bulkUpdateUserDetails': () =>
      post(
        fx.t,
        '/user-management/bulkUpdateUserDetails',
        {
          organizationId: org,
          role: 'EMPLOYEE',
          identifier: 'email',
          users: [{ businessEmail: 'sweep-add@example.com', lastName: 'Sweeper' }],
          confirm: true,
        },
        fx.leader,
      ),
    '/user-management/update': async () =>
      post(
        fx.t,
        '/user-management/update',
        {
          organizationId: org,
          userId: await userIdOf(fx.t, 'sweep-add@example.com'),
          departmentIds: [fx.st.sales.id],
          user: { firstName: 'Sweep', lastName: 'Added', businessEmail: 'sweep-add@example.com' },
        },
        fx.leader,
      ),
    '/user-management/deactivate': async () =>
      post(
        fx.t,
        '/user-management/deactivate',
        { organizationId: org, userId: await userIdOf(fx.t, 'sweep-add@example.com'), disabled: true },
        fx.leader,
      ),
    '/user-management/deleteUser': () =>
      post(fx.t, '/user-management/deleteUser', { organizationId: org, businessEmail: 'sweep-user@example.com' }, fx.leader),
    '/user-management/list': () => post(fx.t, '/user-management/list', { organizationId: org, role: 'EMPLOYEE' }, fx.leader),
    '/searchMembers': () => post(fx.t, '/searchMembers', { organizationId: org, query: 'e', page: 1, pageSize: 50 }, fx.leader),
    // No change (the employee stays one): the other samples still need them.
    '/user-management/changeRole': () =>
      post(fx.t, '/user-management/changeRole', { organizationId: org, userIds: [fx.s.employee.id], roleId: 'employee' }, fx.leader),
    '/user-management/processUsersDatacsv': () =>
      uploadCsv(fx.t, fx.leader, { organizationId: org }, [
        { name: 'u.csv', content: 'First Name,Last Name,Business Email\r\nSweep,Csv,sweep-csv@example.com\r\n' },
      ]),
  };
};

const secrets = () => [
  fx.s.employee.businessEmail,
  fx.s.employee.id,
  `${fx.s.employee.firstName} ${fx.s.employee.lastName}`,
  fx.s.employee.lastName!,
];

describe('anonymity sweep', () => {
  it('covers every leader route', () => {
    const leaderRoutes = fx.t.routes.filter((r) => r.access === 'leader').map((r) => r.url);
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
    answers.push(JSON.stringify(await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }, fx.leader)));
    const mails = await fx.t.db.select().from(outbox).where(eq(outbox.organizationId, fx.s.org.id)).orderBy(desc(outbox.createdAt));
    for (const m of mails.filter((m) => m.to !== fx.s.employee.businessEmail)) answers.push(`${m.subject} ${m.text}`);
    // The author's own notice says nothing about which insight.
    for (const m of mails.filter((m) => m.to === fx.s.employee.businessEmail)) {
      for (const id of ids) expect(m.text).not.toContain(id);
      expect(m.text).not.toContain('first-aider');
    }
    for (const text of answers) for (const secret of secrets()) expect(text).not.toContain(secret);
  });

  it('no log line names the author before a reveal, mail delivery included', async () => {
    // Deliver the outbox the way a server without SMTP does: its transport logs each mail.
    const delivered = await createDispatcher(fx.t.db, createTransport(undefined, 'voyce@example.com', fx.t.log), fx.t.log).drain();
    expect(delivered).toBeGreaterThan(0);
    const requests = logLines.filter((l) => l.includes('"msg":"request"'));
    expect(requests.length).toBeGreaterThan(100);
    const leaks = logLines.filter((line) => secrets().some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
    console.info(`anonymity sweep: ${logLines.length} log lines checked (${requests.length} request lines, ${delivered} mails delivered)`);
  });

  it('after an accepted reveal, only that insight carries the identity', async () => {
    const employee = await login(fx.t, fx.s.employee.businessEmail);
    await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: ids[1], accept: true }, employee);
    const res = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    for (const e of res.body.data.entities as { id: string; userEmail: string | null }[]) {
      expect(e.userEmail).toBe(e.id === ids[1] ? fx.s.employee.businessEmail : null);
    }
    const groups = JSON.stringify(
      await post(fx.t, '/findSubmissionGroups', { filter: { organizationId: fx.s.org.id, status: 'all' } }, fx.leader),
    );
    expect(groups).not.toContain(fx.s.employee.businessEmail);
    // The topic export now carries the identity, on the revealed insight's row only.
    const { file } = await withFile(
      await post(fx.t, '/exportInsightsDetails', { filter: { organizationId: fx.s.org.id, topicId } }, fx.leader),
    );
    const lines = file!.split('\r\n').filter((l) => l.includes(fx.s.employee.businessEmail));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('first-aider');
    // So does the submissions report, on that row only.
    const report = await withFile(
      await post(
        fx.t,
        '/generateReport',
        { organizationId: fx.s.org.id, reportOptions: { reportType: 'submissions', filter: {} } },
        fx.leader,
      ),
    );
    const reportLines = report.file!.split('\r\n').filter((l) => l.includes(fx.s.employee.businessEmail));
    expect(reportLines).toHaveLength(1);
    expect(reportLines[0]).toContain('first-aider');
    // E-mails never do, even after a reveal.
    await post(
      fx.t,
      '/sendSubmissionToLeadershipTeamMember',
      { filter: { organizationId: fx.s.org.id, ids: [ids[1]] }, response: 'Revealed one.', emails: ['after-reveal@example.com'] },
      fx.leader,
    );
    const [mail] = await fx.t.db.select().from(outbox).where(eq(outbox.to, 'after-reveal@example.com'));
    for (const secret of secrets()) expect(`${mail!.subject} ${mail!.text}`).not.toContain(secret);
    // The audit log never does, even after the author answered a reveal: read the table itself,
    // then the leader's view and export of it.
    const rows = await fx.t.db.select().from(auditLog).where(eq(auditLog.organizationId, fx.s.org.id));
    const answered = rows.filter((r) => r.action === 'reveal.answered');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ actorId: null, actorName: 'employee (anonymous)', targetId: ids[1] });
    const seen = [
      JSON.stringify(rows),
      JSON.stringify(await post(fx.t, '/findAuditLog', { filter: { organizationId: fx.s.org.id }, pageSize: 200 }, fx.leader)),
      (await withFile(await post(fx.t, '/exportAuditLog', { filter: { organizationId: fx.s.org.id } }, fx.leader))).file!,
    ];
    for (const text of seen) for (const secret of secrets()) expect(text).not.toContain(secret);
  });
});
