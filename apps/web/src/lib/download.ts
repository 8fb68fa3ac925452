/** Why a download failed, so each screen can say it in the spec's words. */
export class DownloadError extends Error {
  readonly reason: 'expired' | 'network';
  constructor(reason: 'expired' | 'network') {
    super(reason);
    this.name = 'DownloadError';
    this.reason = reason;
  }
}

function fileNameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : 'export.csv';
}

/**
 * Saves a signed download (ARCHITECTURE §7: short-lived URL, `<name>-YYYY-MM-DD.csv`). The
 * file is fetched first rather than opened, so an expired or refused link is reported on the
 * page instead of leaving the person on an error page.
 */
export async function downloadSignedUrl(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new DownloadError('network');
  }
  if (!response.ok) throw new DownloadError('expired');
  const name = fileNameOf(response.headers.get('content-disposition'));
  saveBlob(name, await response.blob());
  return name;
}

/** Hands a file made or fetched in the page to the browser's download, under `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the delay only covers slow engines.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
