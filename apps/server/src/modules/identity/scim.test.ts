import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { setPlan } from '../billing/billing.operator.ts';
import { recordTokenError } from './identity.repository.ts';

/**
 * SCIM 2.0 as identity providers' provisioning runs it: the sequence Okta's and Entra ID's
 * validators send (create, get by filter, patch, replace, deactivate, group membership), each
 * in its own dialect, through the real server; then the refusals in SCIM's error format.
 */
const fx = useTestOrg({ env: { SCIM_RATE_LIMIT_PER_MINUTE: '100000' }, otherOrg: true });
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function newToken(organizationId = fx.s.org.id, leader = fx.leader) {
  const res = await post(fx.t, '/identity/createScimToken', { organizationId, label: 'Okta' }, leader);
  expect(res.status).toBe(200);
  return res.body.data as { token: string; entity: { id: string } };
}

/** A SCIM call as a provisioning client makes it. */
async function scim(token: string | null, method: string, path: string, body?: unknown, contentType = 'application/scim+json') {
  const res = await fx.t.app.inject({
    method: method as 'GET',
    url: `/api/scim/v2${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': contentType } : {}) },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as any) : null, headers: res.headers };
}

const isScimError = (b: any, status: number) =>
  b?.schemas?.[0] === 'urn:ietf:params:scim:api:messages:2.0:Error' && b.status === String(status);
const q = (filter: string) => `?filter=${encodeURIComponent(filter)}`;

describe('SCIM tokens', () => {
  it('are shown once, stored hashed, listed with their last use, and revoked at once', async () => {
    const { token, entity } = await newToken();
    const { rows } = await fx.t.db.execute<{ token_hash: string }>(sql`select token_hash from scim_tokens where id = ${entity.id}`);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect((await scim(token, 'GET', '/Users')).status).toBe(200);
    const settings = await post(fx.t, '/identity/findSettings', { organizationId: fx.s.org.id }, fx.leader);
    expect(JSON.stringify(settings.body)).not.toContain(token);
    expect(settings.body.data.scim.lastSyncAt).toBeTruthy();
    expect(settings.body.data.scim.baseUrl).toMatch(/\/api\/scim\/v2$/);
    expect((await post(fx.t, '/identity/revokeScimToken', { organizationId: fx.s.org.id, id: entity.id }, fx.leader)).status).toBe(200);
    const refused = await scim(token, 'GET', '/Users');
    expect(refused.status).toBe(401);
    expect(isScimError(refused.body, 401)).toBe(true);
  });

  it('refuses no token, a made-up one and a session token, in the SCIM error format', async () => {
    for (const token of [null, 'not-a-real-scim-token-0123456789', fx.leader]) {
      const res = await scim(token, 'GET', '/Users');
      expect(res.status).toBe(401);
      expect(isScimError(res.body, 401)).toBe(true);
    }
  });

  it('are made only by leaders who may edit users', async () => {
    expect((await post(fx.t, '/identity/createScimToken', { organizationId: fx.s.org.id, label: 'x' }, fx.employee)).status).toBe(403);
  });
});

describe("a token's last error, for the admin fixing provisioning", () => {
  const tokenOf = async (id: string) => {
    const settings = await post(fx.t, '/identity/findSettings', { organizationId: fx.s.org.id }, fx.leader);
    return (settings.body.data.scim.tokens as { id: string; lastUsedAt: string | null; lastError?: unknown }[]).find((t) => t.id === id)!;
  };
  const errorRows = async () =>
    (await fx.t.db.execute<{ n: number }>(sql`select count(*)::int as n from scim_tokens where last_error_at is not null`)).rows[0]!.n;

  it('shows the status and SCIM detail of a refused request, never its body, and keeps it after a success', async () => {
    const { token, entity } = await newToken();
    expect((await tokenOf(entity.id)).lastError).toBeNull();
    const secret = 'S3cret-Passw0rd-in-the-body';
    const bad = await scim(token, 'POST', '/Users', { schemas: [USER], userName: 42, password: secret });
    expect(bad.status).toBe(400);
    const { lastError } = (await tokenOf(entity.id)) as { lastError: { at: string; status: number; detail: string } };
    expect(lastError).toMatchObject({ status: 400, detail: bad.body.detail });
    expect(Date.parse(lastError.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(lastError)).not.toContain(secret);

    // A malformed body is answered before any route code runs: still the token's error.
    expect((await scim(token, 'POST', '/Users', '{"schemas": [')).status).toBe(400);
    expect((await tokenOf(entity.id)).lastError).toMatchObject({ status: 400 });

    // The client is fixed: its next call succeeds, the error stays and the last use moves past it.
    await fx.t.db.execute(sql`update scim_tokens set last_used_at = now() - interval '1 hour' where id = ${entity.id}`);
    const before = (await tokenOf(entity.id)) as { lastUsedAt: string; lastError: { at: string } };
    expect((await scim(token, 'GET', '/Users')).status).toBe(200);
    const after = (await tokenOf(entity.id)) as { lastUsedAt: string; lastError: { at: string; status: number } };
    expect(after.lastError).toEqual(before.lastError);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(after.lastError.at));
  });

  it('keeps at most 300 characters of the detail', async () => {
    const { entity } = await newToken();
    await recordTokenError(fx.t.db, entity.id, 409, `userName ${'x'.repeat(400)} is taken`);
    const { lastError } = (await tokenOf(entity.id)) as { lastError: { status: number; detail: string } };
    expect(lastError).toMatchObject({ status: 409, detail: `userName ${'x'.repeat(291)}` });
  });

  it('records nothing for a request no live token authenticated (401)', async () => {
    const { token, entity } = await newToken();
    expect((await post(fx.t, '/identity/revokeScimToken', { organizationId: fx.s.org.id, id: entity.id }, fx.leader)).status).toBe(200);
    const rows = await errorRows();
    for (const bogus of [null, 'not-a-real-scim-token-0123456789', token, fx.leader]) {
      const res = await scim(bogus, 'POST', '/Users', { schemas: [USER], userName: 42 });
      expect(res.status).toBe(401);
    }
    expect(await errorRows()).toBe(rows);
    expect((await tokenOf(entity.id)).lastError).toBeNull();
  });
});

describe('the Okta and Entra ID validator sequence', () => {
  it('creates, finds, patches, replaces and deactivates a user, and manages group membership', async () => {
    const { token } = await newToken();
    const email = 'Grace.Hopper@example.com';

    expect((await scim(token, 'GET', '/ServiceProviderConfig')).body.patch.supported).toBe(true);
    expect((await scim(token, 'GET', '/ResourceTypes')).status).toBe(200);
    expect((await scim(token, 'GET', '/Schemas')).status).toBe(200);

    // Okta: does the user exist?
    const none = await scim(token, 'GET', `/Users${q(`userName eq "${email}"`)}`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    // Create, with the enterprise extension.
    const created = await scim(token, 'POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      userName: email,
      externalId: '00u1abc',
      name: { givenName: 'Grace', familyName: 'Hopper' },
      emails: [{ primary: true, value: email, type: 'work' }],
      active: true,
      password: 'ignored-by-voyce',
      [ENTERPRISE]: { employeeNumber: 'E-1001', department: 'Engineering' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(created.headers.location).toContain(`/api/scim/v2/Users/${id}`);
    expect(created.body).toMatchObject({
      userName: 'grace.hopper@example.com',
      externalId: '00u1abc',
      active: true,
      name: { givenName: 'Grace', familyName: 'Hopper' },
      [ENTERPRISE]: { employeeNumber: 'E-1001', department: 'Engineering' },
    });

    // Get by id and by filter (userName is case-insensitive), and by externalId (Entra).
    expect((await scim(token, 'GET', `/Users/${id}`)).body.id).toBe(id);
    expect((await scim(token, 'GET', `/Users${q(`userName eq "${email.toUpperCase()}"`)}`)).body.Resources[0].id).toBe(id);
    expect((await scim(token, 'GET', `/Users${q('externalId eq "00u1abc"')}`)).body.totalResults).toBe(1);

    // The same user again: a uniqueness conflict.
    const again = await scim(token, 'POST', '/Users', { schemas: [USER], userName: email });
    expect(again.status).toBe(409);
    expect(again.body.scimType).toBe('uniqueness');

    // A second user reporting to the first; an employee number already held is refused.
    const taken = await scim(token, 'POST', '/Users', { userName: 'ada@example.com', [ENTERPRISE]: { employeeNumber: 'E-1001' } });
    expect(taken.status).toBe(409);
    const ada = await scim(token, 'POST', '/Users', { userName: 'ada@example.com', [ENTERPRISE]: { manager: { value: id } } });
    expect(ada.status, JSON.stringify(ada.body)).toBe(201);
    expect(ada.body[ENTERPRISE].manager).toMatchObject({ value: id, displayName: 'Grace Hopper' });

    // Pagination: 1-based startIndex and count.
    const page = await scim(token, 'GET', '/Users?startIndex=2&count=1');
    expect(page.body).toMatchObject({ startIndex: 2, itemsPerPage: 1 });
    expect(page.body.totalResults).toBe(4); // the seeded admin and employee, and the two made here
    const all = await scim(token, 'GET', '/Users?count=500');
    expect(all.body.Resources.map((u: { userName: string }) => u.userName)).not.toContain(fx.other.admin.businessEmail);

    // Okta: replace (PUT) the whole user.
    const replaced = await scim(token, 'PUT', `/Users/${id}`, {
      schemas: [USER],
      userName: email,
      name: { givenName: 'Grace B.', familyName: 'Hopper' },
      active: true,
      externalId: '00u1abc',
      [ENTERPRISE]: { employeeNumber: 'E-1001' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.name.givenName).toBe('Grace B.');

    // Entra ID: PATCH with capitalised ops, a path, and the enterprise attributes by URN path.
    const entra = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'name.familyName', value: 'Murray Hopper' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Research' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: email },
      ],
    });
    expect(entra.status, JSON.stringify(entra.body)).toBe(200);
    expect(entra.body.name.familyName).toBe('Murray Hopper');
    expect(entra.body[ENTERPRISE].department).toBe('Research');

    // The person signs in (a code session) before being deactivated ...
    await fx.t.db.execute(
      sql`update users set password_hash = (select password_hash from users where id = ${fx.s.employee.id}) where business_email = 'grace.hopper@example.com'`,
    );
    const session = await login(fx.t, 'grace.hopper@example.com');
    expect((await post(fx.t, '/user/getProfile', {}, session)).status).toBe(200);

    // Okta: deactivate with a path-less replace.
    const off = await scim(token, 'PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(off.body.active).toBe(false);
    // ... and is signed out at once, and cannot sign in again.
    expect((await post(fx.t, '/user/getProfile', {}, session)).status).toBe(401);
    expect((await post(fx.t, '/user/verifyLogin', { email: 'grace.hopper@example.com', password: 'Correct-horse-9' })).status).toBe(401);

    // Entra ID: re-activate with the string "True".
    const on = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(on.body.active).toBe(true);

    // Groups are departments.
    expect((await scim(token, 'GET', `/Groups${q('displayName eq "Night shift"')}`)).body.totalResults).toBe(0);
    const group = await scim(token, 'POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Night shift',
      members: [{ value: id }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const gid = group.body.id as string;
    expect(group.body.members.map((m: { value: string }) => m.value)).toEqual([id]);
    expect((await scim(token, 'POST', '/Groups', { displayName: 'night SHIFT' })).status).toBe(409);
    // Okta adds members; Entra removes one by filter and renames.
    const added = await scim(token, 'PATCH', `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: ada.body.id }] }],
    });
    expect(added.body.members).toHaveLength(2);
    const removed = await scim(token, 'PATCH', `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Remove', path: `members[value eq "${id}"]` },
        { op: 'Replace', path: 'displayName', value: 'Night shift B' },
      ],
    });
    expect(removed.body).toMatchObject({ displayName: 'Night shift B', members: [{ value: ada.body.id }] });
    expect((await scim(token, 'GET', `/Groups${q('displayName eq "night shift b"')}`)).body.totalResults).toBe(1);
    expect((await scim(token, 'GET', `/Groups?excludedAttributes=members`)).body.Resources[0].members).toBeUndefined();
    // Someone of another organisation cannot be put in.
    const foreign = await scim(token, 'PATCH', `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: fx.other.admin.id }] }],
    });
    expect(foreign.status).toBe(400);
    // Replace the group (PUT) with exactly these members.
    const put = await scim(token, 'PUT', `/Groups/${gid}`, { displayName: 'Night shift B', members: [{ value: id }] });
    expect(put.body.members.map((m: { value: string }) => m.value)).toEqual([id]);
    // Delete: the members leave; the department stays for the insights filed under it.
    expect((await scim(token, 'DELETE', `/Groups/${gid}`)).status).toBe(204);
    expect((await scim(token, 'GET', `/Groups/${gid}`)).body.members).toEqual([]);

    // Delete the user: deactivated, never erased.
    expect((await scim(token, 'DELETE', `/Users/${ada.body.id}`)).status).toBe(204);
    expect((await scim(token, 'GET', `/Users/${ada.body.id}`)).body.active).toBe(false);

    // Every change is in the audit log, by the SCIM client, and moves are named.
    const { rows } = await fx.t.db.execute<{ action: string; actor_name: string }>(
      sql`select action, actor_name from audit_log where organization_id = ${fx.s.org.id} and action like 'scim.%' order by created_at`,
    );
    expect(new Set(rows.map((r) => r.actor_name))).toEqual(new Set(['SCIM client']));
    expect(new Set(rows.map((r) => r.action))).toEqual(
      new Set([
        'scim.user_created',
        'scim.group_created',
        'scim.user_updated',
        'scim.user_deactivated',
        'scim.user_reactivated',
        'scim.group_updated',
        'scim.group_deleted',
      ]),
    );
  });

  it("never reaches another organisation's people", async () => {
    const { token } = await newToken();
    expect((await scim(token, 'GET', `/Users/${fx.other.admin.id}`)).status).toBe(404);
    expect(
      (await scim(token, 'PATCH', `/Users/${fx.other.admin.id}`, { Operations: [{ op: 'replace', value: { active: false } }] })).status,
    ).toBe(404);
    expect((await scim(token, 'GET', `/Users${q(`userName eq "${fx.other.admin.businessEmail}"`)}`)).body.totalResults).toBe(0);
  });
});

