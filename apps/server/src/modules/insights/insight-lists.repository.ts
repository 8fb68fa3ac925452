import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { submissionAuthors, submissionDepartments, submissionGroups, submissions, users } from '../../db/schema/index.ts';
import type { SQL } from 'drizzle-orm';
import { cappedCount, countApart, countLimit, sqlShapeCache, type Where } from '../../db/query-shapes.ts';
import { isoTime } from '../../db/iso-time.sql.ts';
import { departmentMap, namedDepartments, splitIds, type DepartmentMap } from '../../db/department-map.ts';
import { tallyCount, tallyCounts } from './insight-count.sql.ts';

/**
 * One page of insights, newest first, and how many match, counted up to countLimit:
 * `capped` when the count reached it, and then at least `total` match. The page's rows are
 * chosen first (order and limit from an index); then only they are joined to their topic and
 * look up their department ids, which the organisation's department map names (naming them per
 * row in SQL was 40 % of the page's PostgreSQL time). The total is an uncorrelated sub-select,
 * run once, so page and count are one round trip; a page past the end has no row to carry it
 * and is counted apart. Built once per filter shape (db/query-shapes.ts). A filter of the
 * organisation, status and period alone is counted from the day tally (insight-count.sql.ts):
 * the same number, flat in the organisation's insights.
 *
 * The rows come as PostgreSQL's values, read by position into ListedInsight, times already as
 * the answer writes them: the server's one thread, not PostgreSQL, bounds a computed list call,
 * and decoding every column through drizzle's field map and a Date was a fifth of its work.
 */
