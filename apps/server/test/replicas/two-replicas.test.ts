import { NO_PERMISSIONS } from '@voyce/contracts/roles';
import { MSG } from '@voyce/contracts/messages';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentClassifications, departments, memberships, roles, users } from '../../src/db/schema/index.ts';
import { seedTopic } from '../workspace-fixtures.ts';
import { PASSWORD, seedOrg } from '../fixtures.ts';
import { freePort, freshDatabase, startServer, tempDataDir, until, type Envelope, type ServerProcess } from '../faults/server-process.ts';

/**
 * Two real server processes (`node apps/server/src/main.ts`) on one database and one Redis
 * (needed: sessions live there),
 * as README's "Scaling past one machine" runs them: what one replica does to a session, a
 * membership or a role holds on the other at once, the pipeline processes each insight once
 * whichever replica took it, and the general rate limit is one count across both.
 */
const REDIS_URL = process.env.REDIS_URL;
const LIMIT = 30;

let database: Awaited<ReturnType<typeof freshDatabase>>;
const dirs: Awaited<ReturnType<typeof tempDataDir>>[] = [];
let a: ServerProcess;
let b: ServerProcess;

// The servers believe X-Forwarded-For from loopback (TRUST_PROXY), so each check can be its own
// client: only the rate-limit check spends one client's budget.
const randomClient = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function call(
  server: ServerProcess,
  url: string,
  body: unknown,
  token?: string,
  options: { client?: string; method?: string } = {},
): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${server.base}/api${url}`, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.client ?? randomClient(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await call(server, '/user/verifyLogin', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.authorization as string;
}

const q = async (text: string, params: unknown[] = []) => (await database.pool.query(text, params)).rows;

beforeAll(async () => {
  if (!REDIS_URL) return;
  database = await freshDatabase();
  const start = async () => {
    const data = await tempDataDir();
    dirs.push(data);
    return startServer({
      databaseUrl: database.url,
      port: await freePort(),
      dataDir: data.dir,
      env: {
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        TRUST_PROXY: '127.0.0.1',
        PIPELINE_SWEEP_SECONDS: '60',
        ...(REDIS_URL ? { REDIS_URL } : {}),
      },
    });
  };
  [a, b] = await Promise.all([start(), start()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  await Promise.all(dirs.map((d) => d.remove()));
});

// Sessions and codes live in the identity store (lib/identity-store.ts), which replicas share
// only through Redis: without REDIS_URL each process keeps its own, and only one replica may run.
describe.skipIf(!REDIS_URL)('two replicas on one database and one Redis', () => {
  it('a session made on one works on the other; logout on one is final on both at once', async () => {
    const s = await seedOrg(database.db);
    const token = await signIn(a, s.admin.businessEmail);
    const org = { filter: { organizationId: s.org.id } };
    // Both replicas now hold the session in their caches.
    expect((await call(b, '/findOrganizations', org, token)).status).toBe(200);
    expect((await call(a, '/findOrganizations', org, token)).status).toBe(200);
    expect((await call(a, '/user/logout', {}, token)).status).toBe(200);
    expect((await call(b, '/findOrganizations', org, token)).status).toBe(401);
    expect((await call(a, '/findOrganizations', org, token)).status).toBe(401);
  });

  it("deactivation and a role's permissions changed on one take effect on the other at once", async () => {
    const s = await seedOrg(database.db);
    const [viewer] = await database.db
      .insert(users)
      .values({ businessEmail: `viewer-${s.org.id}@example.com`, passwordHash: s.admin.passwordHash })
      .returning();
    const [role] = await database.db
      .insert(roles)
      .values({ organizationId: s.org.id, name: 'Viewer', permissions: { ...NO_PERMISSIONS, users: 'view' } })
      .returning();
    await database.db
      .insert(memberships)
      .values({ organizationId: s.org.id, userId: viewer!.id, role: 'admin', roleId: role!.id, inviteStatus: 'accepted' });
    const owner = await signIn(a, s.admin.businessEmail);
    const viewerToken = await signIn(a, viewer!.businessEmail);
    const employeeToken = await signIn(a, s.employee.businessEmail);
    const list = () => call(b, '/user-management/list', { organizationId: s.org.id, role: 'ADMIN' }, viewerToken);
    const mine = () => call(b, '/employee/findMySubmissions', {}, employeeToken);
    expect((await list()).status).toBe(200);
    expect((await mine()).status).toBe(200);

    const changed = await call(
      a,
      '/updateRole',
      { id: role!.id, organizationId: s.org.id, name: 'Viewer', permissions: NO_PERMISSIONS },
      owner,
      {
        method: 'PATCH',
      },
    );
    expect(changed.status).toBe(200);
    expect((await list()).status).toBe(403);

    const off = await call(a, '/user-management/deactivate', { organizationId: s.org.id, userId: s.employee.id, disabled: true }, owner);
    expect(off.status).toBe(200);
    expect((await mine()).status).toBe(401);
  });

  it('a department renamed on one is named so in the lists of the other at once', async () => {
    const s = await seedOrg(database.db);
    const [classification] = await database.db
      .insert(departmentClassifications)
      .values({ organizationId: s.org.id, name: 'Operations' })
      .returning();
    const [yard] = await database.db
      .insert(departments)
      .values({ organizationId: s.org.id, name: 'Yard', departmentClassificationId: classification!.id })
      .returning();
    await seedTopic(database.db, s.org.id, { topic: 'Forklifts', insights: [{ departmentIds: [yard!.id] }] });
    const owner = await signIn(a, s.admin.businessEmail);
    const named = async (server: ServerProcess) => {
      const res = await call(server, '/findSubmissions', { filter: { organizationId: s.org.id, status: 'all' } }, owner);
      return (res.body.data.entities as { departments: { name: string }[] }[])[0]!.departments.map((d) => d.name);
    };
    // Both replicas now hold the organisation's departments in memory.
    expect(await named(a)).toEqual(['Yard']);
    expect(await named(b)).toEqual(['Yard']);
    const renamed = await call(
      a,
      '/updateDepartment',
      { id: yard!.id, organizationId: s.org.id, name: 'Back yard', departmentClassificationId: classification!.id },
      owner,
      { method: 'PATCH' },
    );
    expect(renamed.status).toBe(200);
    expect(await named(b)).toEqual(['Back yard']);
    expect(await named(a)).toEqual(['Back yard']);
  });

  it('every insight sent through either replica is processed exactly once', { timeout: 60_000 }, async () => {
    const count = 40;
    const s = await seedOrg(database.db);
    const tokens = [await signIn(a, s.employee.businessEmail), await signIn(b, s.employee.businessEmail)];
    for (let i = 0; i < count; i++) {
      const res = await call(
        i % 2 ? b : a,
        '/employee/submitInsight',
        { body: `The canteen queue is far too long at noon, day ${i}.` },
        tokens[i % 2],
      );
      expect(res.status).toBe(200);
    }
    const processed = async () =>
      (await q(`select count(*)::int n from submissions where organization_id = $1 and stage = 'processed'`, [s.org.id]))[0]!.n as number;
    await until('every insight processed', async () => (await processed()) === count, 45_000, 200);
    // One job per insight, completed once: no replica ran another's job again.
    const ids = (await q(`select id from submissions where organization_id = $1`, [s.org.id])).map((r) => r.id as string);
    expect(
      await q(
        `select data->>'submissionId' id, count(*)::int n from pgboss.job
          where name = 'process-submission' and data->>'submissionId' = any($1) group by 1 having count(*) <> 1 or bool_or(state <> 'completed')`,
        [ids],
      ),
    ).toEqual([]);
    // Each filed in one topic, tallies equal to the insights linked (a replay would count twice).
    expect(await q(`select count(*)::int n from submissions where organization_id = $1 and topic_id is null`, [s.org.id])).toEqual([
      { n: 0 },
    ]);
    expect(
      await q(
        `select g.id from submission_groups g left join submissions s on s.topic_id = g.id
          where g.organization_id = $1 group by g.id having g.submission_count <> count(s.id)`,
        [s.org.id],
      ),
    ).toEqual([]);
  });

  it.skipIf(!REDIS_URL)(
    'the general rate limit is one count across both replicas (needs REDIS_URL: the count lives in Redis)',
    async () => {
      const s = await seedOrg(database.db);
      const token = await signIn(a, s.admin.businessEmail);
      const client = randomClient();
      const statuses: number[] = [];
      // Two routes, two replicas: one count.
      const org = { filter: { organizationId: s.org.id } };
      for (let i = 0; i < LIMIT; i++) {
        statuses.push(
          (i % 2 ? await call(b, '/findOrganizations', org, token, { client }) : await call(a, '/findCountries', {}, token, { client }))
            .status,
        );
      }
      expect(statuses).toEqual(Array(LIMIT).fill(200));
      for (const server of [a, b]) {
        const refused = await call(server, '/findCountries', {}, token, { client });
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          status: 'ERROR',
          message: MSG.tooManyRequests,
          error: { code: 'RATE_LIMITED', message: MSG.tooManyRequests },
        });
      }
    },
  );
});
