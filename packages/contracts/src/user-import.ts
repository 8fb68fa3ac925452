import { z } from './zod.ts';
import { EMAIL_PATTERN } from './common.ts';
import { type BulkUserInput, type UpdateIdentifier, zUpdateIdentifier } from './user-bulk.ts';
import { USER_CSV_MAX_BYTES, USERS_MSG } from './user-messages.ts';
import { zUserKind } from './users.ts';

/** The CSV import (spec 2 §4, §5, §9): its form, the file's columns, the preview's rows. */

export const IMPORT_MODES = ['add', 'update'] as const;
export const zImportMode = z.enum(IMPORT_MODES, { error: USERS_MSG.importModeRequired });
export type ImportMode = z.infer<typeof zImportMode>;

/** The import drawer's form (spec 2 §5); the file is checked by checkCsvFile. */
export const zImportForm = z.object({
  userType: zUserKind,
  mode: zImportMode,
  identifier: zUpdateIdentifier,
});
export type ImportForm = z.infer<typeof zImportForm>;

/** Spec 2 §5: one file, extension csv, under 5 MB; null when fine. */
export function checkCsvFile(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return USERS_MSG.fileRequired;
  if (files.length > 1) return USERS_MSG.oneFileOnly;
  const file = files[0]!;
  if (!/\.csv$/i.test(file.name)) return USERS_MSG.csvOnly;
  if (file.size >= USER_CSV_MAX_BYTES) return USERS_MSG.fileTooLarge;
  return null;
}

/**
 * Columns of the sample template, in order. Headers match ignoring case, spaces and
 * underscores; Departments holds several names separated by ';' or '|'.
 */
export const CSV_COLUMNS = [
  { key: 'firstName', header: 'First Name' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'businessEmail', header: 'Business Email' },
  { key: 'personalEmail', header: 'Personal Email' },
  { key: 'employeeId', header: 'Employee ID' },
  { key: 'departmentNames', header: 'Departments' },
  { key: 'divisionName', header: 'Division' },
  { key: 'designationName', header: 'Designation' },
  { key: 'businessUnitName', header: 'Business Unit' },
  { key: 'locationName', header: 'Location' },
] as const;
export type CsvColumnKey = (typeof CSV_COLUMNS)[number]['key'];
export const CSV_DEPARTMENT_SEPARATOR = /[;|]/;
/** The downloadable sample (spec 2 §9). */
export const SAMPLE_CSV =
  `${CSV_COLUMNS.map((c) => c.header).join(',')}\r\n` +
  'Jane,Doe,jane.doe@example.com,jane@example.org,E-1001,Engineering;Sales,North,Engineer,Retail,Head Office\r\n';
export const SAMPLE_CSV_FILE_NAME = 'users-import-sample.csv';

/** Spec 2 §3 'Import parsed user' plus the optional columns, the file's line number and its issues. */
export const zImportedUser = z.object({
  row: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  businessEmail: z.string(),
  personalEmail: z.string(),
  employeeId: z.string(),
  departmentNames: z.array(z.string()),
  divisionName: z.string(),
  designationName: z.string(),
  businessUnitName: z.string(),
  locationName: z.string(),
  /**
   * What the add or update call would refuse in this row, field -> issue (the bulk calls'
   * failure details), as far as the preview can tell; absent when the row looks fine.
   */
  issues: z.optional(z.record(z.string(), z.string())),
});
export type ImportedUser = z.infer<typeof zImportedUser>;

/**
 * POST /user-management/processUsersDatacsv (multipart: organizationId, file; optional mode
 * 'add' (default) or 'update', identifier 'email' (default) or 'employeeId', and role, the tab
 * as the list takes it, needed when updating): rows with an invalid e-mail are filtered out and
 * listed; every other row comes back with the issues the add or update call would find in it.
 * refusedRecords (ours, optional) holds the filtered rows whole, each with its reason in issues,
 * so the preview keeps them in its grid and its problems file.
 * Adding needs the columns First Name, Last Name and Business Email; updating only the
 * identifier's (Business Email or Employee ID), and changes only the other columns present.
 */
export const zProcessCsvResponse = z.object({
  finalProcessedRecords: z.array(zImportedUser),
  invalidEmailsCount: z.number().check(z.int()),
  invalidEmails: z.array(z.string()),
  refusedRecords: z.optional(z.array(zImportedUser)),
  /** The template columns the file has, in the template's order. */
  columns: z.array(z.enum(CSV_COLUMNS.map((c) => c.key) as [CsvColumnKey, ...CsvColumnKey[]])),
});
export type ProcessCsvResponse = z.infer<typeof zProcessCsvResponse>;

/**
 * An imported row as the bulk calls take it. A blank cell is sent as nothing given: adding
 * refuses a missing required value, updating keeps what is stored (a blank never erases).
 */
export const importedToBulk = (u: ImportedUser): BulkUserInput => ({
  firstName: u.firstName || null,
  lastName: u.lastName || null,
  businessEmail: u.businessEmail || null,
  personalEmail: u.personalEmail || null,
  employeeId: u.employeeId || null,
  departmentNames: u.departmentNames,
  divisionName: u.divisionName || null,
  designationName: u.designationName || null,
  businessUnitName: u.businessUnitName || null,
  locationName: u.locationName || null,
});

export const isValidEmail = (v: string) => EMAIL_PATTERN.test(v) && v.length <= 254;

/**
 * Rows of a bulk list that repeat an earlier row (the first one wins): field -> issue per row,
 * null for a row that repeats nothing. Adding: the e-mail and the employee ID. Updating: the
 * identifier (the same person twice), and an employee ID given to two people. The server's
 * check and the preview's (again after a row is removed) are this one function.
 */
export function fileDuplicates(
  rows: readonly { businessEmail?: string | null | undefined; employeeId?: string | null | undefined }[],
  mode: ImportMode,
  identifier: UpdateIdentifier = 'email',
): (Record<string, string> | null)[] {
  const emails = new Set<string>();
  const employeeIds = new Set<string>();
  return rows.map((r) => {
    const issues: Record<string, string> = {};
    const email = (r.businessEmail ?? '').trim().toLowerCase();
    const employeeId = (r.employeeId ?? '').trim();
    const byEmployeeId = mode === 'update' && identifier === 'employeeId';
    if (!byEmployeeId && email) {
      if (emails.has(email)) issues.businessEmail = USERS_MSG.duplicateInFile;
      emails.add(email);
    }
    if (employeeId) {
      if (employeeIds.has(employeeId)) issues.employeeId = byEmployeeId ? USERS_MSG.duplicateInFile : USERS_MSG.duplicateEmployeeIdInFile;
      employeeIds.add(employeeId);
    }
    return Object.keys(issues).length ? issues : null;
  });
}
