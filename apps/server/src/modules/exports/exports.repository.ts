import { and, desc, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageAt, pastKey, type PageKey } from '../../db/page-key.ts';
import { departments, submissionDepartments, submissionGroups, submissions } from '../../db/schema/index.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';

export async function findTopic(db: DbOrTx, organizationId: string, topicId: string) {
  const [row] = await db
    .select({ id: submissionGroups.id, topic: submissionGroups.topic })
    .from(submissionGroups)
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
  return row ?? null;
}

const ofTopic = (organizationId: string, topicId: string) =>
  and(eq(submissions.organizationId, organizationId), eq(submissions.topicId, topicId), leaderVisible);

export async function hasRevealed(db: DbOrTx, organizationId: string, topicId: string): Promise<boolean> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(ofTopic(organizationId, topicId), isNotNull(submissions.unmaskedAt)))
    .limit(1);
  return rows.length === 1;
}

export type Cursor = PageKey;

/**
 * One page of a topic's insights, newest first, after the cursor (keyset: no offset scans),
 * each with its page key. Read as one range of submissions_org_topic_idx (migration 0040).
 */
export async function topicInsightsPage(db: DbOrTx, organizationId: string, topicId: string, after: Cursor | null, limit: number) {
  return db
    .select({ ...getTableColumns(submissions), pageAt: pageAt(submissions.createdAt) })
    .from(submissions)
    .where(and(ofTopic(organizationId, topicId), after ? pastKey(submissions.createdAt, submissions.id, after, 'desc') : undefined))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
}

export async function departmentNames(db: DbOrTx, organizationId: string, submissionIds: string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select({ submissionId: submissionDepartments.submissionId, name: departments.name })
    .from(submissionDepartments)
    .innerJoin(departments, eq(departments.id, submissionDepartments.departmentId))
    .where(and(eq(submissionDepartments.organizationId, organizationId), inArray(submissionDepartments.submissionId, submissionIds)))
    .orderBy(departments.name);
}
