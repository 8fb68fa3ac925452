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
  /**
   * The computation of `key` at `version` under way on this replica, if any: its answer's bytes
   * once sent, or undefined if it failed (the caller then computes its own).
   */
  inFlight: (key: string, version: string) => Promise<Buffer | undefined> | undefined;
  /** Marks `key` at `version` as being computed; the caller must call the returned `settle` once its answer is sent or failed. */
  startFlight: (key: string, version: string) => (body: Buffer | undefined) => void;
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
  // Single flight: when the version moves, every leader of the organisation whose dashboard is
  // open asks again at about the same moment, and each used to compute the same answer, a pool
  // connection each (under the mixed load most list calls were such repeats). The version is part
  // of the key: an answer computed from a snapshot older than the version its caller read is never
  // handed to it.
  const flights = new Map<string, Promise<Buffer | undefined>>();
  const flightKey = (key: string, version: string) => `${key}\u0000${version}`;

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
    inFlight: (key, version) => flights.get(flightKey(key, version)),
    startFlight(key, version) {
      const k = flightKey(key, version);
      let settle!: (body: Buffer | undefined) => void;
      const flight = new Promise<Buffer | undefined>((resolve) => {
        settle = (body) => {
          if (flights.get(k) === flight) flights.delete(k);
          resolve(body);
        };
      });
      flights.set(k, flight);
      return settle;
    },
    size: () => entries.size,
  };
}

/**
 * Which answer a request asks for: the route, the caller's organisation and role (built-in, and
 * custom role if any: the scope a leader sees through; lists show every leader of an
 * organisation the same today, and an answer must never reach a role that might be shown less),
 * the UTC day (periods such as "last 30 days" are whole UTC days counted from today) and the
 * parsed request, whose keys are in the schema's order whatever order the client sent them in.
 */
export const answerKey = (
  url: string,
  caller: { organizationId: string; role: string; roleId: string | null },
  input: unknown,
  now = new Date(),
) =>
  `${url}\u0000${caller.organizationId}\u0000${caller.role}:${caller.roleId ?? ''}\u0000${now.toISOString().slice(0, 10)}\u0000${JSON.stringify(input)}`;
