import {
  CSV_COLUMNS,
  CSV_DEPARTMENT_SEPARATOR,
  type CsvColumnKey,
  type ImportedUser,
  type ImportMode,
  type ProcessCsvResponse,
  isValidEmail,
} from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { badRequest } from '../../http/app-error.ts';

/**
 * RFC 4180 records of a CSV text: quoted cells may hold commas, quotes ("") and line breaks;
 * CRLF, LF and CR all end a record; a leading BOM is dropped. Cells are kept as written, so a
 * cell starting with '=' stays text (nothing here ever evaluates it).
 */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy a run of plain characters at once: far fewer string appends on big files.
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      cell += text.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      endCell();
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      // Copy the rest of an unquoted cell in one slice.
      let end = i + 1;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === 44 || c === 10 || c === 13) break;
        end++;
      }
      cell += text.slice(i, end);
      i = end;
    }
  }
  if (quoted) throw badRequest(USERS_MSG.fileUnreadable);
  if (cell !== '' || record.length) endRecord();
  return records;
}

const normalizeHeader = (h: string) => h.toLowerCase().replace(/[\s_\-.]/g, '');
/** Header spellings each column accepts (besides its template header and key). */
const ALIASES: Partial<Record<CsvColumnKey, string[]>> = {
  businessEmail: ['email', 'emailaddress', 'inviteemail', 'workemail'],
  departmentNames: ['department', 'departmentname'],
  employeeId: ['employeeid', 'empid', 'employeenumber'],
  businessUnitName: ['businessunit', 'businessentity', 'businessentityname'],
  divisionName: ['division'],
  designationName: ['designation'],
  locationName: ['location'],
};
function columnOf(header: string): CsvColumnKey | null {
  const h = normalizeHeader(header);
  for (const c of CSV_COLUMNS) {
    if (h === normalizeHeader(c.header) || h === c.key.toLowerCase() || ALIASES[c.key]?.includes(h)) return c.key;
  }
  return null;
}

const isBlank = (r: string[]) => r.every((c) => c.trim() === '');

/**
 * The import step (spec 2 §4): the file's rows as users to preview. Adding needs the name and
 * e-mail columns; updating only the identifier's column, and any others may be left out (each
 * blank cell keeps what is stored). A row whose e-mail is not valid is left out of the rows to
 * import and listed (an empty e-mail is fine when updating by employee id); it also comes back
 * whole in refusedRecords with its reason, so the preview keeps it in the grid (the
 * list alone was a long toast that disappeared). Tag names are only split here; the add
 * and update calls (and the preview's check, users.service) map them to the organisation's tags.
 */
export function processUsersCsv(text: string, identifier: 'email' | 'employeeId' = 'email', mode: ImportMode = 'add'): ProcessCsvResponse {
  const records = parseCsvRecords(text);
  const headerIndex = records.findIndex((r) => !isBlank(r));
  if (headerIndex === -1) throw badRequest(USERS_MSG.fileEmpty);
  const columns = records[headerIndex]!.map(columnOf);
  const required: CsvColumnKey[] =
    mode === 'add' ? ['firstName', 'lastName', 'businessEmail'] : [identifier === 'employeeId' ? 'employeeId' : 'businessEmail'];
  const missing = required.filter((k) => !columns.includes(k));
  if (missing.length) throw badRequest(USERS_MSG.missingColumns(missing.map((k) => CSV_COLUMNS.find((c) => c.key === k)!.header)));

  const finalProcessedRecords: ImportedUser[] = [];
  const refusedRecords: ImportedUser[] = [];
  const invalidEmails: string[] = [];
  for (let r = headerIndex + 1; r < records.length; r++) {
    const record = records[r]!;
    if (isBlank(record)) continue;
    const u: ImportedUser = {
      row: r + 1,
      firstName: '',
      lastName: '',
      businessEmail: '',
      personalEmail: '',
      employeeId: '',
      departmentNames: [],
      divisionName: '',
      designationName: '',
      businessUnitName: '',
      locationName: '',
    };
    columns.forEach((key, c) => {
      if (!key) return;
      const value = (record[c] ?? '').trim();
      if (key === 'departmentNames') {
        u.departmentNames = value
          .split(CSV_DEPARTMENT_SEPARATOR)
          .map((d) => d.trim())
          .filter(Boolean);
      } else u[key] = value;
    });
    u.businessEmail = u.businessEmail.toLowerCase();
    const byEmployeeId = mode === 'update' && identifier === 'employeeId';
    const emailOk = u.businessEmail === '' ? byEmployeeId && u.employeeId !== '' : isValidEmail(u.businessEmail);
    if (emailOk) finalProcessedRecords.push(u);
    else {
      invalidEmails.push(u.businessEmail || `(row ${u.row}: empty)`);
      // The add call's own words for it (users.rows checkNewUser).
      refusedRecords.push({ ...u, issues: { businessEmail: u.businessEmail ? USERS_MSG.invalidEmailFormat : USERS_MSG.invalidEmail } });
    }
  }
  if (finalProcessedRecords.length === 0 && invalidEmails.length === 0) throw badRequest(USERS_MSG.fileEmpty);
  return {
    finalProcessedRecords,
    invalidEmailsCount: invalidEmails.length,
    invalidEmails,
    refusedRecords,
    columns: CSV_COLUMNS.map((c) => c.key).filter((k) => columns.includes(k)),
  };
}
