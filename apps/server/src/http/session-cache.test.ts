import { NO_PERMISSIONS } from '@voyce/contracts/roles';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, post, seedOrg } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberships, roles, users } from '../db/schema/index.ts';
import type { AuthContext } from './auth-context.ts';
import { createSessionCache, startSessionListener, type SessionListener } from './session-cache.ts';

const someone = (over: Partial<AuthContext> = {}): AuthContext => ({
  userId: 'u1',
  sessionId: 's1',
  email: 'a@example.com',
  organizationId: 'o1',
  role: 'admin',
  roleId: null,
  permissions: NO_PERMISSIONS,
  ...over,
});
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('session cache (in memory)', () => {
  it('serves nothing while it is not listening, and forgets everything when it stops', () => {
    const cache = createSessionCache();
    cache.set('h', someone(), { expiresAt: inAnHour(), roleId: null }, cache.generation());
    expect(cache.get('h')).toBeUndefined();
    cache.listening(true);
    cache.set('h', someone(), { expiresAt: inAnHour(), roleId: null }, cache.generation());
    expect(cache.get('h')?.userId).toBe('u1');
    cache.listening(false);
    cache.listening(true);
    expect(cache.get('h')).toBeUndefined();
  });

  it('does not keep a look-up that began before a change was heard (it may have read the old row)', () => {
    const cache = createSessionCache();
    cache.listening(true);
    const startedAt = cache.generation();
    cache.invalidate('u:someone-else');
    cache.set('h', someone(), { expiresAt: inAnHour(), roleId: null }, startedAt);
    expect(cache.get('h')).toBeUndefined();
  });

  it('drops the entries a notification names: a session, a user, a role (even one granting nothing)', () => {
    const cache = createSessionCache();
    cache.listening(true);
    const put = (hash: string, auth: AuthContext, roleId: string | null = null) =>
      cache.set(hash, auth, { expiresAt: inAnHour(), roleId }, cache.generation());
    put('a', someone({ sessionId: 's-a', userId: 'u-a' }));
    put('b', someone({ sessionId: 's-b', userId: 'u-b' }));
    put('c', someone({ sessionId: 's-c', userId: 'u-c' }), 'r-c');
    cache.invalidate('s:s-a');
    cache.invalidate('u:u-b');
    cache.invalidate('r:r-c');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, undefined]);
    put('d', someone());
    cache.invalidate('x:unknown kind');
    expect(cache.get('d')).toBeUndefined();
  });

  it('is bounded: the least recently used goes first, and nothing outlives its session or the max age', () => {
    const cache = createSessionCache({ maxEntries: 2, maxAgeMs: 50 });
    cache.listening(true);
    const put = (hash: string, expiresAt = inAnHour()) => cache.set(hash, someone(), { expiresAt, roleId: null }, cache.generation());
    put('a');
    put('b');
    cache.get('a');
    put('c');
    expect([!!cache.get('a'), !!cache.get('b'), !!cache.get('c')]).toEqual([true, false, true]);
    put('expired', new Date(Date.now() - 1));
    expect(cache.get('expired')).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + 100 });
    try {
      expect(cache.get('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('session cache on a real database', () => {
  let t: TestApp;
  let listener: SessionListener;
  const sessionLookups: string[] = [];

  beforeAll(async () => {
    // The look-up of who a session is (http/session.repository.ts); the session itself is in the identity store.
    const isLookup = (q: string) => /from "users" inner join "organization_memberships"/.test(q) && q.includes('"roles"');
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { logQuery: (q) => isLookup(q) && sessionLookups.push(q) });
    listener = await startSessionListener(t.db, t.url, undefined, { retryMs: 50 });
  });
  afterAll(async () => {
    await listener?.stop();
    await t?.close();
  });

  const findOrganizations = (token: string, org: string) => post(t, '/findOrganizations', { filter: { organizationId: org } }, token);

  it('an authorised call after the first makes no session look-up (one round trip: its own query)', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.admin.businessEmail);
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    const before = sessionLookups.length;
    for (let i = 0; i < 5; i++) expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    expect(sessionLookups.length - before).toBe(0);
  });

  it('logout is final at once, though the session was cached', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.admin.businessEmail);
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    expect((await post(t, '/user/logout', {}, token)).status).toBe(200);
    expect((await findOrganizations(token, s.org.id)).status).toBe(401);
  });

  it('deactivation and a custom role losing a permission take effect on the next call', async () => {
    const s = await seedOrg(t.db);
    const owner = await login(t, s.admin.businessEmail);
    const [other] = await t.db
      .insert(users)
      .values({
        businessEmail: `cached-${s.org.id}@example.com`,
        passwordHash: (await t.db.select().from(users).where(eq(users.id, s.admin.id)))[0]!.passwordHash,
      })
      .returning();
    const [role] = await t.db
      .insert(roles)
      .values({ organizationId: s.org.id, name: 'Viewer', permissions: { ...NO_PERMISSIONS, users: 'view' } })
      .returning();
    await t.db
      .insert(memberships)
      .values({ organizationId: s.org.id, userId: other!.id, role: 'admin', roleId: role!.id, inviteStatus: 'accepted' });
    const token = await login(t, other!.businessEmail);
    const list = () => post(t, '/user-management/list', { organizationId: s.org.id, role: 'ADMIN' }, token);
    expect((await list()).status).toBe(200);
    const updated = await t.app.inject({
      method: 'PATCH',
      url: '/api/updateRole',
      payload: { id: role!.id, organizationId: s.org.id, name: 'Viewer', permissions: NO_PERMISSIONS },
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(updated.statusCode).toBe(200);
    expect((await list()).status).toBe(403);
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    const off = await post(t, '/user-management/deactivate', { organizationId: s.org.id, userId: other!.id, disabled: true }, owner);
    expect(off.status).toBe(200);
    expect((await findOrganizations(token, s.org.id)).status).toBe(401);
  });

  it('a change made outside the app (the CLI, a manual UPDATE) reaches the cache through the triggers', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.admin.businessEmail);
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    const heard = listener.cache.generation();
    await t.db
      .update(memberships)
      .set({ disabled: true })
      .where(and(eq(memberships.organizationId, s.org.id), eq(memberships.userId, s.admin.id)));
    await vi.waitFor(() => expect(listener.cache.generation()).toBeGreaterThan(heard));
    expect((await findOrganizations(token, s.org.id)).status).toBe(401);
  });

  it('an update that changes nothing about access notifies nobody (a name edit)', async () => {
    const s = await seedOrg(t.db);
    const watcher = new pg.Client({ connectionString: t.url });
    await watcher.connect();
    const heard: string[] = [];
    watcher.on('notification', (m) => heard.push(m.payload ?? ''));
    await watcher.query('LISTEN voyce_auth');
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, s.admin.id));
    await t.db
      .update(users)
      .set({ businessEmail: `renamed-${s.org.id}@example.com` })
      .where(eq(users.id, s.admin.id));
    await vi.waitFor(() => expect(heard).toEqual([`u:${s.admin.id}`]));
    await watcher.end();
  });

  it('while the LISTEN connection is lost it looks sessions up, and it listens again by itself', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.admin.businessEmail);
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'voyce_change_listener' and datname = current_database()`,
    );
    await vi.waitFor(() => expect(listener.cache.isListening()).toBe(false));
    const before = sessionLookups.length;
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    expect(sessionLookups.length - before).toBe(1);
    await vi.waitFor(() => expect(listener.cache.isListening()).toBe(true), { timeout: 5000 });
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    const again = sessionLookups.length;
    expect((await findOrganizations(token, s.org.id)).status).toBe(200);
    expect(sessionLookups.length).toBe(again);
  });
});