describe('SCIM refusals: 4xx in the SCIM error format, never 5xx', () => {
  it('refuses wrong types, unknown filters and operations, bad ids, malformed and huge bodies', async () => {
    const { token } = await newToken();
    const cases: [string, string, unknown, number, string?][] = [
      ['POST', '/Users', { userName: 42 }, 400],
      ['POST', '/Users', { userName: 'not-an-email' }, 400],
      ['POST', '/Users', { userName: 'x@example.com', active: 'maybe' }, 400],
      ['POST', '/Users', { userName: 'x@example.com', name: 'Grace' }, 400],
      ['POST', '/Users', { userName: 'x@example.com', [ENTERPRISE]: { manager: { value: 'nobody' } } }, 400],
      ['POST', '/Users', [], 400],
      ['POST', '/Users', 'null', 400],
      ['POST', '/Users', '{"userName": "x@example.com"', 400],
      ['POST', '/Users', { userName: `${'a'.repeat(300)}@example.com` }, 400],
      ['POST', '/Users', `{"userName":"${'a'.repeat(6 * 1024 * 1024)}"}`, 413],
      ['POST', '/Users', '{"__proto__": {"admin": true}, "userName": "proto@example.com"}', 400],
      ['POST', '/Groups', { displayName: '' }, 400],
      ['POST', '/Groups', { displayName: 'G', members: [{ value: 7 }] }, 400],
      ['PATCH', `/Users/${fx.s.employee.id}`, { Operations: [{ op: 'explode', path: 'active' }] }, 400],
      ['PATCH', `/Users/${fx.s.employee.id}`, { Operations: [] }, 400],
      ['PATCH', `/Users/${fx.s.employee.id}`, { Operations: [{ op: 'remove' }] }, 400],
      ['PATCH', `/Users/${fx.s.employee.id}`, { Operations: [{ op: 'replace', value: 'x' }] }, 400],
      ['PATCH', `/Users/${fx.s.employee.id}`, { Operations: [{ op: 'replace', path: 'userName', value: 'other@example.com' }] }, 400],
      ['GET', `/Users${q('title co "x"')}`, undefined, 400, 'invalidFilter'],
      ['GET', `/Users${q('userName eq')}`, undefined, 400, 'invalidFilter'],
      ['GET', '/Users?unknown=1', undefined, 400],
      ['GET', '/Users/not-a-uuid', undefined, 404],
      ['GET', '/Users/00000000-0000-0000-0000-000000000000', undefined, 404],
      ['DELETE', '/Groups/00000000-0000-0000-0000-000000000000', undefined, 404],
    ];
    const wrong: string[] = [];
    for (const [method, path, body, status, scimType] of cases) {
      const res = await scim(token, method, path, body);
      if (res.status !== status || !isScimError(res.body, status) || (scimType && res.body.scimType !== scimType)) {
        wrong.push(`${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    // Plain JSON is taken too (some clients send it); another type is refused.
    expect((await scim(token, 'GET', '/Users', undefined)).status).toBe(200);
    const xml = await scim(token, 'POST', '/Users', '<User/>', 'application/xml');
    if (xml.status !== 415 || !isScimError(xml.body, 415)) wrong.push(`application/xml: ${xml.status}`);
    expect(wrong).toEqual([]);
  });

  it('limits each token to SCIM_RATE_LIMIT_PER_MINUTE calls a minute (429 in the SCIM format)', async () => {
    const t = await createTestApp({ SCIM_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const s = await seedOrg(t.db);
      const leader = await login(t, s.admin.businessEmail);
      const { token } = (await post(t, '/identity/createScimToken', { organizationId: s.org.id, label: 'x' }, leader)).body.data;
      const statuses: number[] = [];
      let last: any;
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/api/scim/v2/Users', headers: { authorization: `Bearer ${token}` } });
        statuses.push(res.statusCode);
        last = res.json();
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(isScimError(last, 429)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('what a SCIM client changes shows in the audit log', () => {
  /** The newest audit entries of these actions on this target, newest first. */
  async function entries(action: string, targetId: string) {
    const { rows } = await fx.t.db.execute<{ detail: Record<string, unknown>; actor_name: string }>(
      sql`select detail, actor_name from audit_log where organization_id = ${fx.s.org.id} and action = ${action} and target_id = ${targetId} order by created_at desc`,
    );
    return rows;
  }
  const departmentIdsOf = async (name: string) => {
    const { rows } = await fx.t.db.execute<{ id: string }>(
      sql`select id from departments where organization_id = ${fx.s.org.id} and name = ${name}`,
    );
    return rows.map((r) => r.id);
  };

  it('a created user: the enterprise extension it was given (employee number, manager, department)', async () => {
    const { token } = await newToken();
    const created = await scim(token, 'POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      userName: 'audit.created@example.com',
      [ENTERPRISE]: { employeeNumber: 'A-1', department: 'Audited Dept', manager: { value: fx.s.admin.id } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [entry] = await entries('scim.user_created', created.body.id);
    expect(entry!.actor_name).toBe('SCIM client');
    expect(entry!.detail).toMatchObject({
      email: 'audit.created@example.com',
      fields: expect.arrayContaining(['employeeId', 'managerId']),
      after: JSON.stringify({ departmentIds: await departmentIdsOf('Audited Dept') }),
    });
  });

  it('an updated user: which fields changed, and the department move before and after', async () => {
    const { token } = await newToken();
    const created = await scim(token, 'POST', '/Users', {
      userName: 'audit.updated@example.com',
      [ENTERPRISE]: { department: 'Audit From' },
    });
    const id = created.body.id as string;
    const patched = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'replace', path: `${ENTERPRISE}:employeeNumber`, value: 'A-2' },
        { op: 'replace', path: `${ENTERPRISE}:manager`, value: { value: fx.s.admin.id } },
        { op: 'replace', path: `${ENTERPRISE}:department`, value: 'Audit To' },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const [entry] = await entries('scim.user_updated', id);
    expect(entry!.detail.fields).toEqual(expect.arrayContaining(['employeeId', 'managerId']));
    expect(entry!.detail).toMatchObject({
      before: JSON.stringify({ departmentIds: await departmentIdsOf('Audit From') }),
      after: JSON.stringify({ departmentIds: await departmentIdsOf('Audit To') }),
    });
    // A sync that changes nothing leaves no entry.
    const same = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: `${ENTERPRISE}:employeeNumber`, value: 'A-2' }],
    });
    expect(same.status).toBe(200);
    expect(await entries('scim.user_updated', id)).toHaveLength(1);
  });

  it('a group: the members it moved in and out, and its new name', async () => {
    const { token } = await newToken();
    const a = (await scim(token, 'POST', '/Users', { userName: 'audit.group.a@example.com' })).body.id as string;
    const b = (await scim(token, 'POST', '/Users', { userName: 'audit.group.b@example.com' })).body.id as string;
    const group = await scim(token, 'POST', '/Groups', { displayName: 'Audit Group', members: [{ value: a }] });
    expect((await entries('scim.group_created', group.body.id))[0]!.detail).toMatchObject({
      name: 'Audit Group',
      added: [a],
      addedCount: 1,
    });
    await scim(token, 'PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'add', path: 'members', value: [{ value: b }] },
        { op: 'remove', path: `members[value eq "${a}"]` },
        { op: 'replace', path: 'displayName', value: 'Audit Group B' },
      ],
    });
    expect((await entries('scim.group_updated', group.body.id))[0]!.detail).toMatchObject({
      name: 'Audit Group B',
      oldName: 'Audit Group',
      added: [b],
      removed: [a],
    });
    // Adding someone already in changes nothing and leaves no entry.
    await scim(token, 'PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: b }] }],
    });
    expect(await entries('scim.group_updated', group.body.id)).toHaveLength(1);
    // The people are where the group says, and the departments page sees them there.
    expect((await scim(token, 'GET', `/Users/${b}`)).body[ENTERPRISE].department).toBe('Audit Group B');
    expect((await scim(token, 'GET', `/Users/${a}`)).body.groups).toEqual([]);
  });
});

describe('licences: SCIM adds and reactivates people as an admin does', () => {
  /** The MyVoyce licences in use, as Subscriptions shows them. */
  const inUse = async () => {
    const res = await fx.t.app.inject({
      method: 'GET',
      url: `/api/account/details?id=${fx.s.org.id}`,
      headers: { authorization: `Bearer ${fx.leader}` },
    });
    return res.json().data.Myvoyce_Licenses_In_Use as number;
  };

  it("counts each active SCIM member in use, and is held to the plan's licences exactly as an admin's invite is", async () => {
    const { token } = await newToken();
    // The plan's licences all in use: the number Subscriptions shows, which no way in treats as a cap.
    await setPlan(fx.t.db, { org: fx.s.org.id, myvoyceLicenses: String(await inUse()) });
    const start = await inUse();
    const invited = await post(
      fx.t,
      '/massInvite',
      [{ role: 'employee', businessEmail: 'licence.invited@example.com', organizationId: fx.s.org.id }],
      fx.leader,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(await inUse()).toBe(start + 1);
    const created = await scim(token, 'POST', '/Users', { userName: 'licence.scim@example.com' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await inUse()).toBe(start + 2);
    // Created inactive: no licence until reactivated; deactivated: the licence is free again.
    const inactive = await scim(token, 'POST', '/Users', { userName: 'licence.inactive@example.com', active: false });
    expect(await inUse()).toBe(start + 2);
    await scim(token, 'PATCH', `/Users/${inactive.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'active', value: true }],
    });
    expect(await inUse()).toBe(start + 3);
    await scim(token, 'DELETE', `/Users/${created.body.id}`);
    expect(await inUse()).toBe(start + 2);
  });
});
