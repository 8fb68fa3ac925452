import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF or LF), without a leading BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The CSV as objects keyed by its header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

/** A downloaded file's CSV records, and its header. */
export async function readCsvDownload(download: Download): Promise<{ header: string[]; records: Record<string, string>[] }> {
  const text = await readFile((await download.path())!, 'utf8');
  return { header: parseCsv(text)[0] ?? [], records: csvRecords(text) };
}
