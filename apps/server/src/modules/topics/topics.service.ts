import type { zFindSubmissionGroupsRequest } from '@voyce/contracts/insights';
import { TOPICS_EXPORT_COLUMNS, WORKSPACE_MSG, type zFetchChartDataRequest } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import * as chart from './topic-chart.repository.ts';
import * as repo from './topics.repository.ts';
import { chartRows, serializeInsightFigures, serializeTopics, topicCsvRecord } from './topics.serializer.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

const DEFAULT_PAGE_SIZE = 10;
const EXPORT_PAGE = 1000;

export type TopicsDeps = { db: Db; downloads: DownloadsService };

export function createTopicsService(deps: TopicsDeps) {
  const { db } = deps;

  /** Every matching topic, a page of EXPORT_PAGE at a time, as CSV records. */
  async function* csvPages(organizationId: string, f: repo.TopicFilter) {
    const where = repo.topicWhere(f).sql;
    const order = repo.topicOrder(f);
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const rows = f.insights
        ? (await repo.findTopicsWithin(db, organizationId, where, f.insights, order, EXPORT_PAGE, offset)).rows
        : await repo.findTopicRows(db, organizationId, where, order, EXPORT_PAGE, offset);
      yield rows.map((t) => topicCsvRecord(t));
      if (rows.length < EXPORT_PAGE) return;
    }
  }

  /** A page of topics with all their insights counted: one statement built once per filter shape. */
  async function plainPage(f: repo.TopicFilter, page: number, pageSize: number) {
    return repo.findTopicPage(db, repo.topicWhere(f, new Date(), true), repo.topicOrder(f), page, pageSize);
  }

  /** A page of a dashboard card's topics, each counting the card's insights. */
  async function pageWithin(f: repo.TopicFilter, page: number, pageSize: number) {
    const now = new Date();
    const where = repo.topicWhere(f, now).sql;
    const order = repo.topicOrder(f);
    const found = await repo.findTopicsWithin(db, f.organizationId, where, f.insights!, order, pageSize, (page - 1) * pageSize, now);
    // A page past the end has no row to carry the total: the first page's count says it.
    const total =
      found.total ??
      (page > 1 ? ((await repo.findTopicsWithin(db, f.organizationId, where, f.insights!, order, 1, 0, now)).total ?? 0) : 0);
    return { rows: found.rows, total };
  }

  return {
    async findSubmissionGroups(auth: AuthContext, req: z.infer<typeof zFindSubmissionGroupsRequest>) {
      const f = { ...req.filter, organizationId: auth.organizationId };
      if (req.format === 'csv') {
        const file = await deps.downloads.saveCsv(
          auth.organizationId,
          'hot-topics',
          TOPICS_EXPORT_COLUMNS,
          csvPages(auth.organizationId, f),
        );
        await recordMemberAudit(db, auth, { action: 'export.created', target: { type: 'topic' }, detail: { kind: 'topics' } });
        return file;
      }
      const page = req.page ?? f.page ?? 1;
      const pageSize = req.pageSize ?? f.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = f.insights ? await pageWithin(f, page, pageSize) : await plainPage(f, page, pageSize);
      const entities = serializeTopics(rows);
      // A request that names the topic is its page: it also gets the topic's figures.
      const named = f.topicId ? entities.find((e) => e.id === f.topicId) : undefined;
      if (named) named.insightFigures = serializeInsightFigures(await repo.topicInsightFigures(db, auth.organizationId, named.id));
      return { entities, meta: { pagination: paginationMeta(total, page, pageSize) } };
    },

    async pinTopic(auth: AuthContext, topicId: string, pinned: boolean) {
      const row = await repo.setPinned(db, auth.organizationId, topicId, pinned);
      if (!row) throw notFound(WORKSPACE_MSG.topicNotFound);
      return { pinnedAt: row.pinnedAt?.toISOString() ?? null };
    },

    /** The explorer chart; status is unfiltered unless asked. */
    async chartData(auth: AuthContext, filter: z.infer<typeof zFetchChartDataRequest>['filter']) {
      const counts = await chart.topicsPerClassification(db, {
        organizationId: auth.organizationId,
        status: filter.status ?? 'all',
        noReachout: filter.noReachout,
        timespan: filter.timespan,
        mostRecent: filter.mostRecent,
        startDate: filter.startDate,
        endDate: filter.endDate,
      });
      return { entities: chartRows(counts) };
    },
  };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
