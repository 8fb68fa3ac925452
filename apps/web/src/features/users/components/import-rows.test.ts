import { importedToBulk, type ImportedUser } from '@voyce/contracts/user-import';
import { describe, expect, it } from 'vitest';
import { importedUser } from '../../../test/imported-user';
import { countWithIssues, inFileOrder, issueColumns, issueText, problemsCsv, withoutRows } from './import-rows';

const row = (n: number, extra: Partial<ImportedUser> = {}) =>
  importedUser(n, { firstName: '', lastName: '', businessEmail: `u${n}@example.com`, ...extra });

describe('the import preview rows', () => {
  it('says what is wrong with a row, naming the column', () => {
    expect(issueText(undefined)).toBe('');
    expect(
      issueText({ firstName: 'Field cannot be empty', departmentNames: "Department 'Nowhere' does not exist in this organization" }),
    ).toBe("First Name: Field cannot be empty. Departments: Department 'Nowhere' does not exist in this organization");
    expect(issueText({ divisionId: 'Division not found', row: 'Could not save this user' })).toBe(
      'Division: Division not found. Could not save this user',
    );
  });

  it('marks the cells of the columns at fault', () => {
    expect([...issueColumns({ departmentIds: 'x', businessEntityId: 'y', employeeId: 'z', roleId: 'r' })].sort()).toEqual([
      'businessUnitName',
      'departmentNames',
      'employeeId',
    ]);
  });

  it('counts the rows with issues', () => {
    expect(countWithIssues([row(2), row(3, { issues: { businessEmail: 'x' } }), row(4, { issues: {} })])).toBe(1);
  });

  it('finds repeats again after a removal: the second of two is fine once the first is gone', () => {
    const rows = [
      row(2, { employeeId: 'E-1' }),
      row(3, { employeeId: 'E-1', issues: { employeeId: 'This employee ID appears more than once in the list' } }),
      row(4, {
        businessEmail: 'u2@example.com',
        issues: {
          businessEmail: 'This user appears more than once in the list',
          departmentIds: 'At least one department must be selected',
        },
      }),
      row(5, { employeeId: 'E-1', issues: { employeeId: 'This employee ID appears more than once in the list' } }),
    ];
    const left = withoutRows(rows, new Set([2]), 'add', 'email');
    expect(left.map((r) => [r.row, r.issues])).toEqual([
      [3, undefined],
      [4, { departmentIds: 'At least one department must be selected' }],
      [5, { employeeId: 'This employee ID appears more than once in the list' }],
    ]);
    // A row whose issues did not change stays the same object (the grid keeps its drawn row).
    expect(withoutRows(rows, new Set([5]), 'add', 'email')[0]).toBe(rows[0]);
  });

  it('in update mode, the identifier repeats (the same person twice), and a removal clears it', () => {
    const rows = [
      row(2, { businessEmail: '', employeeId: 'E-7' }),
      row(3, { businessEmail: '', employeeId: 'E-7', issues: { employeeId: 'This user appears more than once in the list' } }),
    ];
    expect(withoutRows(rows, new Set(), 'update', 'employeeId')[1]!.issues).toEqual({
      employeeId: 'This user appears more than once in the list',
    });
    expect(withoutRows(rows, new Set([2]), 'update', 'employeeId')[0]!.issues).toBeUndefined();
  });

  it('sends a blank cell as nothing given, so an update keeps what is stored', () => {
    const sent = importedToBulk(row(2, { designationName: 'Engineer' }));
    expect(sent).toMatchObject({ firstName: null, lastName: null, employeeId: null, designationName: 'Engineer', departmentNames: [] });
  });
});

describe('the refused rows and the problems file (issue 34 item 11)', () => {
  it('keeps refused rows among the others in file order', () => {
    const refused = row(3, { businessEmail: 'not-an-email', issues: { businessEmail: 'Invalid email format' } });
    expect(inFileOrder([row(2), row(5)], [refused]).map((r) => r.row)).toEqual([2, 3, 5]);
  });

  it('lists each row with problems: its line, who, and what is wrong; a cell a spreadsheet would run stays text', () => {
    const csv = problemsCsv([
      row(2),
      row(3, { businessEmail: 'not-an-email', firstName: 'Not', lastName: 'Valid', issues: { businessEmail: 'Invalid email format' } }),
      row(4, { firstName: '=cmd', employeeId: 'E-1', issues: { departmentNames: "Department 'A, B' does not exist" } }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Row,Business Email,Employee ID,First Name,Last Name,Problems',
      '3,not-an-email,,Not,Valid,Business Email: Invalid email format',
      `4,u4@example.com,E-1,'=cmd,,"Departments: Department 'A, B' does not exist"`,
      '',
    ]);
  });
});
