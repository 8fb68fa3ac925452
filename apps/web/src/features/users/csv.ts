import { saveBlob } from '../../lib/download';

/**
 * CSV built in the browser (spec 2 §7: user exports are produced locally). RFC 4180 quoting,
 * and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with a
 * quote mark instead (ARCHITECTURE §7).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Hands a CSV file to the browser's download. Exports start with a byte-order mark so
 * spreadsheet programs read them as UTF-8 (names with accents); the import template does not.
 */
export function saveTextFile(fileName: string, text: string, { bom = true } = {}): void {
  saveBlob(fileName, new Blob(bom ? ['\uFEFF', text] : [text], { type: 'text/csv;charset=utf-8' }));
}
