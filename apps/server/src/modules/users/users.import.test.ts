import { importedToBulk, type ImportedUser } from '@voyce/contracts/user-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { messageOf } from '../../../test/settings-fixtures.ts';
import { uploadCsv } from '../../../test/users-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { designations, divisions, memberships, users } from '../../db/schema/index.ts';

// The CSV import's update mode changes only what the file says, and employee IDs
// stay unique in an organisation (per row, in the preview and on write).

const fx = useTestOrg({ structure: true });
const org = () => fx.s.org.id;
type Previewed = ImportedUser & { issues?: Record<string, string> };

beforeAll(async () => {
  await fx.t.db.insert(divisions).values({ organizationId: org(), name: 'North' });
  await fx.t.db.insert(designations).values(['Engineer', 'Manager'].map((name) => ({ organizationId: org(), name })));
  const added = await post(
    fx.t,
    '/user-management/addMyvoyceUser',
    {
      organizationId: org(),
      users: [
        {
          firstName: 'Ann',
          lastName: 'Archer',
          businessEmail: 'ann@example.com',
          employeeId: 'E-100',
          departmentNames: ['Warehouse'],
          divisionName: 'North',
          designationName: 'Engineer',
        },
        { firstName: 'Bob', lastName: 'Baker', businessEmail: 'bob@example.com', employeeId: 'E-200', departmentNames: ['Sales'] },
      ],
    },
    fx.leader,
  );
  expect(added.body.data.entity.failures).toEqual([]);
  // Two people sharing an employee ID, as the import let happen before.
  for (const who of ['twin.one', 'twin.two']) {
    const [u] = await fx.t.db
      .insert(users)
      .values({ businessEmail: `${who}@example.com` })
      .returning();
    await fx.t.db
      .insert(memberships)
      .values({ organizationId: org(), userId: u!.id, role: 'employee', employeeId: 'E-TWIN', firstName: 'Twin', lastName: who });
  }
});

const preview = async (csv: string, fields: Record<string, string>) => {
  const res = await uploadCsv(fx.t, fx.leader, { organizationId: org(), ...fields }, [{ name: 'users.csv', content: csv }]);
  return res;
};
const rowsOf = (res: Awaited<ReturnType<typeof preview>>) => res.body.data.finalProcessedRecords as Previewed[];
const update = (identifier: 'email' | 'employeeId', list: unknown[]) =>
  post(
    fx.t,
    '/user-management/bulkUpdateUserDetails',
    { organizationId: org(), role: 'employee', identifier, users: list, confirm: true },
    fx.leader,
  );
const listed = async (email: string) =>
  (await post(fx.t, '/user-management/list', { organizationId: org(), role: 'EMPLOYEE' }, fx.leader)).body.data.entity.users.find(
    (u: { businessEmail: string }) => u.businessEmail === email,
  );
const issuesOf = (rows: Previewed[]) => rows.map((r) => r.issues ?? null);

