import type { UpdateIdentifier } from '@voyce/contracts/user-bulk';
import { checkCsvFile, type CsvColumnKey, type ImportedUser, type ProcessCsvResponse } from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { UserKind } from '@voyce/contracts/users';
import { inFileOrder, withoutRows } from './import-rows';

/**
 * The import drawer's steps (spec 2 §4, §5): the form (user type, mode, update identifier, one
 * CSV file), then, once Start Import has parsed and checked the file, the preview of its rows,
 * some of which may be removed before Submit. Back returns from the preview to the form with the
 * choices kept and the file cleared, as after a failed submit.
 */
export type ModeChoice = 'add' | 'update' | '';
export type ImportErrors = Partial<Record<'userType' | 'mode' | 'file', string>>;
/** A file as the form checks it (a browser File in the drawer). */
export type ChosenFile = { name: string; size: number };

export type ImportPreviewState = {
  rows: ImportedUser[];
  columns: CsvColumnKey[];
  /** The file rows the server refused for an invalid e-mail (still in the grid, with the reason). */
  refusedRows: ReadonlySet<number>;
};

export type ImportState<F extends ChosenFile = ChosenFile> = {
  userType: UserKind | '';
  mode: ModeChoice;
  identifier: UpdateIdentifier;
  files: F[];
  errors: ImportErrors;
  /** Start Import's call is on its way. */
  parsing: boolean;
  /** The preview step's rows; null on the form step. */
  preview: ImportPreviewState | null;
};

export type ImportAction<F extends ChosenFile = ChosenFile> =
  /** The drawer opened on a tab: the form again, that tab's user type. */
  | { type: 'opened'; kind: UserKind }
  | { type: 'userType'; value: UserKind }
  | { type: 'mode'; value: Exclude<ModeChoice, ''> }
  | { type: 'identifier'; value: UpdateIdentifier }
  | { type: 'files'; files: F[] }
  /** Start Import: every choice checked; parsing begins when nothing is wrong (formErrors). */
  | { type: 'start' }
  | { type: 'parsed'; response: ProcessCsvResponse }
  | { type: 'parseFailed' }
  | { type: 'removeRows'; rows: readonly number[] }
  /** Back from the preview, or the results of a failed submit closed: choose the file again. */
  | { type: 'clearFile' };

export const initialImportState = <F extends ChosenFile>(kind: UserKind): ImportState<F> => ({
  userType: kind,
  mode: '',
  identifier: 'email',
  files: [],
  errors: {},
  parsing: false,
  preview: null,
});

/** What Start Import finds wrong with the form: a missing choice, or a file that is not one CSV under 5 MB. */
export const formErrors = (s: Pick<ImportState, 'userType' | 'mode' | 'files'>): ImportErrors => ({
  userType: s.userType ? undefined : USERS_MSG.userTypeRequired,
  mode: s.mode ? undefined : USERS_MSG.importModeRequired,
  file: checkCsvFile(s.files) ?? undefined,
});
export const hasErrors = (e: ImportErrors) => Boolean(e.userType || e.mode || e.file);

export function importReducer<F extends ChosenFile>(s: ImportState<F>, a: ImportAction<F>): ImportState<F> {
  switch (a.type) {
    case 'opened':
      // A parse still on its way keeps the buttons busy until it answers.
      return { ...initialImportState<F>(a.kind), parsing: s.parsing };
    case 'userType':
      return { ...s, userType: a.value, errors: { ...s.errors, userType: undefined } };
    case 'mode':
      return { ...s, mode: a.value, errors: { ...s.errors, mode: undefined } };
    case 'identifier':
      return { ...s, identifier: a.value };
    case 'files':
      return { ...s, files: a.files, errors: { ...s.errors, file: checkCsvFile(a.files) ?? undefined } };
    case 'start': {
      const errors = formErrors(s);
      return { ...s, errors, parsing: !hasErrors(errors) };
    }
    case 'parsed': {
      const refused = a.response.refusedRecords ?? [];
      const rows = inFileOrder(a.response.finalProcessedRecords, refused);
      return { ...s, parsing: false, preview: { rows, columns: a.response.columns, refusedRows: new Set(refused.map((r) => r.row)) } };
    }
    case 'parseFailed':
      return { ...s, parsing: false };
    case 'removeRows':
      if (!s.preview) return s;
      return { ...s, preview: { ...s.preview, rows: withoutRows(s.preview.rows, new Set(a.rows), s.mode || 'add', s.identifier) } };
    case 'clearFile':
      return { ...s, files: [], preview: null };
  }
}
