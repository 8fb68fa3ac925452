import type pg from 'pg';
import type { Db } from '../db/client.ts';

/**
 * Leaders' list answers, as the bytes sent, kept per replica and served while their
 * organisation's list version (migration 0022) is still the one they were computed at.
 *
 * Why: every leader of an organisation opens the same dashboard, whose lists ask the same
 * questions (hot topics, the newest insights), and the web app asks again on every visit. A
 * list computed from scratch cost 2-3 times the floor route (PostgreSQL ~0.5 ms and
 * the server ~0.6 ms per 20-topic page); an answer served from here costs the floor's one
 * round trip, the version read.
 *
 * Why a version read on every call rather than a notification: the version moves in the
 * committing transaction itself, so a read that follows a commit anywhere (this replica or
 * another, the pipeline, the CLI, a manual UPDATE) sees the new version and recomputes. A
 * LISTEN-based cache would serve the old answer until the notification arrived.
 */
export type AnswerCache = {
  /** The organisation's list version now ('0' before its first write). */
  version: (organizationId: string) => Promise<string>;
  /** The answer kept for `key`, if it was computed at `version`. */
  get: (key: string, version: string) => Buffer | undefined;
  /** Keeps an answer computed after `version` was read (a later write gives a new version, so it is never served stale). */
  set: (key: string, version: string, body: Buffer) => void;
  size: () => number;
};

type Entry = { version: string; body: Buffer };

const VERSION_QUERY = {
  name: 'voyce_list_version',
  text: 'select version::text as v from organization_list_versions where organization_id = $1',
};

export function createAnswerCache(db: Db, options: { maxEntries?: number; maxBytes?: number } = {}): AnswerCache {
  const maxEntries = options.maxEntries ?? 5_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  // Insertion order is recency: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    async version(organizationId) {
      const { rows } = await pool.query<{ v: string }>({ ...VERSION_QUERY, values: [organizationId] });
      return rows[0]?.v ?? '0';
    },
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        drop(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, body) {
      if (body.length > maxBytes / 16) return;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { version, body });
      bytes += body.length;
      for (const [k, e] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(k, e);
      }
    },
    size: () => entries.size,
  };
}

/**
 * Which answer a request asks for: the route, the caller's organisation, the UTC day (periods
 * such as "last 30 days" are whole UTC days counted from today) and the parsed request, whose
 * keys are in the schema's order whatever order the client sent them in.
 */
export const answerKey = (url: string, organizationId: string, input: unknown, now = new Date()) =>
  `${url}\u0000${organizationId}\u0000${now.toISOString().slice(0, 10)}\u0000${JSON.stringify(input)}`;