export async function findPage(db: DbOrTx, w: Where, page: number, pageSize: number) {
  const limit = countLimit(page, pageSize);
  const tally = tallyCounts(w);
  const prepared = pageQueries(db, `${w.shape}|count:${limit}${tally ? '|tally' : ''}`, () =>
    pageStatement(w.sql, tally ? tallyCount(w, limit) : cappedCount(submissions, w.sql, limit)),
  );
  const [map, found] = await Promise.all([
    departmentMap(db, w.values.org as string),
    prepared.execute({ ...w.values, limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  const total = found.length ? (found[0]![0] as number) : await countApart(db, submissions, w, page);
  const rows = found.map((row) => {
    const insight = listedInsight(row);
    return { insight, departments: departmentLinks(insight.departmentIds, map) };
  });
  return { rows, total, capped: total >= limit };
}

/** An insight's departments by name, each with its classification. */
const departmentLinks = (ids: string | null, map: DepartmentMap): DepartmentLink[] =>
  namedDepartments(ids === null ? null : splitIds(ids), map).map((d) => ({
    departmentId: d.id,
    departmentName: d.name,
    classificationId: d.classification?.id ?? null,
    classificationName: d.classification?.name ?? null,
  }));

type Insight = typeof submissions.$inferSelect;

/**
 * What a leader's list and an insight's page show of an insight (insights.serializer.ts): not
 * the pipeline's bookkeeping (attempts, match score, when it was processed) nor the department
 * its author named, which only the pipeline reads, nor the organisation, which the filter
 * names. Each column costs PostgreSQL its output and the server its parse on every row of every
 * page. Times are toISOString's text (db/iso-time.sql.ts); `departmentIds` is the insight's
 * department ids joined by commas.
 */
export type ListedInsight = {
  id: string;
  topicId: string | null;
  topic: string | null;
  topicPinnedAt: string | null;
  reachoutId: string | null;
  body: string;
  stage: Insight['stage'];
  closedAt: string | null;
  markedAsWinAt: string | null;
  delegatedAt: string | null;
  requestedUnmaskAt: string | null;
  unmaskedAt: string | null;
  declinedUnmaskedAt: string | null;
  lastReplyAt: string | null;
  rating: Insight['rating'];
  messageCount: number;
  theme: string | null;
  severity: number | null;
  emergencyTypes: string[];
  qualityWarnings: string[];
  possibleEmergencyTypes: string[];
  language: string | null;
  alertPhraseMatches: Insight['alertPhraseMatches'];
  tone: Insight['tone'];
  impactCategory: Insight['impactCategory'];
  createdAt: string;
  departmentIds: string | null;
};

/**
 * The page statement's columns after its total, in ListedInsight's order, each as PostgreSQL
 * writes it from the page's row `p` and its topic `g`. listedInsight reads them by position.
 */
const listedColumns: SQL[] = [
  sql`p.id`,
  sql`p.topic_id`,
  sql`g.topic`,
  isoTime(sql`g.topic_pinned_at`),
  sql`p.reachout_id`,
  sql`p.body`,
  sql`p.stage`,
  isoTime(sql`p.closed_at`),
  isoTime(sql`p.marked_as_win_at`),
  isoTime(sql`p.delegated_at`),
  isoTime(sql`p.requested_unmask_at`),
  isoTime(sql`p.unmasked_at`),
  isoTime(sql`p.declined_unmasked_at`),
  isoTime(sql`p.last_reply_at`),
  sql`p.rating`,
  sql`p.message_count`,
  sql`p.theme`,
  sql`p.severity`,
  sql`p.emergency_types`,
  sql`p.quality_warnings`,
  sql`p.possible_emergency_types`,
  sql`p.language`,
  sql`p.alert_phrase_matches`,
  sql`p.tone`,
  sql`p.impact_category`,
  isoTime(sql`p.created_at`),
  sql`(select string_agg(sd.department_id::text, ',') from ${submissionDepartments} sd
    where sd.organization_id = p.organization_id and sd.submission_id = p.id)`,
];

/** A row of the page statement (its total first) as the insight it lists; an object literal, so every row has one shape. */
const listedInsight = (r: unknown[]): ListedInsight => ({
  id: r[1] as string,
  topicId: r[2] as string | null,
  topic: r[3] as string | null,
  topicPinnedAt: r[4] as string | null,
  reachoutId: r[5] as string | null,
  body: r[6] as string,
  stage: r[7] as Insight['stage'],
  closedAt: r[8] as string | null,
  markedAsWinAt: r[9] as string | null,
  delegatedAt: r[10] as string | null,
  requestedUnmaskAt: r[11] as string | null,
  unmaskedAt: r[12] as string | null,
  declinedUnmaskedAt: r[13] as string | null,
  lastReplyAt: r[14] as string | null,
  rating: r[15] as Insight['rating'],
  messageCount: r[16] as number,
  theme: r[17] as string | null,
  severity: r[18] as number | null,
  emergencyTypes: r[19] as string[],
  qualityWarnings: r[20] as string[],
  possibleEmergencyTypes: r[21] as string[],
  language: r[22] as string | null,
  alertPhraseMatches: r[23] as Insight['alertPhraseMatches'],
  tone: r[24] as Insight['tone'],
  impactCategory: r[25] as Insight['impactCategory'],
  createdAt: r[26] as string,
  departmentIds: r[27] as string | null,
});

/** The columns of submissions that listedColumns reads. */
const pageColumns = [
  submissions.id,
  submissions.organizationId,
  submissions.topicId,
  submissions.reachoutId,
  submissions.body,
  submissions.stage,
  submissions.closedAt,
  submissions.markedAsWinAt,
  submissions.delegatedAt,
  submissions.requestedUnmaskAt,
  submissions.unmaskedAt,
  submissions.declinedUnmaskedAt,
  submissions.lastReplyAt,
  submissions.rating,
  submissions.messageCount,
  submissions.theme,
  submissions.severity,
  submissions.emergencyTypes,
  submissions.qualityWarnings,
  submissions.possibleEmergencyTypes,
  submissions.language,
  submissions.alertPhraseMatches,
  submissions.tone,
  submissions.impactCategory,
  submissions.createdAt,
].map((c) => sql.identifier(c.name));

/**
 * The page statement: its total, then listedColumns, one row per insight in the list's order.
 * The inner select chooses the page's rows, so the topic join and the department look-up run
 * for them alone; the outer order is the inner one, which a nested loop keeps (no sort). The
 * where-clause names "submissions", as the inner select does.
 */
function pageStatement(where: SQL, total: SQL<number>): SQL {
  return sql`select ${total}, ${sql.join(listedColumns, sql`, `)}
    from (select ${sql.join(pageColumns, sql`, `)} from ${submissions} where ${where}
      order by ${submissions.createdAt} desc, ${submissions.id} desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p
    left join ${submissionGroups} g on g.id = p.topic_id
    order by p.created_at desc, p.id desc`;
}
const pageQueries = sqlShapeCache();

export type DepartmentLink = {
  departmentId: string;
  departmentName: string;
  classificationId: string | null;
  classificationName: string | null;
};

/**
 * The one read of the vault on the leaders' side: only for insights whose author accepted a
 * reveal (the caller passes only those ids, and the query checks again).
 */
export async function revealedAuthors(db: DbOrTx, organizationId: string, submissionIds: string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select({ submissionId: submissionAuthors.submissionId, authorRef: submissionAuthors.authorRef })
    .from(submissionAuthors)
    .innerJoin(submissions, eq(submissions.id, submissionAuthors.submissionId))
    .where(
      and(
        eq(submissionAuthors.organizationId, organizationId),
        inArray(submissionAuthors.submissionId, submissionIds),
        sql`${submissions.unmaskedAt} is not null`,
      ),
    );
}

export async function usersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.businessEmail })
    .from(users)
    .where(inArray(users.id, ids));
}
