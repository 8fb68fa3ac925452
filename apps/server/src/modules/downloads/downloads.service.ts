import { DOWNLOAD_TTL_MINUTES, type SignedUrl } from '@voyce/contracts/workspace';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { csvStream, type CsvCell } from '../../lib/csv.ts';
import type { FileStorage } from './downloads.storage.ts';

export type DownloadsDeps = { secretKey: string; storage: FileStorage; now?: () => Date };
export type CsvPages = AsyncIterable<readonly (readonly CsvCell[])[]>;
export type OpenedDownload = { status: 'ok'; body: Readable; fileName: string } | { status: 'expired' } | { status: 'gone' };

// Files outlive their link a little, so a download that started just in time can finish.
const KEEP_FILES_MS = 60 * 60_000;

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

type Claims = { o: string; f: string; n: string; e: number };

/**
 * Export files behind short-lived signed links. A link is `/api/downloads/<payload>.<mac>`:
 * the payload names the organisation, the file, its download name and the expiry; the MAC is
 * HMAC-SHA256 under a key derived from SECRET_KEY, so a link cannot be altered or forged.
 */
export function createDownloadsService(deps: DownloadsDeps) {
  const key = createHmac('sha256', deps.secretKey).update('voyce:downloads:v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const now = () => deps.now?.() ?? new Date();

  function verify(token: string): Claims | null {
    const [payload, given, extra] = token.split('.');
    if (!payload || !given || extra !== undefined) return null;
    const expected = mac(payload);
    const actual = Buffer.from(given, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
      return typeof claims.o === 'string' && typeof claims.f === 'string' && typeof claims.n === 'string' && typeof claims.e === 'number'
        ? claims
        : null;
    } catch {
      return null;
    }
  }

  return {
    /** Writes the CSV (streamed page by page) and answers a link valid DOWNLOAD_TTL_MINUTES. */
    async saveCsv(organizationId: string, name: string, header: readonly string[], pages: CsvPages): Promise<SignedUrl> {
      const fileId = randomUUID();
      await deps.storage.write(`${organizationId}/${fileId}.csv`, csvStream(header, pages));
      await deps.storage.sweep(organizationId, KEEP_FILES_MS).catch(() => {});
      const at = now();
      const expiresAt = new Date(at.getTime() + DOWNLOAD_TTL_MINUTES * 60_000);
      const claims: Claims = { o: organizationId, f: fileId, n: downloadFileName(name, at), e: Math.floor(expiresAt.getTime() / 1000) };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { url: `/api/downloads/${payload}.${mac(payload).toString('base64url')}`, expiresAt: expiresAt.toISOString() };
    },

    /** The file of a valid link; an altered, forged or expired link is 'expired' alike. */
    async open(token: string): Promise<OpenedDownload> {
      const claims = verify(token);
      if (!claims || claims.e * 1000 <= now().getTime()) return { status: 'expired' };
      const body = await deps.storage.read(`${claims.o}/${claims.f}.csv`).catch(() => null);
      return body ? { status: 'ok', body, fileName: claims.n } : { status: 'gone' };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