describe('the import in update mode', () => {
  it('takes a file of Business Email and Designation only and changes only the designation', async () => {
    const res = await preview('Business Email,Designation\r\nann@example.com,Manager\r\n', {
      identifier: 'email',
      mode: 'update',
      role: 'employee',
    });
    expect(res.status).toBe(200);
    const rows = rowsOf(res);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ businessEmail: 'ann@example.com', designationName: 'Manager', firstName: '' });
    expect(rows[0]!.issues).toBeUndefined();
    expect(res.body.data.columns).toEqual(['businessEmail', 'designationName']);
    const done = await update('email', rows.map(importedToBulk));
    expect(done.body.data.entity.failures).toEqual([]);
    const ann = await listed('ann@example.com');
    expect(ann).toMatchObject({ firstName: 'Ann', lastName: 'Archer', employeeId: 'E-100', departmentIds: [fx.st.warehouse.id] });
    expect(ann.designation.name).toBe('Manager');
    expect(ann.division.name).toBe('North');
  });

  it('leaves a blank cell as stored: a blank never erases a value', async () => {
    const csv =
      'First Name,Last Name,Business Email,Employee ID,Departments,Division\r\n,,ann@example.com,,,\r\nRobert,,bob@example.com,,Warehouse,\r\n';
    const rows = rowsOf(await preview(csv, { identifier: 'email', mode: 'update', role: 'employee' }));
    expect(issuesOf(rows)).toEqual([null, null]);
    const done = await update('email', rows.map(importedToBulk));
    expect(done.body.data.entity.failures).toEqual([]);
    expect(await listed('ann@example.com')).toMatchObject({ firstName: 'Ann', lastName: 'Archer', employeeId: 'E-100' });
    expect((await listed('ann@example.com')).division.name).toBe('North');
    expect(await listed('bob@example.com')).toMatchObject({
      firstName: 'Robert',
      lastName: 'Baker',
      employeeId: 'E-200',
      departmentIds: [fx.st.warehouse.id],
    });
    // The same from any client of the bulk call: empty names are not a change.
    const direct = await update('email', [{ businessEmail: 'ann@example.com', firstName: '', lastName: '  ', personalEmail: '' }]);
    expect(direct.body.data.entity.failures).toEqual([]);
    expect(await listed('ann@example.com')).toMatchObject({ firstName: 'Ann', lastName: 'Archer' });
  });

  it('finds people by Employee ID with only that column and another', async () => {
    const res = await preview('Employee ID,Division\r\nE-200,North\r\nE-999,North\r\n', {
      identifier: 'employeeId',
      mode: 'update',
      role: 'employee',
    });
    expect(res.status).toBe(200);
    const rows = rowsOf(res);
    expect(issuesOf(rows)).toEqual([null, { employeeId: 'User not found' }]);
    const done = await update('employeeId', rows.slice(0, 1).map(importedToBulk));
    expect(done.body.data.entity.failures).toEqual([]);
    expect((await listed('bob@example.com')).division.name).toBe('North');
    expect(await listed('bob@example.com')).toMatchObject({ firstName: 'Robert', lastName: 'Baker' });
  });

  it('still needs the identifying column, and adding still needs names and e-mail', async () => {
    const noId = await preview('First Name,Designation\r\nAnn,Manager\r\n', { identifier: 'email', mode: 'update', role: 'employee' });
    expect(noId.body.message).toBe('The file is missing the column(s): Business Email');
    const add = await preview('Business Email,Designation\r\nnew@example.com,Manager\r\n', { identifier: 'email', mode: 'add' });
    expect(add.body.message).toBe('The file is missing the column(s): First Name, Last Name');
    // Adding keeps its rules per row: a blank name is refused, not skipped.
    const blank = rowsOf(
      await preview('First Name,Last Name,Business Email,Departments\r\n,Lee,blank.name@example.com,Warehouse\r\n', { mode: 'add' }),
    );
    expect(blank[0]!.issues).toEqual({ firstName: 'Field cannot be empty' });
  });
});

