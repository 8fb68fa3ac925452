import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { AuthContext } from './auth-context.ts';

/** The channel migration 0019's triggers notify: 's:<session id>', 'u:<user id>' or 'r:<role id>'. */
export const AUTH_CHANNEL = 'voyce_auth';

/** `roleId` is the membership's, even when it grants nothing (a role of another organisation). */
type Entry = { auth: AuthContext; roleId: string | null; until: number };

/**
 * Resolved callers by token hash, so an authorised call costs one PostgreSQL round trip (its
 * own query) instead of two. Correct only while it hears every change: it serves nothing
 * unless `listening`, and a look-up that began before a notification is not stored after it
 * (the generation), since it may have read the row the notification is about.
 */
export type SessionCache = {
  get: (tokenHash: string) => AuthContext | undefined;
  /** Read before a look-up; `set` ignores results of a look-up older than the last change heard. */
  generation: () => number;
  set: (tokenHash: string, auth: AuthContext, session: { expiresAt: Date; roleId: string | null }, generation: number) => void;
  /** One notification's payload: drops every entry it names. */
  invalidate: (payload: string) => void;
  /** Deaf (no LISTEN connection): forget everything and serve nothing until `listening(true)`. */
  listening: (on: boolean) => void;
  isListening: () => boolean;
  size: () => number;
};

export function createSessionCache(options: { maxEntries?: number; maxAgeMs?: number } = {}): SessionCache {
  const maxEntries = options.maxEntries ?? 10_000;
  // A safety net only: a notification normally ends an entry long before this.
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  // Map order is insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening = false;
  const forgetAll = () => {
    generation++;
    entries.clear();
  };
  return {
    get(tokenHash) {
      if (!listening) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      entries.delete(tokenHash);
      if (entry.until <= Date.now()) return undefined;
      entries.set(tokenHash, entry);
      return entry.auth;
    },
    generation: () => generation,
    set(tokenHash, auth, session, startedAt) {
      if (!listening || startedAt !== generation) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { auth, roleId: session.roleId, until: Math.min(Date.now() + maxAgeMs, session.expiresAt.getTime()) });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    invalidate(payload) {
      generation++;
      const kind = payload.slice(0, 2);
      const id = payload.slice(2);
      const matches =
        kind === 's:'
          ? (e: Entry) => e.auth.sessionId === id
          : kind === 'u:'
            ? (e: Entry) => e.auth.userId === id
            : kind === 'r:'
              ? (e: Entry) => e.roleId === id
              : // A payload this version does not know: safer to forget everything.
                () => true;
      for (const [key, entry] of entries) if (matches(entry)) entries.delete(key);
    },
    listening(on) {
      forgetAll();
      listening = on;
    },
    isListening: () => listening,
    size: () => entries.size,
  };
}

/** The cache each database handle's look-ups use (set by the process that listens for it). */
const caches = new WeakMap<Db, SessionCache>();

export const sessionCacheOf = (db: Db): SessionCache | undefined => caches.get(db);

export type SessionListener = { cache: SessionCache; stop: () => Promise<void> };

/**
 * Attaches a cache to `db` and keeps a dedicated connection LISTENing for changes, reconnecting
 * when it is lost (the cache is bypassed meanwhile). A periodic ping finds a connection that
 * died silently; the cache's max age bounds what even that could serve.
 */
export async function startSessionListener(
  db: Db,
  url: string,
  log?: Logger,
  options: { maxEntries?: number; maxAgeMs?: number; pingMs?: number; retryMs?: number } = {},
): Promise<SessionListener> {
  const cache = createSessionCache(options);
  caches.set(db, cache);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;

  const hear = (msg: pg.Notification) => {
    if (msg.channel === AUTH_CHANNEL) cache.invalidate(msg.payload ?? '');
  };

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    cache.listening(false);
    if (ping) clearInterval(ping);
    c.end().catch(() => {});
    if (stopped) return;
    log?.warn({ err: err?.message }, 'session cache: LISTEN connection lost; looking sessions up in the database until it is back');
    retry = setTimeout(() => void connect(), options.retryMs ?? 1000);
    retry.unref();
  };

  const connect = async (): Promise<boolean> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: 5000, application_name: 'voyce_session_listener' });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', hear);
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      lost(c, err as Error);
      return false;
    }
    if (stopped || client !== c) return false;
    cache.listening(true);
    ping = setInterval(() => {
      c.query('select 1').catch((err: Error) => lost(c, err));
    }, options.pingMs ?? 15_000);
    ping.unref();
    return true;
  };

  // This process's own changes are heard before their COMMIT returns: PostgreSQL delivers a
  // session's notifications to itself ahead of its ReadyForQuery, so each pool connection
  // listens too. Otherwise a logout could answer, and the same token's next call be served
  // from the cache, before the dedicated connection's copy of the notification was read.
  // pg-pool awaits onConnect before handing a new connection out; connections opened before
  // this (the migrations') hear changes through the dedicated connection only.
  const poolOptions = (db as unknown as { $client: { options: { onConnect?: (c: pg.PoolClient) => unknown } } }).$client.options;
  const previousOnConnect = poolOptions.onConnect;
  poolOptions.onConnect = async (c) => {
    await previousOnConnect?.(c);
    c.on('notification', hear);
    await c.query(`LISTEN ${AUTH_CHANNEL}`);
  };

  await connect();
  return {
    cache,
    stop: async () => {
      stopped = true;
      poolOptions.onConnect = previousOnConnect;
      if (retry) clearTimeout(retry);
      if (ping) clearInterval(ping);
      cache.listening(false);
      if (caches.get(db) === cache) caches.delete(db);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
