import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { PROCESS_SUBMISSION } from '../modules/pipeline/process-submission.ts';

/** What the job queue (pg-boss, its own schema) holds, read by the sweepers. */

/**
 * Of these insights, those with a processing job waiting in pg-boss (created or retry) or active
 * for less than a sweep. An insight committed but not yet enqueued may get a second job: the
 * handler is idempotent, so that costs one no-op.
 */
export async function liveJobs(db: Db, submissionIds: string[], sweepSeconds: number): Promise<Set<string>> {
  if (submissionIds.length === 0) return new Set();
  // pg-boss orders its states: created < retry < active < completed... (its own 'waiting' test).
  const rows = await db.execute<{ key: string }>(sql`
    select singleton_key as key from pgboss.job
    where name = ${PROCESS_SUBMISSION}
      and (state < 'active' or (state = 'active' and started_on > now() - make_interval(secs => ${sweepSeconds})))
      and singleton_key in (${sql.join(
        submissionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return new Set(rows.rows.map((r) => r.key));
}
