import { Readable } from 'node:stream';

/** A cell as the exports produce it; null and undefined become empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula (ARCHITECTURE §7).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-guarded with a leading apostrophe, then RFC 4180 quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One record, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV file as a stream: the header, then each page of records as the source yields it. The
 * source pulls from the database page by page, so memory stays flat however many rows follow.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<readonly (readonly CsvCell[])[]>): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const page of pages) {
      if (page.length) yield page.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
