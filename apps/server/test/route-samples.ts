import { FULL_PERMISSIONS } from '@voyce/contracts/roles';
import { randomBytes } from 'node:crypto';
import type { RouteDef } from '../src/http/routes.ts';
import { memberDepartments } from '../src/db/schema/index.ts';
import { ESTABLISHED, login, PASSWORD, post, seedOrg, seedStructure, setMinGroupSize } from './fixtures.ts';
import type { TestApp } from './test-app.ts';
import { multipartBody } from './users-fixtures.ts';

/**
 * One valid request per authorised route, built from an organisation's own objects (a
 * "world"). The security sweep sends organisation B's requests with organisation A's token;
 * the bad-input test mutates them. Keyed by the route table's url: a route without a sample
 * fails both tests, naming it.
 */
export type World = Awaited<ReturnType<typeof seedWorld>>;

/** An organisation with structure, two insights (one with a reveal request) and a reach-out to its employee. */
export async function seedWorld(t: TestApp, label: string) {
  const s = await seedOrg(t.db, label);
  const structure = await seedStructure(t.db, s.org.id);
  const leader = await login(t, s.admin.businessEmail);
  const employee = await login(t, s.employee.businessEmail);
  const ids: string[] = [];
  for (const body of [
    `Secret ${label}: the ${label} car park is unlit at night.`,
    `Secret ${label}: the ${label} shift needs a first-aider.`,
  ]) {
    ids.push((await post(t, '/employee/submitInsight', { body }, employee)).body.data.id);
  }
  const found = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, id: ids[1] } }, leader);
  const topicId: string = found.body.data.entities[0].topicId;
  await post(t, '/unmaskSubmissionRequest', { filter: { organizationId: s.org.id }, submissionId: ids[1] }, leader);
  // A one-person reach-out for this sweep's other checks; the group rule has its own tests.
  await setMinGroupSize(t.db, s.org.id, 1);
  await t.db
    .insert(memberDepartments)
    .values({ organizationId: s.org.id, userId: s.employee.id, departmentId: structure.warehouse.id, placedAt: ESTABLISHED });
  const sent = await post(
    t,
    '/sendParticipationMessage',
    { organizationId: s.org.id, message: `How is the ${label} rota?`, departmentIds: [structure.warehouse.id], sendAs: 'myself' },
    leader,
  );
  const reachoutId: string = sent.body.data.reachout.id;
  // The organisation's SCIM client's token (its calls' credential).
  const scimToken: string = (await post(t, '/identity/createScimToken', { organizationId: s.org.id, label: `SCIM ${label}` }, leader)).body
    .data.token;
  return { t, s, structure, leader, employee, ids, topicId, reachoutId, label, scimToken };
}

/** A multipart upload, for the one route that takes files. */
export class Multipart {
  readonly fields: Record<string, string>;
  readonly files: { name: string; content: string }[];
  constructor(fields: Record<string, string>, files: { name: string; content: string }[]) {
    this.fields = fields;
    this.files = files;
  }
}

/** Sends a sample (JSON body, querystring for GET, or a Multipart) to a route. */
export async function send(t: TestApp, def: Pick<RouteDef, 'method' | 'url'>, sample: unknown, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const url = `/api${def.url}`;
  let res;
  if (sample instanceof Multipart) {
    const m = multipartBody(sample.fields, sample.files);
    res = await t.app.inject({ method: def.method, url, payload: m.payload, headers: { ...headers, 'content-type': m.contentType } });
  } else if (def.method === 'GET' || def.method === 'DELETE') {
    res = await t.app.inject({ method: def.method, url, query: sample as Record<string, string>, headers });
  } else {
    // Serialised here: the injector's own serialiser overflows on deeply nested variants.
    const payload = JSON.stringify(sample) ?? '';
    res = await t.app.inject({ method: def.method, url, payload, headers: { ...headers, 'content-type': 'application/json' } });
  }
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, raw: res.body };
}

const rnd = () => randomBytes(3).toString('hex');

