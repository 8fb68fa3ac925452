import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { submissionAuthors, submissionDepartments, submissionGroups, submissions, users } from '../../db/schema/index.ts';
import type { SQL } from 'drizzle-orm';
import { cappedCount, countLimit, pageWithTotal, shapeCache, type Where } from '../../db/query-shapes.ts';
import { departmentMap, namedDepartments, splitIds, type DepartmentMap } from '../../db/department-map.ts';
import { tallyCount, tallyCounts } from './insight-count.sql.ts';

/**
 * One page of insights, newest first, and how many match, counted up to countLimit:
 * `capped` when the count reached it, and then at least `total` match. The topic's name and
 * pin, and the insight's department ids, come from per-row look-ups, which PostgreSQL
 * evaluates after the sort and limit: for the page's rows only, never a join over every insight
 * the filter matches. The departments are named from the organisation's department map
 * (naming them per row in SQL was 40 % of the page's PostgreSQL time). The total is an
 * uncorrelated sub-select, run once, so page and count are one round trip; a page past the end
 * has no row to carry it and is counted apart. Built once per filter shape (db/query-shapes.ts).
 * A filter of the organisation, status and period alone is counted from the day tally
 * (insight-count.sql.ts): the same number, flat in the organisation's insights.
 */
export async function findPage(db: DbOrTx, w: Where, page: number, pageSize: number) {
  const limit = countLimit(page, pageSize);
  const tally = tallyCounts(w);
  const prepared = pageQueries(db, `${w.shape}|count:${limit}${tally ? '|tally' : ''}`, () =>
    buildPage(db, w.sql, tally ? tallyCount(w, limit) : cappedCount(submissions, w.sql, limit)),
  );
  const [map, { rows, total }] = await Promise.all([
    departmentMap(db, w.values.org as string),
    pageWithTotal(db, prepared, submissions, w, page, pageSize),
  ]);
  const named = rows.map(({ departmentIds, ...row }) => ({ ...row, departments: departmentLinks(departmentIds, map) }));
  return { rows: named, total, capped: total >= limit };
}

/** An insight's departments by name, each with its classification. */
const departmentLinks = (ids: string[] | null, map: DepartmentMap): DepartmentLink[] =>
  namedDepartments(ids, map).map((d) => ({
    departmentId: d.id,
    departmentName: d.name,
    classificationId: d.classification?.id ?? null,
    classificationName: d.classification?.name ?? null,
  }));

/**
 * What a leader's list and an insight's page show of an insight (insights.serializer.ts): not
 * the pipeline's bookkeeping (attempts, match score, when it was processed) nor the department
 * its author named, which only the pipeline reads. Each column costs PostgreSQL its output and
 * the server its parse on every row of every page.
 */
const insightColumns = {
  id: submissions.id,
  organizationId: submissions.organizationId,
  topicId: submissions.topicId,
  reachoutId: submissions.reachoutId,
  body: submissions.body,
  stage: submissions.stage,
  closedAt: submissions.closedAt,
  markedAsWinAt: submissions.markedAsWinAt,
  delegatedAt: submissions.delegatedAt,
  requestedUnmaskAt: submissions.requestedUnmaskAt,
  unmaskedAt: submissions.unmaskedAt,
  declinedUnmaskedAt: submissions.declinedUnmaskedAt,
  lastReplyAt: submissions.lastReplyAt,
  rating: submissions.rating,
  messageCount: submissions.messageCount,
  theme: submissions.theme,
  severity: submissions.severity,
  emergencyTypes: submissions.emergencyTypes,
  qualityWarnings: submissions.qualityWarnings,
  possibleEmergencyTypes: submissions.possibleEmergencyTypes,
  language: submissions.language,
  alertPhraseMatches: submissions.alertPhraseMatches,
  tone: submissions.tone,
  impactCategory: submissions.impactCategory,
  createdAt: submissions.createdAt,
};

function buildPage(db: DbOrTx, where: SQL, total: SQL<number>) {
  // Outer columns are written qualified: drizzle leaves them bare in a one-table select.
  const ofTopic = (column: SQL) => sql`(select ${column} from ${submissionGroups} g where g.id = "submissions"."topic_id")`;
  return db
    .select({
      s: insightColumns,
      topic: ofTopic(sql`g.topic`).mapWith(submissionGroups.topic),
      topicPinnedAt: ofTopic(sql`g.topic_pinned_at`).mapWith(submissionGroups.topicPinnedAt),
      departmentIds: sql<string[] | null>`(select string_agg(sd.department_id::text, ',') from ${submissionDepartments} sd
        where sd.organization_id = "submissions"."organization_id" and sd.submission_id = "submissions"."id")`.mapWith(splitIds),
      total,
    })
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
const pageQueries = shapeCache<Awaited<ReturnType<typeof buildPage>>>();

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
