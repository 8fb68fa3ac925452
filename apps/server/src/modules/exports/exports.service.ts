import {
  REACHOUT_DETAILS_EXPORT_COLUMNS,
  REACHOUT_DETAILS_EXPORT_IDENTITY_COLUMNS,
  REACHOUTS_EXPORT_COLUMNS,
  reachoutDisplayTitle,
  type FindReachoutsFilter,
} from '@voyce/contracts/reachouts';
import { INSIGHTS_EXPORT_COLUMNS, INSIGHTS_EXPORT_IDENTITY_COLUMNS, WORKSPACE_MSG } from '@voyce/contracts/workspace';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { ReachoutsService } from '../reachouts/reachouts.service.ts';
import { reachoutAnswerCsvRecord, reachoutCsvRecord } from './exports-reachouts.serializer.ts';
import * as repo from './exports.repository.ts';
import { insightCsvRecord } from './exports.serializer.ts';
import { CSV_PAGE, pageIdentities, paged, type CsvFileDeps } from './csv-pages.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

export type ExportsDeps = CsvFileDeps & {
  reachouts: Pick<ReachoutsService, 'pages' | 'findOne' | 'answerPages' | 'hasRevealedAnswer'>;
};

/** CSV exports of insights (ARCHITECTURE §7): streamed from the database page by page. */
export function createExportsService(deps: ExportsDeps) {
  const { db } = deps;

  async function* topicPages(organizationId: string, topicId: string, withIdentity: boolean) {
    const pages = paged(
      (after: repo.Cursor | null) => repo.topicInsightsPage(db, organizationId, topicId, after, CSV_PAGE),
      (r) => ({ at: r.pageAt, id: r.id }),
    );
    for await (const rows of pages) {
      const ids = rows.map((r) => r.id);
      const depts = new Map<string, string[]>();
      for (const d of await repo.departmentNames(db, organizationId, ids))
        depts.set(d.submissionId, [...(depts.get(d.submissionId) ?? []), d.name]);
      const revealedIds = rows.filter((r) => r.unmaskedAt).map((r) => r.id);
      const identities = await pageIdentities(deps, organizationId, withIdentity, revealedIds);
      yield rows.map((r) => insightCsvRecord(r, depts.get(r.id) ?? [], withIdentity, identities.get(r.id)));
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
      await recordMemberAudit(db, auth, {
        action: 'export.created',
        target: { type: 'topic', id: topicId },
        detail: { kind: 'topic_insights', withIdentity },
      });
      return { data: file };
    },

    /** The reach-out history as CSV (one row per reach-out, with its figures); answers data.url. */
    async exportReachouts(auth: AuthContext, filter: FindReachoutsFilter) {
      async function* records() {
        for await (const page of deps.reachouts.pages(auth.organizationId, filter)) yield page.map(reachoutCsvRecord);
      }
      const file = await deps.downloads.saveCsv(auth.organizationId, 'reachouts', REACHOUTS_EXPORT_COLUMNS, records());
      await recordMemberAudit(db, auth, { action: 'export.created', target: { type: 'reachout' }, detail: { kind: 'reachouts' } });
      return file;
    },

    /** One reach-out's answers as CSV; identity columns only when one of them was revealed. */
    async exportReachoutDetails(auth: AuthContext, reachoutId: string) {
      const reachout = await deps.reachouts.findOne(auth, reachoutId);
      const organizationId = auth.organizationId;
      const withIdentity = await deps.reachouts.hasRevealedAnswer(organizationId, reachoutId);
      const header = withIdentity
        ? [...REACHOUT_DETAILS_EXPORT_COLUMNS, ...REACHOUT_DETAILS_EXPORT_IDENTITY_COLUMNS]
        : REACHOUT_DETAILS_EXPORT_COLUMNS;
      async function* records() {
        for await (const rows of deps.reachouts.answerPages(reachout)) {
          const revealedIds = rows.filter((r) => r.unmaskedAt).map((r) => r.id);
          const identities = await pageIdentities(deps, organizationId, withIdentity, revealedIds);
          yield rows.map((r) => reachoutAnswerCsvRecord(r, withIdentity, identities.get(r.id)));
        }
      }
      const name = `reachout-${reachoutDisplayTitle(reachout)}`;
      const file = await deps.downloads.saveCsv(organizationId, name, header, records());
      await recordMemberAudit(db, auth, {
        action: 'export.created',
        target: { type: 'reachout', id: reachoutId },
        detail: { kind: 'reachout_details', withIdentity },
      });
      return { data: file };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