/** Creates a row through the API and answers its id (updates and deletes act on a fresh row). */
async function created(w: World, url: string, body: object): Promise<string> {
  const res = await post(w.t, url, body, w.leader);
  if (res.status !== 200) throw new Error(`${url} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.entity.id as string;
}

type Sample = (w: World) => unknown;

const leaderSamples: Record<string, Sample> = {
  // Insights and topics
  '/findSubmissions': (w) => ({ filter: { organizationId: w.s.org.id, id: w.ids[0] } }),
  '/findSubmissionGroups': (w) => ({ filter: { organizationId: w.s.org.id, status: 'all', topicId: w.topicId } }),
  '/replySubmission': (w) => ({ filter: { organizationId: w.s.org.id, ids: [w.ids[0]] }, response: 'Thanks, noted.' }),
  '/unmaskSubmissionRequest': (w) => ({ filter: { organizationId: w.s.org.id }, submissionId: w.ids[0] }),
  '/generateSubmissionResponse': (w) => ({ organizationId: w.s.org.id, submissionIds: w.ids }),
  '/generateInsightsAISummary': (w) => ({ organizationId: w.s.org.id, topicId: w.topicId }),
  '/pinTopic': (w) => ({ topicId: w.topicId, pinned: true }),
  '/renameTopic': (w) => ({ topicId: w.topicId, title: `Renamed ${w.label}` }),
  '/mergeTopics': async (w) => ({ targetTopicId: w.topicId, sourceTopicId: await topicOf(w, w.ids[0]!) }),
  '/moveSubmission': (w) => ({ submissionId: w.ids[0], newTopicTitle: `Moved ${w.label}` }),
  '/findSimilarTopics': (w) => ({ topicId: w.topicId }),
  '/findSimilarTopicPairs': (w) => ({ organizationId: w.s.org.id }),
  '/fetchSubmissionsChartData': (w) => ({ filter: { organizationId: w.s.org.id, groupType: 'departmentTopic' } }),
  '/findSubmissionMessages': (w) => ({ filter: { organizationId: w.s.org.id, submissionId: w.ids[0] } }),
  '/findSubmissionActivity': (w) => ({ filter: { organizationId: w.s.org.id, submissionId: w.ids[0] } }),
  '/markAsWin': (w) => ({ filter: { organizationId: w.s.org.id, ids: w.ids } }),
  '/rateSubmission': (w) => ({ filter: { organizationId: w.s.org.id }, submissionId: w.ids[0], rating: 'thumbsUp' }),
  '/closeSubmissions': (w) => ({ filter: { organizationId: w.s.org.id, ids: w.ids } }),
  '/reopenSubmissions': (w) => ({ filter: { organizationId: w.s.org.id, ids: w.ids } }),
  '/sendSubmissionToLeadershipTeamMember': (w) => ({
    filter: { organizationId: w.s.org.id, ids: w.ids },
    response: 'Please look at these.',
    emails: [`outside-${w.label}@example.com`],
    leadershipTeamMemberIds: [w.structure.contact.id],
  }),
  '/findDelegateEmails': (w) => ({ filter: { organizationId: w.s.org.id, search: '' } }),
  '/generateDelegationMessage': (w) => ({ organizationId: w.s.org.id, submissionId: w.ids[0], prompt: '' }),
  '/findLeadershipTeamMembers': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/findOrganizationMembers': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/findOrganizations': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/exportInsightsDetails': (w) => ({ filter: { organizationId: w.s.org.id, topicId: w.topicId } }),
  '/shareDetails': (w) => ({ type: 'topic', id: w.topicId, organizationId: w.s.org.id, emails: [w.s.admin.businessEmail] }),
  '/fetchDashboardSummary': (w) => ({ filter: { organizationId: w.s.org.id, status: 'all', timespan: 'all_time' } }),
  '/fetchDashboardTrends': (w) => ({ filter: { organizationId: w.s.org.id, status: 'all', timespan: 'last_60_days' } }),
  '/fetchTopicSparklines': (w) => ({ organizationId: w.s.org.id, topicIds: [w.topicId] }),
  // Reach-outs
  '/sendParticipationMessage': (w) => ({
    organizationId: w.s.org.id,
    message: 'Anything blocking you?',
    departmentIds: [w.structure.warehouse.id],
    sendAs: 'organization',
  }),
  '/countReachoutAudience': (w) => ({ organizationId: w.s.org.id, departmentIds: [w.structure.warehouse.id] }),
  '/findReachouts': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/findAuditLog': (w) => ({ filter: { organizationId: w.s.org.id }, page: 1, pageSize: 20 }),
  '/exportAuditLog': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/findReachout': (w) => ({ id: w.reachoutId, organizationId: w.s.org.id }),
  '/generateReachoutSummary': (w) => ({ reachoutId: w.reachoutId, organizationId: w.s.org.id }),
  '/updateReachout': (w) => ({ id: w.reachoutId, organizationId: w.s.org.id, status: 'Closed' }),
  '/generateParticipationMessage': (w) => ({ organizationId: w.s.org.id, prompt: 'How is the rota?', userObjective: 'Fix Fridays' }),
  '/exportReachouts': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/exportReachoutDetails': (w) => ({ filter: { organizationId: w.s.org.id, id: w.reachoutId } }),
  // Reports and billing
  '/generateReport': (w) => ({
    organizationId: w.s.org.id,
    reportOptions: { reportType: 'wins', timespan: 'custom_range', startDate: '2024-01-01', endDate: today() },
  }),
  '/previewReport': (w) => ({
    organizationId: w.s.org.id,
    reportOptions: { reportType: 'topicSummary', timespan: 'custom_range', startDate: '2024-01-01', endDate: today() },
  }),
  '/findRecentReports': (w) => ({ organizationId: w.s.org.id }),
  '/account/details': (w) => ({ id: w.s.org.id }),
  '/invoice/details': (w) => ({ accountId: w.s.org.id, organizationId: w.s.org.id }),
  // Identity (single sign-on and SCIM tokens)
  '/identity/findSettings': (w) => ({ organizationId: w.s.org.id }),
  '/identity/updateSettings': (w) => ({
    organizationId: w.s.org.id,
    protocol: 'oidc',
    enabled: false,
    requireSso: false,
    jitMembership: false,
    allowedDomains: ['example.com'],
    oidc: { issuer: 'https://idp.invalid', clientId: 'voyce', clientSecret: 'sample-secret', emailClaim: 'email' },
  }),
  '/identity/testSignIn': (w) => ({ organizationId: w.s.org.id }),
  '/identity/createScimToken': (w) => ({ organizationId: w.s.org.id, label: `Sample ${rnd()}` }),
  '/identity/revokeScimToken': async (w) => ({
    organizationId: w.s.org.id,
    id: await created(w, '/identity/createScimToken', { organizationId: w.s.org.id, label: `Sample ${rnd()}` }),
  }),
  // Setup and settings
  '/massInvite': (w) => [{ role: 'employee', businessEmail: `invitee-${w.label}@example.com`, organizationId: w.s.org.id }],
  '/findOrganizationProfile': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/updateOrganizationProfile': (w) => ({ entity: { id: w.s.org.id, aboutUs: 'We run warehouses.' } }),
  '/updateOrganization': (w) => ({ entity: { id: w.s.org.id, name: w.s.org.name } }),
  '/completeSetup': (w) => ({ organizationId: w.s.org.id }),
  '/findPhrases': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/replacePhrases': (w) => ({
    organizationId: w.s.org.id,
    phrases: [{ name: 'safety', polarity: 'positive', organizationId: w.s.org.id }],
  }),
  '/findAlertPhrases': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/createAlertPhrase': (w) => ({
    entity: { organizationId: w.s.org.id, phrase: `sample ${randomBytes(3).toString('hex')}`, kind: 'threat' },
  }),
  '/deleteAlertPhrase': async (w) => ({
    filter: {
      organizationId: w.s.org.id,
      id: await created(w, '/createAlertPhrase', {
        entity: { organizationId: w.s.org.id, phrase: `sample ${randomBytes(3).toString('hex')}`, kind: 'crime' },
      }),
    },
  }),
  '/createLeadershipTeamMember': (w) => ({ entity: leaderRow(w) }),
  '/updateLeadershipTeamMember': async (w) => ({
    // No kind ticked: an address that is not a leader who may view insights is no emergency contact.
    entity: { ...leaderRow(w), id: await created(w, '/createLeadershipTeamMember', { entity: leaderRow(w) }), name: 'Sample Lead Renamed' },
  }),
  '/deleteLeadershipTeamMember': async (w) => ({
    filter: { organizationId: w.s.org.id, id: await created(w, '/createLeadershipTeamMember', { entity: leaderRow(w) }) },
  }),
  '/fetchDepartments': (w) => ({ organizationId: w.s.org.id }),
  '/searchMembers': (w) => ({ organizationId: w.s.org.id, query: 'tester', page: 1, pageSize: 20, excludePending: true }),
  '/findDepartmentClassifications': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/createDepartment': (w) => department(w),
  '/updateDepartment': async (w) => ({ ...department(w), id: await created(w, '/createDepartment', department(w)) }),
  '/fetchDivisions': (w) => ({ organizationId: w.s.org.id }),
  '/createDivision': (w) => tag(w, 'div'),
  '/updateDivision': async (w) => ({ ...tag(w, 'div'), id: await created(w, '/createDivision', tag(w, 'div')) }),
  '/fetchDesignations': (w) => ({ organizationId: w.s.org.id }),
  '/createDesignation': (w) => tag(w, 'des'),
  '/updateDesignation': async (w) => ({ ...tag(w, 'des'), id: await created(w, '/createDesignation', tag(w, 'des')) }),
  '/findBusinessEntity': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/createBusinessEntity': (w) => tag(w, 'bu'),
  '/updateBusinessEntity': async (w) => ({ ...tag(w, 'bu'), id: await created(w, '/createBusinessEntity', tag(w, 'bu')) }),
  '/deactivateBusinessEntity': async (w) => ({
    organizationId: w.s.org.id,
    id: await created(w, '/createBusinessEntity', tag(w, 'bu')),
    is_active: false,
  }),
  '/fetchLocations': (w) => ({ organizationId: w.s.org.id }),
  '/createLocation': (w) => location(w),
  '/updateLocation': async (w) => ({ ...location(w), id: await created(w, '/createLocation', location(w)) }),
  '/findCountries': () => ({}),
  '/findStates': () => ({ countryCode: 'US' }),
  '/findTimeZones': () => ({}),
  '/findRoles': (w) => ({ filter: { organizationId: w.s.org.id } }),
  '/createRole': (w) => role(w),
  '/updateRole': async (w) => ({ ...role(w), id: await created(w, '/createRole', role(w)) }),
  '/deleteRole': async (w) => ({ organizationId: w.s.org.id, id: await created(w, '/createRole', role(w)) }),
  '/assignRole': async (w) => ({ organizationId: w.s.org.id, userId: w.s.admin.id, roleId: await created(w, '/createRole', role(w)) }),
  // Users management
  '/invite': (w) => ({ businessEmail: `new-${w.label}@example.com`, organizationId: w.s.org.id, role: 'employee' }),
  '/checkUserRegistrationStatus': (w) => ({ email: w.s.employee.businessEmail, organizationId: w.s.org.id, role: 'employee' }),
  '/user-management/addMyvoyceUser': (w) => ({ organizationId: w.s.org.id, users: [managedUser(w, `added-${w.label}@example.com`)] }),
  '/user-management/addBlyndspotUsers': (w) => ({ organizationId: w.s.org.id, users: [managedUser(w, `admin2-${w.label}@example.com`)] }),
  '/user-management/bulkUpdateUserDetails': (w) => ({
    organizationId: w.s.org.id,
    role: 'EMPLOYEE',
    identifier: 'email',
    users: [{ businessEmail: w.s.employee.businessEmail, lastName: 'Renamed' }],
    confirm: true,
  }),
  '/user-management/update': (w) => ({
    organizationId: w.s.org.id,
    userId: w.s.employee.id,
    departmentIds: [w.structure.sales.id],
    user: { firstName: 'Renamed', lastName: 'Person', businessEmail: w.s.employee.businessEmail },
  }),
  // The employee stays one: the sweep's other samples still need them (no change is a success).
  '/user-management/changeRole': (w) => ({ organizationId: w.s.org.id, userIds: [w.s.employee.id], roleId: 'employee' }),
  '/user-management/deactivate': (w) => ({ organizationId: w.s.org.id, userId: w.s.employee.id, disabled: true }),
  '/user-management/deleteUser': (w) => ({ organizationId: w.s.org.id, businessEmail: w.s.employee.businessEmail }),
  '/user-management/list': (w) => ({ organizationId: w.s.org.id, role: 'EMPLOYEE' }),
  '/user-management/processUsersDatacsv': (w) =>
    new Multipart({ organizationId: w.s.org.id }, [
      { name: 'u.csv', content: `First Name,Last Name,Business Email\r\nCsv,Person,csv-${w.label}@example.com\r\n` },
    ]),
};

const employeeSamples: Record<string, Sample> = {
  '/employee/submitInsight': () => ({ body: 'The loading bay door sticks.' }),
  '/employee/findMySubmissions': () => ({}),
  '/employee/findInsightDepartments': () => ({}),
  '/employee/findMySubmissionMessages': (w) => ({ submissionId: w.ids[0] }),
  '/employee/replyAsEmployee': (w) => ({ submissionId: w.ids[0], body: 'More detail: it happens every Monday.' }),
  '/employee/respondToUnmaskRequest': (w) => ({ submissionId: w.ids[1], accept: false }),
  '/employee/findMyReminder': () => ({}),
  '/employee/setMyReminder': () => ({ on: true }),
  '/leaderDigest/findMine': () => ({}),
  '/leaderDigest/setMine': () => ({ on: true }),
  '/employee/findMyReachouts': () => ({}),
  '/employee/respondToReachout': (w) => ({ reachoutId: w.reachoutId, body: 'Fridays are short-staffed.' }),
};

const memberSamples: Record<string, Sample> = {
  '/user/getProfile': () => ({}),
  '/user/logout': () => ({}),
  '/user/selectOrganization': (w) => ({ organizationId: w.s.org.id }),
  '/updateUser/details': (w) => ({ entity: { id: w.s.admin.id, firstName: 'Renamed', lastName: 'Leader' } }),
  '/updateUser/password': (w) => ({ userData: { userId: w.s.admin.id, currentPassword: PASSWORD, newPassword: 'Another-horse-42' } }),
  '/user/setLanguage': () => ({ language: 'es' }),
};

/** Public routes: valid bodies that need no prior state (the bad-input test mutates them). */
const publicSamples: Record<string, Sample> = {
  '/user/requestOtp': (w) => ({ email: w.s.admin.businessEmail, siteTarget: 'dashboard' }),
  '/user/verifyOtp': (w) => ({ email: w.s.admin.businessEmail, code: '123456' }),
  '/user/verifyLogin': (w) => ({ email: w.s.admin.businessEmail, password: 'Wrong-horse-1' }),
  '/getInviteSummary': () => ({ inviteId: 'no-such-invite' }),
  '/claimInvite': (w) => ({ inviteId: 'no-such-invite', email: w.s.admin.businessEmail }),
  '/acceptInvite': (w) => ({
    email: w.s.admin.businessEmail,
    firstName: 'New',
    lastName: 'Person',
    password: 'Another-horse-42',
    inviteId: 'no-such-invite',
    authorization: 'not-a-grant',
  }),
  '/user/forgotPasswordRequest': (w) => ({ email: w.s.admin.businessEmail, siteTarget: 'dashboard' }),
  '/user/forgotPasswordReset': (w) => ({
    email: w.s.admin.businessEmail,
    password: 'Another-horse-42',
    siteTarget: 'dashboard',
    authorization: 'not-a-grant',
  }),
  '/sso/start': (w) => ({ organizationId: w.s.org.id }),
  '/sso/complete': () => ({ params: '?state=unknown&code=unknown', browserKey: 'not-a-browser-key' }),
};

/** Signed links (their path token is the permission): bad-input sends bad tokens, see there. */
const pathTokenSamples: Record<string, Sample> = {
  '/downloads/:token': () => ({}),
  '/invoices/:token': () => ({}),
  '/leaderDigest/unsubscribe/:token': () => ({}),
  // The organisation's id is in the path; the metadata is public, the ACS takes a signed response.
  '/sso/saml/:organizationId/metadata': () => ({}),
  '/sso/saml/:organizationId/acs': () => ({ SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=', RelayState: 'unknown' }),
};

/**
 * SCIM (RFC 7644), its token the credential. Keyed by method and path where one path takes
 * two methods (a list and a create); the ids in paths are the bad-input test's to vary.
 */
const scimSamples: Record<string, Sample> = {
  '/scim/v2/ServiceProviderConfig': () => ({}),
  '/scim/v2/ResourceTypes': () => ({}),
  '/scim/v2/Schemas': () => ({}),
  'GET /scim/v2/Users': (w) => ({ filter: `userName eq "${w.s.employee.businessEmail}"`, startIndex: '1', count: '10' }),
  'POST /scim/v2/Users': () => ({ userName: `scim-${rnd()}@example.com`, name: { givenName: 'Sam', familyName: 'Scim' } }),
  'GET /scim/v2/Users/:id': () => ({}),
  'PUT /scim/v2/Users/:id': (w) => ({ userName: w.s.employee.businessEmail }),
  'PATCH /scim/v2/Users/:id': () => ({ Operations: [{ op: 'replace', path: 'name.givenName', value: 'Sam' }] }),
  'DELETE /scim/v2/Users/:id': () => ({}),
  'GET /scim/v2/Groups': () => ({ filter: 'displayName eq "Warehouse"' }),
  'POST /scim/v2/Groups': () => ({ displayName: `SCIM group ${rnd()}` }),
  'GET /scim/v2/Groups/:id': () => ({}),
  'PUT /scim/v2/Groups/:id': () => ({ displayName: `SCIM group ${rnd()}`, members: [] }),
  'PATCH /scim/v2/Groups/:id': () => ({ Operations: [{ op: 'replace', path: 'displayName', value: `SCIM group ${rnd()}` }] }),
  'DELETE /scim/v2/Groups/:id': () => ({}),
};

export const SAMPLES: Record<string, Sample> = {
  ...leaderSamples,
  ...employeeSamples,
  ...memberSamples,
  ...publicSamples,
  ...pathTokenSamples,
  ...scimSamples,
};

/** A route's sample: by method and path, else by path. */
export const sampleOf = (r: Pick<RouteDef, 'method' | 'url'>): Sample | undefined => SAMPLES[`${r.method} ${r.url}`] ?? SAMPLES[r.url];

/** Routes of the table without a sample: the tests fail naming them. */
export function missingSamples(routes: RouteDef[]): string[] {
  return routes.filter((r) => !sampleOf(r)).map((r) => `${r.method} ${r.url}`);
}

/** The topic an insight of the world is in. */
async function topicOf(w: World, submissionId: string): Promise<string> {
  const found = await post(w.t, '/findSubmissions', { filter: { organizationId: w.s.org.id, id: submissionId } }, w.leader);
  return found.body.data.entities[0].topicId as string;
}

function tag(w: World, n: string) {
  return { organizationId: w.s.org.id, name: `Sample ${n} ${rnd()}`, description: '' };
}
function leaderRow(w: World) {
  return { organizationId: w.s.org.id, name: 'Sample Lead', email: `lead-${rnd()}@example.com` };
}
function role(w: World) {
  return { organizationId: w.s.org.id, name: `Sample ${rnd()}`, permissions: FULL_PERMISSIONS };
}
function department(w: World) {
  return { ...tag(w, 'dept'), departmentClassificationId: w.structure.classification.id };
}
function location(w: World) {
  return { organizationId: w.s.org.id, name: `Sample loc ${rnd()}`, country: 'US', state: 'California', timezone: 'America/Los_Angeles' };
}
function managedUser(w: World, businessEmail: string) {
  return { firstName: 'Managed', lastName: 'User', businessEmail, departmentIds: [w.structure.warehouse.id] };
}
function today() {
  return new Date().toISOString().slice(0, 10);
}
