import type { Db } from '../../db/client.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import type { InsightListService } from '../insights/insight-lists.service.ts';
import type { Identity } from './exports.serializer.ts';

/** How many rows a CSV file reads from the database at a time. */
export const CSV_PAGE = 1000;

/** What every CSV file service (exports, reports) needs: it reads, pages, reveals and saves. */
export type CsvFileDeps = {
  db: Db;
  downloads: DownloadsService;
  submissions: Pick<InsightListService, 'revealedIdentities'>;
};

/** Keyset pages of any query: `fetch(after)` until a short page. */
export async function* paged<R, C>(fetch: (after: C | null) => Promise<R[]>, cursor: (last: R) => C, size = CSV_PAGE) {
  let after: C | null = null;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = cursor(rows[rows.length - 1]!);
  }
}

/**
 * The authors of a page's revealed insights, for a file with identity columns (none asked for
 * otherwise). The insights service answers accepted reveals only.
 */
export async function pageIdentities(
  deps: Pick<CsvFileDeps, 'submissions'>,
  organizationId: string,
  withIdentity: boolean,
  revealedIds: string[],
): Promise<Map<string, Identity>> {
  return withIdentity && revealedIds.length ? deps.submissions.revealedIdentities(organizationId, revealedIds) : new Map();
}
