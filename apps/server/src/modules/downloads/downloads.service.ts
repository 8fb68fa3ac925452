import { DOWNLOAD_TTL_MINUTES, type SignedUrl } from '@voyce/contracts/workspace';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { csvStream, type CsvCell } from '../../lib/csv.ts';
import { createTokenSigner } from '../../lib/signed-token.ts';
import type { FileStorage } from './downloads.storage.ts';

export type DownloadsDeps = { secretKey: string; storage: FileStorage; now?: () => Date };
export type CsvPages = AsyncIterable<readonly (readonly CsvCell[])[]>;
export type OpenedDownload = { status: 'ok'; body: Readable; fileName: string } | { status: 'expired' } | { status: 'gone' };

// Files outlive their link a little, so a download that started just in time can finish.
const KEEP_FILES_MS = 60 * 60_000;
/**
 * How often one organisation's old files are swept. A sweep looks at every file the
 * organisation has (a stat each, in libuv's thread pool): after every export, an organisation
 * that exports often did that many file system calls per export (5 % of the server's CPU under
 * the mixed load). Files then stay up to this much past KEEP_FILES_MS; their links expired long before.
 */
const SWEEP_EVERY_MS = 5 * 60_000;

/** `<name>-YYYY-MM-DD.csv` (ARCHITECTURE §7), the name made safe for a header and a file system. */
export function downloadFileName(name: string, day: Date): string {
  const slug =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'export';
  return `${slug}-${day.toISOString().slice(0, 10)}.csv`;
}

/**
 * Export files behind short-lived signed links (`/api/downloads/<token>`, lib/signed-token.ts):
 * the claims name the organisation, the file and its download name.
 */
export function createDownloadsService(deps: DownloadsDeps) {
  const signer = createTokenSigner(deps.secretKey, 'voyce:downloads:v1');
  const now = () => deps.now?.() ?? new Date();
  // When each organisation was last swept by this process; forgotten after SWEEP_EVERY_MS.
  const swept = new Map<string, number>();
  const sweepNow = (organizationId: string, at: number) => {
    const last = swept.get(organizationId);
    if (last !== undefined && at - last < SWEEP_EVERY_MS) return false;
    for (const [org, time] of swept) if (at - time >= SWEEP_EVERY_MS) swept.delete(org);
    swept.set(organizationId, at);
    return true;
  };

  return {
    /** Writes the CSV (streamed page by page) and answers a link valid DOWNLOAD_TTL_MINUTES. */
    async saveCsv(organizationId: string, name: string, header: readonly string[], pages: CsvPages): Promise<SignedUrl> {
      const fileId = randomUUID();
      await deps.storage.write(`${organizationId}/${fileId}.csv`, csvStream(header, pages));
      const at = now();
      if (sweepNow(organizationId, at.getTime())) await deps.storage.sweep(organizationId, KEEP_FILES_MS).catch(() => {});
      const expiresAt = new Date(at.getTime() + DOWNLOAD_TTL_MINUTES * 60_000);
      const token = signer.sign({ o: organizationId, f: fileId, n: downloadFileName(name, at) }, expiresAt);
      return { url: `/api/downloads/${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** The file of a valid link; an altered, forged or expired link is 'expired' alike. */
    async open(token: string): Promise<OpenedDownload> {
      const claims = signer.verify(token, now());
      if (!claims || typeof claims.o !== 'string' || typeof claims.f !== 'string' || typeof claims.n !== 'string') {
        return { status: 'expired' };
      }
      const body = await deps.storage.read(`${claims.o}/${claims.f}.csv`).catch(() => null);
      return body ? { status: 'ok', body, fileName: claims.n } : { status: 'gone' };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
