import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  departmentClassifications,
  departments,
  submissionAuthors,
  submissionDepartments,
  submissionGroups,
  submissions,
  users,
} from '../../db/schema/index.ts';
import type { SQL } from 'drizzle-orm';
import { cappedCount, countLimit, pageWithTotal, shapeCache, type Where } from '../../db/query-shapes.ts';

/**
 * One page of insights, newest first, and how many match, counted up to countLimit (issue 20):
 * `capped` when the count reached it, and then at least `total` match. The topic's name and
 * pin come from per-row look-ups, which PostgreSQL evaluates after the sort and limit: for the
 * page's rows only, never a join over every insight the filter matches. The total is an
 * uncorrelated sub-select, run once, so page and count are one round trip; a page past the end
 * has no row to carry it and is counted apart. Built once per filter shape (db/query-shapes.ts).
 */
export async function findPage(db: DbOrTx, w: Where, page: number, pageSize: number) {
  const limit = countLimit(page, pageSize);
  const prepared = pageQueries(db, `${w.shape}|count:${limit}`, () => buildPage(db, w.sql, limit));
  const { rows, total } = await pageWithTotal(db, prepared, submissions, w, page, pageSize);
  return { rows, total, capped: total >= limit };
}

/**
 * The organisation's departments (the `org` placeholder submissionWhere fills), each as its
 * DepartmentLink, in one jsonb object by id. Uncorrelated, so PostgreSQL reads it once per
 * statement (an InitPlan) rather than each department and classification again for every
 * insight of the page (issue 20). Read through jsonb_extract_path in FROM, not a sub-select
 * PostgreSQL would inline, and then copy (and run) once for each use of its result.
 */
const orgDepartments = sql`(select jsonb_object_agg(d.id, jsonb_build_object('departmentId', d.id, 'departmentName', d.name,
    'classificationId', dc.id, 'classificationName', dc.name))
  from ${departments} d left join ${departmentClassifications} dc on dc.id = d.department_classification_id
  where d.organization_id = ${sql.placeholder('org')})`;

function buildPage(db: DbOrTx, where: SQL, countRows: number) {
  // Outer columns are written qualified: drizzle leaves them bare in a one-table select.
  const ofTopic = (column: SQL) => sql`(select ${column} from ${submissionGroups} g where g.id = "submissions"."topic_id")`;
  return db
    .select({
      s: submissions,
      topic: ofTopic(sql`g.topic`).mapWith(submissionGroups.topic),
      topicPinnedAt: ofTopic(sql`g.topic_pinned_at`).mapWith(submissionGroups.topicPinnedAt),
      departments: sql<DepartmentLink[]>`(
        select coalesce(json_agg(k order by k ->> 'departmentName', (k ->> 'departmentId')::uuid), '[]'::json)
        from ${submissionDepartments} sd, jsonb_extract_path(${orgDepartments}, sd.department_id::text) k
        where sd.organization_id = "submissions"."organization_id" and sd.submission_id = "submissions"."id" and k is not null)`,
      total: cappedCount(submissions, where, countRows),
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
