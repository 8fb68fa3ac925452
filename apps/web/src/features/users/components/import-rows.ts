import type { UpdateIdentifier } from '@voyce/contracts/user-bulk';
import { CSV_COLUMNS, type CsvColumnKey, fileDuplicates, type ImportedUser, type ImportMode } from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { toCsv } from '../csv';

/**
 * The import preview's rows (spec 2 §4): each parsed row comes with the issues the add or update
 * call would find in it (the server's preview, users.service previewImport), which the grid
 * shows in the row and in the cells at fault.
 */
type Issues = ImportedUser['issues'];

/** The CSV column of an issue's field (the bulk calls name some by their id field). */
const COLUMN_OF: Record<string, CsvColumnKey> = {
  ...Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, c.key])),
  departmentIds: 'departmentNames',
  divisionId: 'divisionName',
  designationId: 'designationName',
  businessEntityId: 'businessUnitName',
  locationId: 'locationName',
};
const HEADER_OF = Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, c.header])) as Record<CsvColumnKey, string>;

/** The columns whose cells are at fault in this row. */
export function issueColumns(issues: Issues): Set<CsvColumnKey> {
  return new Set(Object.keys(issues ?? {}).flatMap((field) => (COLUMN_OF[field] ? [COLUMN_OF[field]] : [])));
}

/** The row's issues as one line of text, each after its column's header ("Departments: ..."). */
export function issueText(issues: Issues): string {
  return Object.entries(issues ?? {})
    .map(([field, issue]) => (COLUMN_OF[field] ? `${HEADER_OF[COLUMN_OF[field]]}: ${issue}` : issue))
    .join('. ');
}

export const hasIssues = (row: ImportedUser) => Object.keys(row.issues ?? {}).length > 0;
export const countWithIssues = (rows: readonly ImportedUser[]) => rows.reduce((n, r) => n + (hasIssues(r) ? 1 : 0), 0);

const REPEAT_ISSUES: ReadonlySet<string> = new Set([USERS_MSG.duplicateInFile, USERS_MSG.duplicateEmployeeIdInFile]);

/**
 * The rows left once these file rows are removed. A repeat is found again among the rows left
 * (the same check the server runs, fileDuplicates): removing the first of two rows with one
 * e-mail makes the second fine. A row whose issues did not change is kept as it was.
 */
export function withoutRows(
  rows: readonly ImportedUser[],
  removed: ReadonlySet<number>,
  mode: ImportMode,
  identifier: UpdateIdentifier,
): ImportedUser[] {
  const kept = rows.filter((r) => !removed.has(r.row));
  const repeated = fileDuplicates(kept, mode, identifier);
  return kept.map((r, i) => {
    const issues: Record<string, string> = {};
    for (const [field, issue] of Object.entries(r.issues ?? {})) if (!REPEAT_ISSUES.has(issue)) issues[field] = issue;
    for (const [field, issue] of Object.entries(repeated[i] ?? {})) issues[field] ??= issue;
    const next = Object.keys(issues).length ? issues : undefined;
    return sameIssues(r.issues, next) ? r : { ...r, issues: next };
  });
}

function sameIssues(a: Issues, b: Issues): boolean {
  const ea = Object.entries(a ?? {});
  return ea.length === Object.keys(b ?? {}).length && ea.every(([k, v]) => b?.[k] === v);
}

/** The preview's rows in file order: the ones to import and the ones the server refused (an invalid e-mail). */
export const inFileOrder = (...lists: (readonly ImportedUser[])[]): ImportedUser[] => lists.flat().sort((a, b) => a.row - b.row);

export const PROBLEMS_CSV_FILE_NAME = 'users-import-problems.csv';
const PROBLEMS_HEADER = ['Row', HEADER_OF.businessEmail, HEADER_OF.employeeId, HEADER_OF.firstName, HEADER_OF.lastName, 'Problems'];

/**
 * The rows with problems as a CSV file: the file's line, who it is and what is wrong,
 * so the person can fix the source (an HRIS export) line by line instead of reading a toast.
 */
export function problemsCsv(rows: readonly ImportedUser[]): string {
  return toCsv(
    PROBLEMS_HEADER,
    rows.filter(hasIssues).map((r) => [r.row, r.businessEmail, r.employeeId, r.firstName, r.lastName, issueText(r.issues)]),
  );
}
