import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, post, seedOrg } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  codeKey,
  IDENTITY_STORE_DOWN,
  memoryIdentityStore,
  redisIdentityStore,
  sessionIdOf,
  type IdentityStore,
} from './identity-store.ts';

const REDIS_URL = process.env.REDIS_URL;
const redis = REDIS_URL ? new Redis(REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
afterAll(() => redis?.disconnect());

/** One contract, both stores: the embedded default (memory) and replicas' (Redis, when REDIS_URL is set). */
const stores: [string, () => IdentityStore][] = [
  ['memory', memoryIdentityStore],
  // A prefix of its own: runs never see each other's keys.
  ...(redis
    ? [['redis', () => redisIdentityStore(redis, `voyce-test:${randomBytes(4).toString('hex')}:`)] as [string, () => IdentityStore]]
    : []),
];
const id = () => randomBytes(8).toString('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(stores)('identity store (%s)', (_name, make) => {
  it('keeps a session until it ends or expires, and moves it between organisations', async () => {
    const store = make();
    const s = { id: sessionIdOf(id()), userId: id(), organizationId: 'a', expiresAt: Date.now() + 60_000 };
    await store.putSession(s);
    expect(await store.getSession(s.id)).toEqual(s);
    expect(await store.moveSession(s.id, 'b')).toBe(true);
    expect((await store.getSession(s.id))?.organizationId).toBe('b');
    await store.endSession(s.id);
    expect(await store.getSession(s.id)).toBeNull();
    expect(await store.moveSession(s.id, 'a')).toBe(false);
    const short = { ...s, id: sessionIdOf(id()), expiresAt: Date.now() + 30 };
    await store.putSession(short);
    await sleep(60);
    expect(await store.getSession(short.id)).toBeNull();
  });

  it("ends a person's sessions in one organisation, or all but one", async () => {
    const store = make();
    const userId = id();
    const mk = async (organizationId: string) => {
      const s = { id: sessionIdOf(id()), userId, organizationId, expiresAt: Date.now() + 60_000 };
      await store.putSession(s);
      return s.id;
    };
    const [a1, a2, b1] = [await mk('a'), await mk('a'), await mk('b')];
    const other = { id: sessionIdOf(id()), userId: id(), organizationId: 'a', expiresAt: Date.now() + 60_000 };
    await store.putSession(other);
    await store.endUserSessions(userId, { organizationId: 'a' });
    expect([await store.getSession(a1), await store.getSession(a2)]).toEqual([null, null]);
    expect(await store.getSession(b1)).not.toBeNull();
    expect(await store.getSession(other.id)).not.toBeNull();
    const b2 = await mk('b');
    await store.endUserSessions(userId, { except: b2 });
    expect(await store.getSession(b1)).toBeNull();
    expect(await store.getSession(b2)).not.toBeNull();
  });

  it('counts tries, hands a code out once, and deletes it as it is used', async () => {
    const store = make();
    const key = codeKey(`${id()}@example.com`, 'login');
    await store.putCode(key, 'h1', 60_000);
    expect(await store.takeAttempt(key, 'h1', 2)).toBe(1);
    expect(await store.takeAttempt(key, 'h1', 2)).toBe(2);
    expect(await store.takeAttempt(key, 'h1', 2)).toBeNull();
    // A newer code replaces it, with its own tries; a try of the old one counts nothing.
    await store.putCode(key, 'h2', 60_000);
    expect(await store.takeAttempt(key, 'h1', 5)).toBeNull();
    expect((await store.getCode(key))?.attempts).toBe(0);
    const taken = await Promise.all(Array.from({ length: 5 }, () => store.takeCode(key, 'h2')));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await store.getCode(key)).toBeNull();
  });

  it('turns a code into a grant once, takes the grant once, and lets codes expire', async () => {
    const store = make();
    const key = codeKey(`${id()}@example.com`, 'reset');
    await store.putCode(key, 'h', 60_000);
    const granted = await Promise.all([store.grantCode(key, 'h', 'g1', 60_000), store.grantCode(key, 'h', 'g2', 60_000)]);
    expect(granted.filter(Boolean)).toHaveLength(1);
    const grant = granted[0] ? 'g1' : 'g2';
    expect(await store.takeCode(key, 'h')).toBe(false);
    expect(await store.takeGrant(key, 'wrong')).toBe(false);
    expect(await store.takeGrant(key, grant)).toBe(true);
    expect(await store.takeGrant(key, grant)).toBe(false);
    await store.putCode(key, 'h', 30);
    await sleep(60);
    expect(await store.getCode(key)).toBeNull();
    expect(await store.takeAttempt(key, 'h', 5)).toBeNull();
  });

  it('remembers a mark until it expires', async () => {
    const store = make();
    const key = `registration:${id()}`;
    expect(await store.marked(key)).toBeNull();
    await store.mark(key, 1234, 30);
    expect(await store.marked(key)).toBe(1234);
    await sleep(60);
    expect(await store.marked(key)).toBeNull();
  });

  it('hands a sign-on flow out once, to one of parallel callers, and lets it expire', async () => {
    const store = make();
    const key = `sso:${id()}`;
    await store.putFlow(key, '{"a":1}', 10_000);
    const taken = await Promise.all([store.takeFlow(key), store.takeFlow(key), store.takeFlow(key)]);
    expect(taken.filter((v) => v !== null)).toEqual(['{"a":1}']);
    await store.putFlow(key, 'x', 30);
    await sleep(60);
    expect(await store.takeFlow(key)).toBeNull();
  });
});

describe('identity store in Redis, while Redis is away', () => {
  it('answers 503 with the envelope, never a 500, and marks the failure as the store being away', async () => {
    // Nothing listens on port 1; no retries, so each call fails at once.
    const away = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    away.on('error', () => {});
    const store = redisIdentityStore(away);
    await expect(store.getSession('x')).rejects.toMatchObject({ code: IDENTITY_STORE_DOWN });
    const t = await createTestApp({}, { identity: store });
    try {
      const s = await seedOrg(t.db);
      const signIn = await post(t, '/user/verifyLogin', { email: s.admin.businessEmail, password: PASSWORD });
      expect(signIn.status).toBe(503);
      expect(signIn.body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect((await post(t, '/user/getProfile', {}, 'a-token-of-some-length')).status).toBe(503);
    } finally {
      await t.close();
      away.disconnect();
    }
  });
});
