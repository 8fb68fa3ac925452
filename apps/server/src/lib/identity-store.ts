import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Short-lived state that names a person: sessions, one-time codes and their grants, and the
 * mark that someone started registering. It is kept where the content database is not (issue
 * 33): a row written in PostgreSQL when a person signs in sits, in `xmin` order and by its
 * timestamps, right next to the insight they write a minute later, in the live files, a
 * replica and every physical backup. Here it leaves no trace in them.
 *
 * In Redis when REDIS_URL is set (replicas share it; it is the truth, so a revocation holds at
 * once everywhere); otherwise in this process's memory (the embedded default: sessions and
 * codes end when the server restarts, and everyone signs in again).
 */
export type StoredSession = {
  id: string;
  userId: string;
  organizationId: string;
  expiresAt: number;
  /** The organisation whose identity provider opened the session (single sign-on), if one did. */
  ssoOrganizationId?: string;
};
export type StoredCode = { codeHash: string; attempts: number; grantHash?: string };

export type IdentityStore = {
  putSession: (s: StoredSession) => Promise<void>;
  /** The live session (null when ended, expired or unknown). */
  getSession: (id: string) => Promise<StoredSession | null>;
  /** Moves a live session to another organisation; false when it is not live. */
  moveSession: (id: string, organizationId: string) => Promise<boolean>;
  endSession: (id: string) => Promise<void>;
  /** Ends the person's sessions (only those acting in `organizationId` when given), but `except`. */
  endUserSessions: (userId: string, options?: { organizationId?: string; except?: string }) => Promise<void>;

  /** A new code under `key`, replacing any earlier one (only the newest code works). */
  putCode: (key: string, codeHash: string, ttlMs: number) => Promise<void>;
  /** The code or grant under `key` while it lives. */
  getCode: (key: string) => Promise<StoredCode | null>;
  /** Counts a try of the code `codeHash` before it is compared; null when it has no tries left or is gone. */
  takeAttempt: (key: string, codeHash: string, max: number) => Promise<number | null>;
  /** Takes the code for good, once: of parallel callers only one gets true. Deleted as it is used. */
  takeCode: (key: string, codeHash: string) => Promise<boolean>;
  /** Turns the checked code into a grant for `ttlMs`, once. */
  grantCode: (key: string, codeHash: string, grantHash: string, ttlMs: number) => Promise<boolean>;
  /** Takes the grant, once; deleted as it is used. */
  takeGrant: (key: string, grantHash: string) => Promise<boolean>;

  /** A time remembered under `key` for `ttlMs` (registration started). */
  mark: (key: string, at: number, ttlMs: number) => Promise<void>;
  marked: (key: string) => Promise<number | null>;

  /** A single sign-on flow's state (PKCE verifier, nonce, organisation) under `key` for `ttlMs`. */
  putFlow: (key: string, value: string, ttlMs: number) => Promise<void>;
  /** Takes the flow's state, once: of parallel callers only one gets it. Deleted as it is read. */
  takeFlow: (key: string) => Promise<string | null>;
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A session's id, derived from its token's hash: the store never holds either as such. */
export const sessionIdOf = (tokenHash: string) => sha256(`session\0${tokenHash}`).slice(0, 32);

/** Where the code of one e-mail address and purpose is kept (the address itself is not a key). */
export const codeKey = (email: string, purpose: string) => `${purpose}:${sha256(`code\0${email}`)}`;

/** Where "this person started registering" is kept. */
export const registrationKey = (email: string) => `registration:${sha256(`code\0${email}`)}`;

export function memoryIdentityStore(): IdentityStore {
  const sessions = new Map<string, StoredSession>();
  const byUser = new Map<string, Set<string>>();
  const codes = new Map<string, { code: StoredCode; expiresAt: number }>();
  const marks = new Map<string, { at: number; expiresAt: number }>();
  const flows = new Map<string, { value: string; expiresAt: number }>();

  /** Drops what has expired once a map grows (nothing else would). */
  const sweep = () => {
    const now = Date.now();
    if (sessions.size > 50_000) for (const [id, s] of sessions) if (s.expiresAt <= now) endSessionNow(id);
    if (codes.size > 50_000) for (const [k, c] of codes) if (c.expiresAt <= now) codes.delete(k);
    if (marks.size > 50_000) for (const [k, m] of marks) if (m.expiresAt <= now) marks.delete(k);
    if (flows.size > 50_000) for (const [k, f] of flows) if (f.expiresAt <= now) flows.delete(k);
  };
  const liveSession = (id: string) => {
    const s = sessions.get(id);
    if (s && s.expiresAt <= Date.now()) endSessionNow(id);
    return s && s.expiresAt > Date.now() ? s : null;
  };
  const endSessionNow = (id: string) => {
    const s = sessions.get(id);
    if (!s) return;
    sessions.delete(id);
    const ids = byUser.get(s.userId);
    ids?.delete(id);
    if (ids?.size === 0) byUser.delete(s.userId);
  };
  const liveCode = (key: string) => {
    const c = codes.get(key);
    if (c && c.expiresAt <= Date.now()) codes.delete(key);
    return c && c.expiresAt > Date.now() ? c.code : null;
  };

  return {
    putSession: async (s) => {
      sweep();
      sessions.set(s.id, { ...s });
      byUser.set(s.userId, (byUser.get(s.userId) ?? new Set()).add(s.id));
    },
    getSession: async (id) => {
      const s = liveSession(id);
      return s ? { ...s } : null;
    },
    moveSession: async (id, organizationId) => {
      const s = liveSession(id);
      if (!s) return false;
      s.organizationId = organizationId;
      return true;
    },
    endSession: async (id) => endSessionNow(id),
    endUserSessions: async (userId, options = {}) => {
      for (const id of [...(byUser.get(userId) ?? [])]) {
        const s = sessions.get(id)!;
        if (id === options.except || (options.organizationId && s.organizationId !== options.organizationId)) continue;
        endSessionNow(id);
      }
    },

    putCode: async (key, codeHash, ttlMs) => {
      sweep();
      codes.set(key, { code: { codeHash, attempts: 0 }, expiresAt: Date.now() + ttlMs });
    },
    getCode: async (key) => {
      const c = liveCode(key);
      return c ? { ...c } : null;
    },
    // Each of these runs to its end without yielding: one process, so each is atomic.
    takeAttempt: async (key, codeHash, max) => {
      const c = liveCode(key);
      if (!c || c.codeHash !== codeHash || c.grantHash || c.attempts >= max) return null;
      return ++c.attempts;
    },
    takeCode: async (key, codeHash) => {
      const c = liveCode(key);
      if (!c || c.codeHash !== codeHash || c.grantHash) return false;
      codes.delete(key);
      return true;
    },
    grantCode: async (key, codeHash, grantHash, ttlMs) => {
      const c = liveCode(key);
      if (!c || c.codeHash !== codeHash || c.grantHash) return false;
      codes.set(key, { code: { ...c, grantHash }, expiresAt: Date.now() + ttlMs });
      return true;
    },
    takeGrant: async (key, grantHash) => {
      const c = liveCode(key);
      if (!c || c.grantHash !== grantHash) return false;
      codes.delete(key);
      return true;
    },

    mark: async (key, at, ttlMs) => {
      sweep();
      marks.set(key, { at, expiresAt: Date.now() + ttlMs });
    },
    marked: async (key) => {
      const m = marks.get(key);
      if (m && m.expiresAt <= Date.now()) marks.delete(key);
      return m && m.expiresAt > Date.now() ? m.at : null;
    },

    putFlow: async (key, value, ttlMs) => {
      sweep();
      flows.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    takeFlow: async (key) => {
      const f = flows.get(key);
      flows.delete(key);
      return f && f.expiresAt > Date.now() ? f.value : null;
    },
  };
}

/**
 * Compare-and-change of one code, atomic in Redis (a script runs alone): parallel requests with
 * the right code cannot both take it, and parallel guesses cannot exceed the tries.
 * ARGV[1] is the operation; a record without `grantHash` is a code still waiting for its check.
 */
const CODE_SCRIPT = `
local v = redis.call('GET', KEYS[1])
if not v then return -1 end
local c = cjson.decode(v)
local op = ARGV[1]
if op == 'attempt' then
  if c.codeHash ~= ARGV[2] or c.grantHash ~= nil or c.attempts >= tonumber(ARGV[3]) then return -1 end
  c.attempts = c.attempts + 1
  redis.call('SET', KEYS[1], cjson.encode(c), 'KEEPTTL')
  return c.attempts
elseif op == 'take' then
  if c.codeHash ~= ARGV[2] or c.grantHash ~= nil then return -1 end
  redis.call('DEL', KEYS[1])
  return 1
elseif op == 'grant' then
  if c.codeHash ~= ARGV[2] or c.grantHash ~= nil then return -1 end
  c.grantHash = ARGV[3]
  redis.call('SET', KEYS[1], cjson.encode(c), 'PX', ARGV[4])
  return 1
elseif op == 'take-grant' then
  if c.grantHash ~= ARGV[2] then return -1 end
  redis.call('DEL', KEYS[1])
  return 1
end
return -1`;

/** The code a failure of the Redis store carries: the error handler answers 503, as for PostgreSQL away. */
export const IDENTITY_STORE_DOWN = 'IDENTITY_STORE_DOWN';

/** Every call of `store`, its failures marked as the store being away (never a 500 with internals). */
function guarded(store: IdentityStore): IdentityStore {
  const out = {} as Record<string, unknown>;
  for (const [name, fn] of Object.entries(store) as [string, (...a: unknown[]) => Promise<unknown>][]) {
    out[name] = (...args: unknown[]) =>
      fn(...args).catch((err: unknown) => {
        throw Object.assign(new Error('identity store unavailable', { cause: err }), { code: IDENTITY_STORE_DOWN });
      });
  }
  return out as IdentityStore;
}

export function redisIdentityStore(redis: Redis, prefix = 'voyce:'): IdentityStore {
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const userKey = (userId: string) => `${prefix}user-sessions:${userId}`;
  const codeK = (key: string) => `${prefix}code:${key}`;
  const markK = (key: string) => `${prefix}mark:${key}`;
  const flowK = (key: string) => `${prefix}flow:${key}`;
  const parse = <T>(v: string | null): T | null => (v ? (JSON.parse(v) as T) : null);
  const code = async (op: string, key: string, ...args: (string | number)[]) =>
    Number(await redis.eval(CODE_SCRIPT, 1, codeK(key), op, ...args.map(String)));

  return guarded({
    putSession: async (s) => {
      const ttl = Math.max(1, s.expiresAt - Date.now());
      await redis
        .multi()
        .set(sessionKey(s.id), JSON.stringify(s), 'PX', ttl)
        .sadd(userKey(s.userId), s.id)
        // Every session lives as long as SESSION_TTL_HOURS: the newest outlives the others.
        .pexpire(userKey(s.userId), ttl)
        .exec();
    },
    getSession: async (id) => {
      const s = parse<StoredSession>(await redis.get(sessionKey(id)));
      return s && s.expiresAt > Date.now() ? s : null;
    },
    moveSession: async (id, organizationId) => {
      const s = parse<StoredSession>(await redis.get(sessionKey(id)));
      if (!s || s.expiresAt <= Date.now()) return false;
      // XX: a session ended meanwhile is not brought back.
      return (await redis.set(sessionKey(id), JSON.stringify({ ...s, organizationId }), 'KEEPTTL', 'XX')) === 'OK';
    },
    endSession: async (id) => {
      const s = parse<StoredSession>(await redis.get(sessionKey(id)));
      await redis.del(sessionKey(id));
      if (s) await redis.srem(userKey(s.userId), id);
    },
    endUserSessions: async (userId, options = {}) => {
      const ids = (await redis.smembers(userKey(userId))).filter((id) => id !== options.except);
      if (ids.length === 0) return;
      const found = await redis.mget(ids.map(sessionKey));
      const ending = ids.filter((id, i) => {
        const s = parse<StoredSession>(found[i] ?? null);
        return !s || !options.organizationId || s.organizationId === options.organizationId;
      });
      if (ending.length === 0) return;
      await redis
        .multi()
        .del(...ending.map(sessionKey))
        .srem(userKey(userId), ...ending)
        .exec();
    },

    putCode: async (key, codeHash, ttlMs) => {
      await redis.set(codeK(key), JSON.stringify({ codeHash, attempts: 0 } satisfies StoredCode), 'PX', ttlMs);
    },
    getCode: async (key) => parse<StoredCode>(await redis.get(codeK(key))),
    takeAttempt: async (key, codeHash, max) => {
      const n = await code('attempt', key, codeHash, max);
      return n < 0 ? null : n;
    },
    takeCode: async (key, codeHash) => (await code('take', key, codeHash)) === 1,
    grantCode: async (key, codeHash, grantHash, ttlMs) => (await code('grant', key, codeHash, grantHash, Math.max(1, ttlMs))) === 1,
    takeGrant: async (key, grantHash) => (await code('take-grant', key, grantHash)) === 1,

    mark: async (key, at, ttlMs) => {
      await redis.set(markK(key), String(at), 'PX', ttlMs);
    },
    marked: async (key) => {
      const v = await redis.get(markK(key));
      return v === null ? null : Number(v);
    },

    putFlow: async (key, value, ttlMs) => {
      await redis.set(flowK(key), value, 'PX', Math.max(1, ttlMs));
    },
    takeFlow: async (key) => redis.getdel(flowK(key)),
  });
}
