import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import type { RouteDef } from '../src/http/routes.ts';
import { login, post } from './fixtures.ts';
import { missingSamples, Multipart, sampleOf, seedWorld, send, type World } from './route-samples.ts';
import { tenantSnapshot } from './tenant-snapshot.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every authorised route of the server's own route table, called (a) without a token, (b) with
 * a revoked one, (c) with the wrong role, (d) with organisation A's token and organisation B's
 * object ids or organizationId. Each refusal must be the right status with the error envelope,
 * and B's rows must be exactly as they were. A route without a sample in route-samples.ts fails.
 */
let t: TestApp;
let a: World;
let b: World;
let routes: RouteDef[];
/** Organisation A's valid request per route (the refused calls send these). */
const aSamples = new Map<string, unknown>();
let revokedLeader: string;
let revokedEmployee: string;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const stripIds = (text: string) => text.replace(UUID, '<id>');
const key = (r: RouteDef) => `${r.method} ${r.url}`;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_EMAIL_LIMIT_PER_15_MINUTES: '1000000',
  });
  a = await seedWorld(t, 'alpha');
  b = await seedWorld(t, 'bravo');
  routes = t.routes.filter((r) => r.access !== 'public');
  for (const r of routes) if (sampleOf(r)) aSamples.set(r.url, await sampleOf(r)!(a));
  revokedLeader = await login(t, a.s.admin.businessEmail);
  revokedEmployee = await login(t, a.s.employee.businessEmail);
  for (const token of [revokedLeader, revokedEmployee]) expect((await post(t, '/user/logout', {}, token)).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

/** Calls every route and lists those whose answer is not the expected refusal. */
async function refusals(pick: (r: RouteDef) => string | null, expected: number[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const r of routes) {
    const token = pick(r);
    if (token === null) continue;
    const res = await send(t, r, aSamples.get(r.url), token || undefined);
    if (!expected.includes(res.status) || res.body?.status !== 'ERROR' || !res.body?.error?.code) {
      wrong.push(`${key(r)}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
  }
  return wrong;
}

describe('security sweep over the route table', () => {
  it('has a valid sample request for every authorised route', () => {
    expect(missingSamples(routes), 'add these routes to apps/server/test/route-samples.ts').toEqual([]);
    const invalid = routes
      .filter((r) => !(aSamples.get(r.url) instanceof Multipart))
      .filter((r) => !r.input.safeParse(aSamples.get(r.url)).success)
      .map((r) => `${key(r)}: ${r.input.safeParse(aSamples.get(r.url)).error?.message.slice(0, 200)}`);
    expect(invalid).toEqual([]);
    console.info(`security sweep: ${routes.length} authorised routes (${routes.filter((r) => r.access === 'leader').length} leader)`);
  });

  it('(a) answers 401 without a token', async () => {
    expect(await refusals(() => '', [401])).toEqual([]);
  });

  it('(b) answers 401 with a revoked token', async () => {
    expect(await refusals((r) => (r.access === 'employee' ? revokedEmployee : revokedLeader), [401])).toEqual([]);
  });

  it('(c) answers 403 to an employee on a leader route and to a leader on an employee route', async () => {
    const pick = (r: RouteDef) => (r.access === 'leader' ? a.employee : r.access === 'employee' ? a.leader : null);
    expect(await refusals(pick, [403])).toEqual([]);
  });

  it('(c2) refuses an employee and an anonymous caller on every leader route before reading the body: 401/403, never 400', async () => {
    // An invalid body must not earn a description of the route's schema from someone who may
    // not call it: unknown fields, wrong types, a NUL character, and JSON that does not parse.
    const invalid = [{ notAField: 'x', organizationId: 42, filter: 'nonsense' }, { notAField: 'x\u0000' }];
    const wrong: string[] = [];
    const leaderRoutes = routes.filter((r) => r.access === 'leader');
    for (const r of leaderRoutes) {
      for (const [who, token, expected] of [
        ['employee', a.employee, 403],
        ['anonymous', undefined, 401],
      ] as const) {
        const answers = [];
        for (const body of invalid) answers.push(await send(t, r, body, token));
        if (r.method !== 'GET') {
          const broken = await t.app.inject({
            method: r.method,
            url: `/api${r.url}`,
            payload: '{"broken',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          answers.push({ status: broken.statusCode, body: broken.json(), raw: broken.body });
        }
        for (const res of answers) {
          if (res.status !== expected || res.body?.status !== 'ERROR' || JSON.stringify(res.body).includes('notAField')) {
            wrong.push(`${key(r)} as ${who}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          }
        }
      }
    }
    expect(leaderRoutes.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it("(d) refuses organisation B's ids and organizationId to organisation A, and B's rows stay as they were", async () => {
    // B's requests are built first: building some creates B's rows (an update needs a row).
    const bSamples = new Map<string, unknown>();
    for (const r of routes) bSamples.set(r.url, await sampleOf(r)!(b));
    const before = await tenantSnapshot(t, b.s.org.id);
    const wrong: string[] = [];
    const sameAsUnknown: string[] = [];
    let cases = 0;
    for (const r of routes) {
      const token = r.access === 'employee' ? a.employee : a.leader;
      const bSample = bSamples.get(r.url);
      const json = JSON.stringify(bSample instanceof Multipart ? bSample.fields : bSample);
      // Routes whose request names nothing of an organisation's (countries, my own profile) have nothing to refuse.
      if (!UUID.test(json)) continue;
      UUID.lastIndex = 0;
      // B's request as is, then with A's organizationId around B's object ids.
      const variants: [string, unknown][] = [['B ids, B organizationId', bSample]];
      const swapped = json.replaceAll(b.s.org.id, a.s.org.id);
      if ((swapped.match(UUID) ?? []).some((id) => id !== a.s.org.id)) {
        variants.push([
          'B ids, A organizationId',
          bSample instanceof Multipart ? new Multipart(JSON.parse(swapped), bSample.files) : JSON.parse(swapped),
        ]);
      }
      for (const [label, sample] of variants) {
        cases++;
        const res = await send(t, r, sample, token);
        if ([403, 404].includes(res.status) && res.body?.status === 'ERROR') continue;
        // A filter or a row-by-row import may answer as it does for an id that exists nowhere
        // (an empty list, "Department not found"): then B's ids are indistinguishable from
        // made-up ones, which is the point. Anything else is a finding.
        if (label !== 'B ids, B organizationId') {
          const madeUp = JSON.stringify(sample instanceof Multipart ? sample.fields : sample).replace(UUID, (id) =>
            id === a.s.org.id ? id : randomUUID(),
          );
          const unknown = await send(
            t,
            r,
            sample instanceof Multipart ? new Multipart(JSON.parse(madeUp), sample.files) : JSON.parse(madeUp),
            token,
          );
          if (unknown.status === res.status && stripIds(unknown.raw) === stripIds(res.raw)) {
            sameAsUnknown.push(`${key(r)}: ${res.status}`);
            continue;
          }
        }
        wrong.push(`${key(r)} (${label}): ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    console.info(`security sweep (d): ${cases} cross-organisation calls; answered as for a made-up id: ${sameAsUnknown.join(', ')}`);
    expect(wrong).toEqual([]);
    expect(await tenantSnapshot(t, b.s.org.id)).toEqual(before);
  });

  it("(e) lets B's admin name A's people (by e-mail or id) in every user call, and A's people stay exactly as they were", async () => {
    // People are global: B may invite one of A's people. What B then sees or changes stays in B.
    const secret = { firstName: 'Alphasecret', lastName: 'Alphahidden', personalEmail: 'alpha-home@example.org' };
    await t.db.update(users).set(secret).where(eq(users.id, a.s.employee.id));
    await t.db
      .update(users)
      .set({ ...secret, personalEmail: 'alpha-boss-home@example.org' })
      .where(eq(users.id, a.s.admin.id));
    const stillSignedIn = await login(t, a.s.employee.businessEmail);
    const before = await tenantSnapshot(t, a.s.org.id);
    const org = b.s.org.id;
    const [emp, adm] = [a.s.employee, a.s.admin];
    const row = (email: string, extra: object = {}) => ({
      firstName: 'Bravotyped',
      lastName: 'Name',
      businessEmail: email,
      departmentIds: [b.structure.warehouse.id],
      personalEmail: 'bravo-typed@example.org',
      ...extra,
    });
    const update = (u: { id: string; businessEmail: string }) => ({
      organizationId: org,
      userId: u.id,
      departmentIds: [b.structure.sales.id],
      personalEmail: 'bravo-set@example.org',
      user: { firstName: 'Bravorenamed', lastName: 'Them', businessEmail: u.businessEmail },
    });
    const calls: [string, unknown][] = [
      ['/user-management/addMyvoyceUser', { organizationId: org, users: [row(emp.businessEmail)] }],
      ['/user-management/addBlyndspotUsers', { organizationId: org, users: [row(adm.businessEmail, { crime: true })] }],
      ['/massInvite', [{ role: 'employee', businessEmail: emp.businessEmail, organizationId: org }]],
      ['/invite', { businessEmail: emp.businessEmail, organizationId: org, role: 'employee' }],
      ['/invite', { businessEmail: adm.businessEmail, organizationId: org, role: 'ADMIN' }],
      ['/checkUserRegistrationStatus', { email: emp.businessEmail, organizationId: org, role: 'employee' }],
      ['/user-management/list', { organizationId: org, role: 'EMPLOYEE' }],
      ['/user-management/list', { organizationId: org, role: 'ADMIN' }],
      ['/user-management/update', update(emp)],
      ['/user-management/update', update(adm)],
      [
        '/user-management/bulkUpdateUserDetails',
        {
          organizationId: org,
          role: 'EMPLOYEE',
          identifier: 'email',
          users: [{ businessEmail: emp.businessEmail, lastName: 'Bulked', personalEmail: 'bulk@example.org' }],
          confirm: true,
        },
      ],
      ['/assignRole', { organizationId: org, userId: adm.id, roleId: null }],
      ['/user-management/deactivate', { organizationId: org, userId: emp.id, disabled: true }],
      ['/user-management/deactivate', { organizationId: org, userId: adm.id, disabled: true }],
      ['/user-management/deleteUser', { organizationId: org, businessEmail: adm.businessEmail }],
    ];
    const leaked: string[] = [];
    for (const [url, body] of calls) {
      const res = await post(t, url, body, b.leader);
      expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
      const text = JSON.stringify(res.body);
      for (const v of [secret.firstName, secret.lastName, 'alpha-home@example.org', 'alpha-boss-home@example.org']) {
        if (text.includes(v)) leaked.push(`${url} answers ${v}`);
      }
    }
    // One assertion, so a failure shows every finding at once.
    const after = await tenantSnapshot(t, a.s.org.id);
    const session = (await post(t, '/user/getProfile', {}, stillSignedIn)).status;
    expect({ leaked, after, session }).toEqual({ leaked: [], after: before, session: 200 });
  });
});
