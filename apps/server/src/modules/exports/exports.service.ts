import { INSIGHTS_EXPORT_COLUMNS, INSIGHTS_EXPORT_IDENTITY_COLUMNS, WORKSPACE_MSG } from '@voyce/contracts/workspace';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import type { SubmissionsService } from '../submissions/submissions.service.ts';
import * as repo from './exports.repository.ts';
import { insightCsvRecord, type Identity } from './exports.serializer.ts';

const PAGE = 1000;

export type ExportsDeps = { db: Db; downloads: DownloadsService; submissions: Pick<SubmissionsService, 'revealedIdentities'> };

/** CSV exports of insights (ARCHITECTURE §7): streamed from the database page by page. */
export function createExportsService(deps: ExportsDeps) {
  const { db } = deps;

  async function* topicPages(organizationId: string, topicId: string, withIdentity: boolean) {
    let after: repo.Cursor | null = null;
    for (;;) {
      const rows = await repo.topicInsightsPage(db, organizationId, topicId, after, PAGE);
      if (rows.length === 0) return;
      const ids = rows.map((r) => r.id);
      const depts = new Map<string, string[]>();
      for (const d of await repo.departmentNames(db, organizationId, ids))
        depts.set(d.submissionId, [...(depts.get(d.submissionId) ?? []), d.name]);
      const revealedIds = rows.filter((r) => r.unmaskedAt).map((r) => r.id);
      const identities: Map<string, Identity> =
        withIdentity && revealedIds.length ? await deps.submissions.revealedIdentities(organizationId, revealedIds) : new Map();
      yield rows.map((r) => insightCsvRecord(r, depts.get(r.id) ?? [], withIdentity, identities.get(r.id)));
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  return {
    /** A topic's insights as CSV; identity columns only when one of them was revealed. */
    async exportTopicInsights(auth: AuthContext, topicId: string) {
      const topic = await repo.findTopic(db, auth.organizationId, topicId);
      if (!topic) throw notFound(WORKSPACE_MSG.topicNotFound);
      const withIdentity = await repo.hasRevealed(db, auth.organizationId, topicId);
      const header = withIdentity ? [...INSIGHTS_EXPORT_COLUMNS, ...INSIGHTS_EXPORT_IDENTITY_COLUMNS] : INSIGHTS_EXPORT_COLUMNS;
      const file = await deps.downloads.saveCsv(
        auth.organizationId,
        `insights-${topic.topic}`,
        header,
        topicPages(auth.organizationId, topicId, withIdentity),
      );
      return { data: file };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