describe('duplicate employee IDs and e-mails', () => {
  it('refuses a repeated or taken employee ID on its row, in the preview and on add', async () => {
    const csv = [
      'First Name,Last Name,Business Email,Employee ID,Departments',
      'Cat,Carter,cat@example.com,E-300,Warehouse',
      'Dan,Dover,dan@example.com,E-300,Warehouse',
      'Eve,Evans,eve@example.com,E-100,Warehouse',
      'Fay,Foxer,fay@example.com,E-400,Warehouse',
      'Gus,Grant,cat@example.com,E-401,Warehouse',
      'Hal,Hayes,bob@example.com,E-402,Warehouse',
    ].join('\r\n');
    const rows = rowsOf(await preview(csv, { identifier: 'email', mode: 'add', role: 'employee' }));
    const expected = [
      null,
      { employeeId: 'This employee ID appears more than once in the list' },
      { employeeId: 'Another user already has this employee ID' },
      null,
      { businessEmail: 'This user appears more than once in the list' },
      { businessEmail: 'A user with this email already exists' },
    ];
    expect(issuesOf(rows)).toEqual(expected);
    const added = await post(
      fx.t,
      '/user-management/addMyvoyceUser',
      { organizationId: org(), users: rows.map(importedToBulk) },
      fx.leader,
    );
    expect(added.body.data.entity.success.map((s: { email: string }) => s.email)).toEqual(['cat@example.com', 'fay@example.com']);
    expect(added.body.data.entity.failures.map((f: { row: number; details: unknown }) => [f.row, f.details])).toEqual(
      expected.flatMap((e, i) => (e ? [[i + 1, e]] : [])),
    );
  });

  it('never updates one of two people sharing an employee ID, nor gives one someone else has', async () => {
    const twin = await update('employeeId', [{ employeeId: 'E-TWIN', lastName: 'Changed' }]);
    expect(twin.body.data.entity.success).toEqual([]);
    expect(twin.body.data.entity.failures[0].details).toEqual({ employeeId: 'More than one user has this employee ID' });
    expect((await listed('twin.one@example.com')).lastName).toBe('twin.one');
    expect((await listed('twin.two@example.com')).lastName).toBe('twin.two');

    const taken = await update('email', [{ businessEmail: 'bob@example.com', employeeId: 'E-100' }]);
    expect(taken.body.data.entity.failures[0].details).toEqual({ employeeId: 'Another user already has this employee ID' });

    const both = await update('email', [
      { businessEmail: 'ann@example.com', employeeId: 'E-500' },
      { businessEmail: 'bob@example.com', employeeId: 'E-500' },
    ]);
    expect(both.body.data.entity.success.map((s: { email: string }) => s.email)).toEqual(['ann@example.com']);
    expect(both.body.data.entity.failures[0]).toMatchObject({
      row: 2,
      details: { employeeId: 'This employee ID appears more than once in the list' },
    });
    // Keeping one's own employee ID is no clash.
    const same = await update('email', [{ businessEmail: 'ann@example.com', employeeId: 'E-500', lastName: 'Archer' }]);
    expect(same.body.data.entity.failures).toEqual([]);

    const shown = rowsOf(
      await preview('Employee ID,Last Name\r\nE-TWIN,Changed\r\n', { identifier: 'employeeId', mode: 'update', role: 'employee' }),
    );
    expect(shown[0]!.issues).toEqual({ employeeId: 'More than one user has this employee ID' });
  });

  it('refuses an employee ID another user has in the edit drawer too', async () => {
    const bob = await listed('bob@example.com');
    const res = await post(
      fx.t,
      '/user-management/update',
      {
        organizationId: org(),
        userId: bob.userId,
        employeeId: 'E-500',
        departmentIds: [fx.st.warehouse.id],
        user: { firstName: 'Robert', lastName: 'Baker', businessEmail: 'bob@example.com' },
      },
      fx.leader,
    );
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe('Another user already has this employee ID');
  });
});

describe('rows the import refuses (issue 34 item 11)', () => {
  it('answers every row with an invalid e-mail as a refused record with its file line and reason, beside the spec fields', async () => {
    const csv =
      'First Name,Last Name,Business Email,Departments\r\n' +
      'Cat,Clark,cat@example.com,Warehouse\r\n' +
      'Not,Valid,not-an-email,Warehouse\r\n' +
      '\r\n' +
      'No,Email,,Sales\r\n' +
      'Dan,Dale,dan@example.com,Sales\r\n';
    const res = await preview(csv, { mode: 'add' });
    expect(res.status).toBe(200);
    const data = res.body.data as { refusedRecords: Previewed[]; invalidEmails: string[]; invalidEmailsCount: number };
    // The spec's fields as they were: the valid rows, and the invalid e-mails listed.
    expect(rowsOf(res).map((r) => r.businessEmail)).toEqual(['cat@example.com', 'dan@example.com']);
    expect(data.invalidEmailsCount).toBe(2);
    expect(data.invalidEmails).toEqual(['not-an-email', '(row 5: empty)']);
    // The refused rows themselves, each whole, with its line in the file and why.
    expect(data.refusedRecords).toEqual([
      expect.objectContaining({
        row: 3,
        firstName: 'Not',
        lastName: 'Valid',
        businessEmail: 'not-an-email',
        departmentNames: ['Warehouse'],
        issues: { businessEmail: 'Invalid email format' },
      }),
      expect.objectContaining({
        row: 5,
        firstName: 'No',
        businessEmail: '',
        issues: { businessEmail: 'Please enter a valid email address' },
      }),
    ]);
  });

  it('answers a file of refused rows only (no 400), so the grid can show them', async () => {
    const res = await preview('First Name,Last Name,Business Email\r\nBad,Row,nope\r\n', { mode: 'add' });
    expect(res.status).toBe(200);
    expect(rowsOf(res)).toEqual([]);
    expect(res.body.data.refusedRecords).toEqual([expect.objectContaining({ row: 2, businessEmail: 'nope' })]);
  });
});
