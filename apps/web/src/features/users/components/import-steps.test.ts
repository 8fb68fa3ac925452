import type { ProcessCsvResponse } from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { describe, expect, it } from 'vitest';
import { importedUser } from '../../../test/imported-user';
import { formErrors, importReducer, initialImportState, type ImportAction, type ImportState } from './import-steps';

const row = importedUser;
const csv = { name: 'people.csv', size: 1200 };
const response = (over: Partial<ProcessCsvResponse> = {}): ProcessCsvResponse => ({
  finalProcessedRecords: [row(4), row(2)],
  invalidEmailsCount: 1,
  invalidEmails: ['nope'],
  refusedRecords: [row(3, { businessEmail: 'nope', issues: { businessEmail: USERS_MSG.invalidEmailFormat } })],
  columns: ['firstName', 'lastName', 'businessEmail'],
  ...over,
});
const run = (actions: ImportAction[], from: ImportState = initialImportState('myvoyce')) => actions.reduce(importReducer, from);

describe('the import drawer’s steps', () => {
  it('opens on the form with the tab’s user type, no mode, e-mail as identifier, no file', () => {
    const s = initialImportState('blyndspot');
    expect(s).toEqual({ userType: 'blyndspot', mode: '', identifier: 'email', files: [], errors: {}, parsing: false, preview: null });
  });

  it('Start Import with nothing chosen names each missing choice and does not parse', () => {
    const s = run([{ type: 'start' }], { ...initialImportState('myvoyce'), userType: '' });
    expect(s.errors).toEqual({
      userType: USERS_MSG.userTypeRequired,
      mode: USERS_MSG.importModeRequired,
      file: USERS_MSG.fileRequired,
    });
    expect(s.parsing).toBe(false);
    // Choosing clears that choice's error only.
    const next = run(
      [
        { type: 'mode', value: 'add' },
        { type: 'userType', value: 'myvoyce' },
      ],
      s,
    );
    expect(next.errors).toEqual({ userType: undefined, mode: undefined, file: USERS_MSG.fileRequired });
  });

  it('checks the chosen files at once: one CSV under 5 MB', () => {
    expect(run([{ type: 'files', files: [csv, csv] }]).errors.file).toBe(USERS_MSG.oneFileOnly);
    expect(run([{ type: 'files', files: [{ name: 'people.xlsx', size: 10 }] }]).errors.file).toBe(USERS_MSG.csvOnly);
    expect(run([{ type: 'files', files: [{ name: 'big.csv', size: 5 * 1024 * 1024 }] }]).errors.file).toBe(USERS_MSG.fileTooLarge);
    expect(run([{ type: 'files', files: [csv] }]).errors.file).toBeUndefined();
    expect(formErrors({ userType: 'myvoyce', mode: 'update', files: [csv] })).toEqual({
      userType: undefined,
      mode: undefined,
      file: undefined,
    });
  });

  it('parses on a valid Start, then previews every row in file order with the refused ones marked', () => {
    const parsing = run([{ type: 'mode', value: 'add' }, { type: 'files', files: [csv] }, { type: 'start' }]);
    expect(parsing.parsing).toBe(true);
    expect(parsing.preview).toBeNull();
    const s = importReducer(parsing, { type: 'parsed', response: response() });
    expect(s.parsing).toBe(false);
    expect(s.preview?.rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect([...(s.preview?.refusedRows ?? [])]).toEqual([3]);
    expect(s.preview?.columns).toEqual(['firstName', 'lastName', 'businessEmail']);
  });

  it('a failed parse stays on the form with its choices and file', () => {
    const parsing = run([
      { type: 'mode', value: 'update' },
      { type: 'identifier', value: 'employeeId' },
      { type: 'files', files: [csv] },
      { type: 'start' },
    ]);
    const s = importReducer(parsing, { type: 'parseFailed' });
    expect(s).toMatchObject({ parsing: false, preview: null, mode: 'update', identifier: 'employeeId', files: [csv] });
  });

  it('removing a row finds repeats again among the rows left', () => {
    const twice = response({
      finalProcessedRecords: [row(2), row(3, { businessEmail: 'user2@example.com', issues: { businessEmail: USERS_MSG.duplicateInFile } })],
      refusedRecords: [],
    });
    const s = run([
      { type: 'mode', value: 'add' },
      { type: 'files', files: [csv] },
      { type: 'start' },
      { type: 'parsed', response: twice },
    ]);
    const left = importReducer(s, { type: 'removeRows', rows: [2] });
    expect(left.preview?.rows).toEqual([row(3, { businessEmail: 'user2@example.com', issues: undefined })]);
    // No preview, nothing to remove.
    expect(importReducer(initialImportState('myvoyce'), { type: 'removeRows', rows: [2] }).preview).toBeNull();
  });

  it('Back (or closing a failed submit’s results) returns to the form with the choices kept and the file cleared', () => {
    const s = run([
      { type: 'mode', value: 'update' },
      { type: 'files', files: [csv] },
      { type: 'start' },
      { type: 'parsed', response: response() },
      { type: 'clearFile' },
    ]);
    expect(s).toMatchObject({ userType: 'myvoyce', mode: 'update', files: [], preview: null });
  });

  it('reopening starts the form again on the new tab, keeping only a parse still on its way', () => {
    const previewed = run([
      { type: 'mode', value: 'add' },
      { type: 'files', files: [csv] },
      { type: 'start' },
      { type: 'parsed', response: response() },
    ]);
    expect(importReducer(previewed, { type: 'opened', kind: 'blyndspot' })).toEqual(initialImportState('blyndspot'));
    const parsing = run([{ type: 'mode', value: 'add' }, { type: 'files', files: [csv] }, { type: 'start' }]);
    expect(importReducer(parsing, { type: 'opened', kind: 'myvoyce' }).parsing).toBe(true);
  });
});
