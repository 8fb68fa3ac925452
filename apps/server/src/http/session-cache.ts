import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { startChangeListener, type ChangeSubscriber } from '../db/change-listener.ts';
import { createListeningCache } from '../db/listening-cache.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * The channel migration 0019's triggers notify: 'u:<user id>' or 'r:<role id>' ('s:<session id>'
 * came from the sessions table, gone in 0027: the identity store is asked on every call instead).
 */
export const AUTH_CHANNEL = 'voyce_auth';

/** `roleId` is the membership's, even when it grants nothing (a role of another organisation). */
type Entry = { auth: AuthContext; roleId: string | null };

/**
 * Resolved callers by token hash, so an authorised call costs one PostgreSQL round trip (its
 * own query) instead of two. A ListeningCache: correct only while it hears every change.
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
  const cache = createListeningCache<Entry>({ maxEntries: options.maxEntries ?? 10_000, maxAgeMs: options.maxAgeMs ?? 60_000 });
  return {
    get: (tokenHash) => cache.get(tokenHash)?.auth,
    generation: cache.generation,
    set: (tokenHash, auth, session, startedAt) =>
      cache.set(tokenHash, { auth, roleId: session.roleId }, startedAt, session.expiresAt.getTime()),
    invalidate(payload) {
      const kind = payload.slice(0, 2);
      const id = payload.slice(2);
      cache.forget(
        kind === 's:'
          ? (e) => e.auth.sessionId === id
          : kind === 'u:'
            ? (e) => e.auth.userId === id
            : kind === 'r:'
              ? (e) => e.roleId === id
              : // A payload this version does not know: safer to forget everything.
                undefined,
      );
    },
    listening: cache.listening,
    isListening: cache.isListening,
    size: cache.size,
  };
}

/** The cache each database handle's look-ups use (set by the process that listens for it). */
const caches = new WeakMap<Db, SessionCache>();

export const sessionCacheOf = (db: Db): SessionCache | undefined => caches.get(db);

export type SessionListener = { cache: SessionCache; stop: () => Promise<void> };

/** The session cache of `db`, attached and told about changes on AUTH_CHANNEL: a subscriber for startChangeListener. */
export function sessionCacheSubscriber(
  db: Db,
  options: { maxEntries?: number; maxAgeMs?: number } = {},
): ChangeSubscriber & { cache: SessionCache } {
  const cache = createSessionCache(options);
  caches.set(db, cache);
  return { channel: AUTH_CHANNEL, hear: cache.invalidate, listening: cache.listening, cache };
}

/** A session cache on `db` with a change listener of its own (tests; main.ts listens for every cache at once). */
export async function startSessionListener(
  db: Db,
  url: string,
  log?: Logger,
  options: { maxEntries?: number; maxAgeMs?: number; pingMs?: number; retryMs?: number } = {},
): Promise<SessionListener> {
  const subscriber = sessionCacheSubscriber(db, options);
  const listener = await startChangeListener(db, url, [subscriber], log, options);
  return {
    cache: subscriber.cache,
    stop: async () => {
      await listener.stop();
      if (caches.get(db) === subscriber.cache) caches.delete(db);
    },
  };
}
