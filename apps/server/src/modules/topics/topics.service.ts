import { severityName, type SubmissionGroup, type zFindSubmissionGroupsRequest } from '@voyce/contracts/submissions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import * as repo from './topics.repository.ts';

const DEFAULT_PAGE_SIZE = 10;

export function createTopicsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async findSubmissionGroups(auth: AuthContext, req: z.infer<typeof zFindSubmissionGroupsRequest>) {
      const f = { ...req.filter, organizationId: auth.organizationId };
      const page = req.page ?? f.page ?? 1;
      const pageSize = req.pageSize ?? f.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await repo.findTopicPage(
        db,
        repo.topicWhere(f),
        page,
        pageSize,
        f.mostRecent !== undefined && f.mostRecent !== 'earliest',
      );
      const ids = rows.map((r) => r.id);
      const classes = await repo.classificationsOfTopics(db, auth.organizationId, ids);
      const summaries = new Map((await repo.latestSummaries(db, auth.organizationId, ids)).map((s) => [s.topicId, s.summary]));
      const entities: SubmissionGroup[] = rows.map((t) => ({
        id: t.id,
        topicId: t.id,
        topic: t.topic,
        theme: t.theme,
        count: t.submissionCount,
        startDate: t.createdAt.toISOString(),
        severity: t.severity,
        severityName: severityName(t.severity),
        status: t.status,
        topicPinnedAt: t.topicPinnedAt?.toISOString() ?? null,
        departmentClassifications: classes.filter((c) => c.topicId === t.id).map((c) => ({ id: c.id, name: c.name })),
        organizationId: t.organizationId,
        insightsSummary: summaries.has(t.id) ? [summaries.get(t.id)] : [],
      }));
      return { entities, meta: { pagination: paginationMeta(total, page, pageSize) } };
    },
  };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
