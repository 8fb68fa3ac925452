import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SUBMISSION_STAGE_VALUES, submissions } from '../../db/schema/index.ts';

type Stage = (typeof SUBMISSION_STAGE_VALUES)[number];

/**
 * `stage in (...)` written with literals, not parameters. Statements are prepared once per
 * connection (db/statement-cache.ts) and PostgreSQL then settles on a generic plan, which has
 * no parameter values: it can use a partial index (`where stage in ('processed', 'closed')`)
 * only when the query names the same constants. The stages come from the schema's list.
 */
export function stageIn(stages: readonly Stage[]): SQL {
  const known = stages.filter((s) => SUBMISSION_STAGE_VALUES.includes(s));
  if (known.length === 0) return sql`false`;
  return sql`${submissions.stage} in (${sql.raw(known.map((s) => `'${s}'`).join(', '))})`;
}

/** Leaders only ever see processed or closed insights (ARCHITECTURE §6). */
export const leaderVisible: SQL = stageIn(['processed', 'closed']);

/** The insights of one organisation that its leaders see. */
export const leaderVisibleOf = (organizationId: string): SQL => and(eq(submissions.organizationId, organizationId), leaderVisible)!;
