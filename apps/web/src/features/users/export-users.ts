import { EXPORT_COLUMNS, exportFileName, type UserKind, type UserRow } from '@voyce/contracts/users';
import { saveTextFile, toCsv } from './csv';

/** The tab's export (spec 2 §9 columns) as CSV text. */
export function exportRows(kind: UserKind, users: readonly UserRow[]): string {
  const columns = EXPORT_COLUMNS[kind];
  return toCsv(
    columns.map((c) => c.header),
    users.map((u) => columns.map((c) => c.value(u))),
  );
}

/** Spec 2 §7: built in the browser, named for the user type with today's date. */
export function exportUsers(kind: UserKind, users: readonly UserRow[]): string {
  const name = exportFileName(kind);
  saveTextFile(name, exportRows(kind, users));
  return name;
}
