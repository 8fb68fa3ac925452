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
import { pageWithTotal, shapeCache, type Where } from '../../db/query-shapes.ts';

/**
 * One page of insights, newest first, and how many match in all. The topic's name and pin come
 * from per-row look-ups, which PostgreSQL evaluates after the sort and limit: for the page's
 * rows only, never a join over every insight the filter matches. The total is an uncorrelated
 * sub-select, run once, so page and count are one round trip; a page past the end has no row
 * to carry it and is counted apart. Built once per filter shape (db/query-shapes.ts).
 */
export async function findPage(db: DbOrTx, w: Where, page: number, pageSize: number) {
  return pageWithTotal(
    db,
    pageQueries(db, w.shape, () => buildPage(db, w.sql)),
    submissions,
    w,
    page,
    pageSize,
  );
}

function buildPage(db: DbOrTx, where: SQL) {
  // Outer columns are written qualified: drizzle leaves them bare in a one-table select.
  const ofTopic = (column: SQL) => sql`(select ${column} from ${submissionGroups} g where g.id = "submissions"."topic_id")`;
  return db
    .select({
      s: submissions,
      topic: ofTopic(sql`g.topic`).mapWith(submissionGroups.topic),
      topicPinnedAt: ofTopic(sql`g.topic_pinned_at`).mapWith(submissionGroups.topicPinnedAt),
      departments: sql<DepartmentLink[]>`(
        select coalesce(json_agg(json_build_object('departmentId', d.id, 'departmentName', d.name,
          'classificationId', dc.id, 'classificationName', dc.name) order by d.name, d.id), '[]'::json)
        from ${submissionDepartments} sd
        join ${departments} d on d.id = sd.department_id
        left join ${departmentClassifications} dc on dc.id = d.department_classification_id
        where sd.organization_id = "submissions"."organization_id" and sd.submission_id = "submissions"."id")`,
      total: sql<number>`(select count(*)::int from ${submissions} where ${where})`,
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
