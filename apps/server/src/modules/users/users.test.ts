import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, mailsTo, post, PASSWORD } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, messageOf } from '../../../test/settings-fixtures.ts';
import { uploadCsv, userIdOf } from '../../../test/users-fixtures.ts';
import { divisions, memberships } from '../../db/schema/index.ts';
import { registrationKey, sessionIdOf } from '../../lib/identity-store.ts';
import { hashToken } from '../../lib/tokens.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherOrg: true });

beforeAll(async () => {
  await fx.t.db.insert(divisions).values({ organizationId: fx.s.org.id, name: 'North' });
});

const org = () => fx.s.org.id;
const person = (businessEmail: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Alice',
  lastName: 'Walker',
  businessEmail,
  departmentIds: [fx.st.warehouse.id],
  ...extra,
});

describe('/user-management/addMyvoyceUser and /addBlyndspotUsers', () => {
  it('adds valid rows with invites and reports each bad row with its field and issue', async () => {
    const res = await post(
      fx.t,
      '/user-management/addMyvoyceUser',
      {
        organizationId: org(),
        users: [
          person('new.one@example.com'),
          { firstName: 'Bo', lastName: 'B4d', businessEmail: 'not-an-email', departmentIds: [] },
          { ...person('tags@example.com'), departmentIds: [], departmentNames: ['Sales', 'Nowhere'], divisionName: 'north' },
          person('new.one@example.com'),
          person(fx.s.employee.businessEmail),
        ],
      },
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.entity.success.map((x: { email: string }) => x.email)).toEqual(['new.one@example.com']);
    const f = res.body.data.entity.failures;
    expect(f.map((x: { row: number }) => x.row)).toEqual([2, 3, 4, 5]);
    expect(f[0].details).toMatchObject({
      firstName: 'Must be at least 3 characters',
      lastName: 'The name field must not contain numbers.',
      businessEmail: 'Invalid email format',
      departmentIds: 'At least one department must be selected',
    });
    expect(f[1].details).toEqual({ departmentNames: "Department 'Nowhere' does not exist in this organization" });
    expect(f[2].details).toEqual({ businessEmail: 'This user appears more than once in the list' });
    expect(f[3].details).toEqual({ businessEmail: 'A user with this email already exists' });
    const [mail] = await mailsTo(fx.t, 'new.one@example.com');
    expect(mail!.text).toMatch(/\/registration\?inviteId=[0-9a-f-]{36}/);
  });

  it('adds admins with emergency categories and lists them on the Blyndspot tab', async () => {
    const res = await post(
      fx.t,
      '/user-management/addBlyndspotUsers',
      { organizationId: org(), users: [person('boss@example.com', { crime: true, threat: true })] },
      fx.leader,
    );
    expect(res.body.data.entity.failures).toEqual([]);
    const list = await post(fx.t, '/user-management/list', { organizationId: org(), role: 'ADMIN' }, fx.leader);
    const boss = list.body.data.entity.users.find((u: { businessEmail: string }) => u.businessEmail === 'boss@example.com');
    expect(boss).toMatchObject({ role: 'admin', crime: true, threat: true, violence: false, accountStatus: 'pending' });
    expect(boss.leadershipTeamMemberId).toBeTruthy();
  });

  it('gives a contact all five kinds: ours follow the spec three when left out, and a spec update keeps them', async () => {
    const added = await post(
      fx.t,
      '/user-management/addBlyndspotUsers',
      {
        organizationId: org(),
        users: [
          person('five@example.com', { violence: true }),
          person('two@example.com', { crime: true, selfHarm: false, harassment: true }),
        ],
      },
      fx.leader,
    );
    expect(added.body.data.entity.failures).toEqual([]);
    const listed = async (email: string) =>
      (await post(fx.t, '/user-management/list', { organizationId: org(), role: 'ADMIN' }, fx.leader)).body.data.entity.users.find(
        (u: { businessEmail: string }) => u.businessEmail === email,
      );
    expect(await listed('five@example.com')).toMatchObject({ violence: true, selfHarm: true, harassment: true, crime: false });
    const two = await listed('two@example.com');
    expect(two).toMatchObject({ crime: true, selfHarm: false, harassment: true });
    // A client written from the spec sends only its three kinds: ours are kept.
    const update = {
      organizationId: org(),
      userId: two.userId,
      departmentIds: [fx.st.warehouse.id],
      user: { firstName: 'Alice', lastName: 'Walker', businessEmail: 'two@example.com' },
    };
    expect((await post(fx.t, '/user-management/update', { ...update, crime: true, violence: true, threat: false }, fx.leader)).status).toBe(
      200,
    );
    expect(await listed('two@example.com')).toMatchObject({ violence: true, selfHarm: false, harassment: true });
    // None (all three off) from a spec client means no emergencies at all.
    await post(fx.t, '/user-management/update', { ...update, crime: false, violence: false, threat: false }, fx.leader);
    expect(await listed('two@example.com')).toMatchObject({ harassment: false, selfHarm: false, leadershipTeamMemberId: null });
    // Only harassment, from our drawer.
    await post(fx.t, '/user-management/update', { ...update, crime: false, violence: false, threat: false, harassment: true }, fx.leader);
    expect(await listed('two@example.com')).toMatchObject({ harassment: true, violence: false });
  });

  it('refuses employees, other organisations and an empty list', async () => {
    const bad = await expectSettingsRefusals(fx.t, 'POST', '/user-management/addMyvoyceUser', {
      valid: { organizationId: org(), users: [person('refused@example.com')] },
      invalid: { organizationId: org(), users: [] },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });
    expect(bad.body.message).toBe('Please add at least one user');
  });
});

describe('/user-management/list', () => {
  it('answers users with their tags and the metrics, filtered on request', async () => {
    const res = await post(fx.t, '/user-management/list', { organizationId: org(), role: 'EMPLOYEE' }, fx.leader);
    expect(res.status).toBe(200);
    const { users, metrics } = res.body.data.entity;
    expect(metrics.totalCount).toBe(users.length);
    expect(metrics.activeCount).toBeGreaterThanOrEqual(1);
    expect(metrics.invitedCount).toBeGreaterThanOrEqual(1);
    const added = users.find((u: { businessEmail: string }) => u.businessEmail === 'new.one@example.com');
    expect(added.departments).toEqual([{ id: fx.st.warehouse.id, name: 'Warehouse' }]);
    expect(added.inviteCreatedAt).toBeTruthy();
    const pending = await post(
      fx.t,
      '/user-management/list',
      { organizationId: org(), role: 'employee', filters: { status: 'pending' } },
      fx.leader,
    );
    expect(pending.body.data.entity.users.every((u: { accountStatus: string }) => u.accountStatus === 'pending')).toBe(true);
    expect(messageOf(await post(fx.t, '/user-management/list', { organizationId: org(), role: 'boss' }, fx.leader))).toBe(
      'Please select a user type',
    );
    await expectSettingsRefusals(fx.t, 'POST', '/user-management/list', {
      valid: { organizationId: org(), role: 'ADMIN' },
      invalid: { organizationId: org() },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });
  });
});

describe('/user-management/deactivate', () => {
  it('ends sessions and blocks sign-in; re-activation lets the person in again', async () => {
    const token = await login(fx.t, fx.s.employee.businessEmail);
    const res = await post(
      fx.t,
      '/user-management/deactivate',
      { organizationId: org(), userId: fx.s.employee.id, disabled: true },
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deactivated');
    expect((await post(fx.t, '/user/getProfile', {}, token)).status).toBe(401);
    expect(await fx.t.identity.getSession(sessionIdOf(hashToken(token)))).toBeNull();
    expect((await post(fx.t, '/user/verifyLogin', { email: fx.s.employee.businessEmail, password: PASSWORD })).status).toBe(401);
    const back = await post(
      fx.t,
      '/user-management/deactivate',
      { organizationId: org(), userId: fx.s.employee.id, disabled: false },
      fx.leader,
    );
    expect(back.body.message).toBe('User re-activated');
    fx.employee = await login(fx.t, fx.s.employee.businessEmail);
    expect(fx.employee).toBeTruthy();
  });

  it('answers 404 for a user of another organisation and refuses deactivating yourself', async () => {
    const foreign = await post(
      fx.t,
      '/user-management/deactivate',
      { organizationId: org(), userId: fx.other.employee.id, disabled: true },
      fx.leader,
    );
    expect(foreign.status).toBe(404);
    expect(
      messageOf(
        await post(fx.t, '/user-management/deactivate', { organizationId: org(), userId: fx.s.admin.id, disabled: true }, fx.leader),
      ),
    ).toBe('You cannot deactivate your own account');
    await expectSettingsRefusals(fx.t, 'POST', '/user-management/deactivate', {
      valid: { organizationId: org(), userId: fx.s.employee.id, disabled: false },
      invalid: { organizationId: org(), userId: 'x', disabled: 'yes' },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });
  });
});

describe('invites: /invite, /checkUserRegistrationStatus, /user-management/deleteUser', () => {
  it('resends the same link to a MyVoyce user', async () => {
    const before = await mailsTo(fx.t, 'new.one@example.com');
    const res = await post(fx.t, '/invite', { businessEmail: 'new.one@example.com', organizationId: org(), role: 'employee' }, fx.leader);
    expect(res.body.data).toEqual({ businessEmail: 'new.one@example.com', sent: true, hasStartedRegistration: false });
    expect(res.body.message).toContain('The same registration link will be sent again.');
    const after = await mailsTo(fx.t, 'new.one@example.com');
    expect(after).toHaveLength(before.length + 1);
    const link = (m: { text: string }) => /inviteId=([0-9a-f-]{36})/.exec(m.text)![1];
    expect(link(after[0]!)).toBe(link(before[0]!));
  });

  it('warns and sends nothing to a Blyndspot user already registering', async () => {
    await post(fx.t, '/user/claimInvite', { inviteId: 'x', email: 'boss@example.com' });
    // They asked for their registration code (claimInvite remembers it in the identity store).
    await fx.t.identity.mark(registrationKey('boss@example.com'), Date.now(), 600_000);
    const status = await post(
      fx.t,
      '/checkUserRegistrationStatus',
      { email: 'boss@example.com', organizationId: org(), role: 'ADMIN' },
      fx.leader,
    );
    expect(status.body.data).toEqual({ hasStartedRegistration: true });
    const before = (await mailsTo(fx.t, 'boss@example.com')).length;
    const res = await post(fx.t, '/invite', { businessEmail: 'boss@example.com', organizationId: org(), role: 'ADMIN' }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.sent).toBe(false);
    expect(res.body.message).toBe(
      'User has already started registration. Please wait for them to complete the process or contact them directly.',
    );
    expect(await mailsTo(fx.t, 'boss@example.com')).toHaveLength(before);
  });

  it('deletes a pending invite only; other organisations 404', async () => {
    expect(
      (await post(fx.t, '/user-management/deleteUser', { organizationId: org(), businessEmail: fx.s.employee.businessEmail }, fx.leader))
        .status,
    ).toBe(409);
    expect(
      (
        await post(
          fx.t,
          '/user-management/deleteUser',
          { organizationId: org(), businessEmail: fx.other.employee.businessEmail },
          fx.leader,
        )
      ).status,
    ).toBe(404);
    const res = await post(fx.t, '/user-management/deleteUser', { organizationId: org(), businessEmail: 'new.one@example.com' }, fx.leader);
    expect(res.body.message).toBe('Invite deleted');
    expect(messageOf(await post(fx.t, '/user-management/deleteUser', { organizationId: org(), businessEmail: 'bad' }, fx.leader))).toBe(
      'Please enter a valid email address',
    );
    await expectSettingsRefusals(fx.t, 'POST', '/invite', {
      valid: { businessEmail: 'x1@example.com', organizationId: org(), role: 'employee' },
      invalid: { businessEmail: 'x1', organizationId: org(), role: 'employee' },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });
    expect(
      (
        await post(
          fx.t,
          '/checkUserRegistrationStatus',
          { email: fx.other.employee.businessEmail, organizationId: org(), role: 'employee' },
          fx.leader,
        )
      ).status,
    ).toBe(404);
  });
});

describe('/user-management/update', () => {
  it('updates names and tags; the e-mail is read-only; other organisations 404', async () => {
    const body = {
      organizationId: org(),
      userId: fx.s.employee.id,
      departmentIds: [fx.st.sales.id],
      divisionId: '',
      employeeId: 'E-7',
      user: { firstName: 'Eve', lastName: 'Stone', businessEmail: fx.s.employee.businessEmail },
    };
    const res = await post(fx.t, '/user-management/update', body, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entity).toMatchObject({ firstName: 'Eve', employeeId: 'E-7', departmentIds: [fx.st.sales.id], divisionId: null });
    expect(
      messageOf(
        await post(fx.t, '/user-management/update', { ...body, user: { ...body.user, businessEmail: 'x@example.com' } }, fx.leader),
      ),
    ).toBe('E-mail cannot be changed. Please contact support to change it.');
    expect(messageOf(await post(fx.t, '/user-management/update', { ...body, departmentIds: [] }, fx.leader))).toBe(
      'At least one department must be selected',
    );
    expect(messageOf(await post(fx.t, '/user-management/update', { ...body, user: { ...body.user, firstName: 'Al' } }, fx.leader))).toBe(
      'Must be at least 3 characters',
    );
    expect((await post(fx.t, '/user-management/update', { ...body, userId: fx.other.employee.id }, fx.leader)).status).toBe(404);
  });
});

describe('/user-management/bulkUpdateUserDetails', () => {
  it('asks for confirmation above 40% of users, then updates and reports failures per row', async () => {
    const body = {
      organizationId: org(),
      role: 'EMPLOYEE',
      identifier: 'email',
      users: [
        { businessEmail: fx.s.employee.businessEmail, lastName: 'Stoner', departmentNames: ['Warehouse'] },
        { businessEmail: 'ghost@example.com', lastName: 'Ghost' },
        { businessEmail: 'tags@example.com', designationName: 'Nope' },
      ],
    };
    const first = await post(fx.t, '/user-management/bulkUpdateUserDetails', body, fx.leader);
    expect(first.status).toBe(409);
    expect(first.body.error.code).toBe('CONFIRMATION_REQUIRED');
    const res = await post(fx.t, '/user-management/bulkUpdateUserDetails', { ...body, confirm: true }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entity.success).toEqual([{ row: 1, email: fx.s.employee.businessEmail, userId: fx.s.employee.id }]);
    expect(res.body.data.entity.failures.map((f: { details: unknown }) => f.details)).toEqual([
      { businessEmail: 'User not found' },
      { businessEmail: 'User not found' },
    ]);
    const [m] = await fx.t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, org()), eq(memberships.userId, fx.s.employee.id)));
    expect(m).toBeTruthy();
  });
});

describe('/user-management/processUsersDatacsv', () => {
  it('parses BOM, CRLF, quotes, empty lines and keeps formula cells as text; lists invalid e-mails', async () => {
    const csv =
      '\uFEFFFirst Name,Last Name,Business Email,Departments\r\n"Ann, Jr",Lee,ann@example.com,"Sales;Warehouse"\r\n\r\n=cmd,Bad,not-email,Sales\nBob,"Say ""hi""",BOB@example.com,\n';
    const res = await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [{ name: 'users.csv', content: csv }]);
    expect(res.status).toBe(200);
    expect(res.body.data.invalidEmailsCount).toBe(1);
    expect(res.body.data.invalidEmails).toEqual(['not-email']);
    expect(
      res.body.data.finalProcessedRecords.map((r: { firstName: string; lastName: string; businessEmail: string }) => [
        r.firstName,
        r.lastName,
        r.businessEmail,
      ]),
    ).toEqual([
      ['Ann, Jr', 'Lee', 'ann@example.com'],
      ['Bob', 'Say "hi"', 'bob@example.com'],
    ]);
    const formula = await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [
      { name: 'f.csv', content: 'First Name,Last Name,Business Email\r\n=SUM(A1),Lee,f@example.com\r\n' },
    ]);
    expect(formula.body.data.finalProcessedRecords[0].firstName).toBe('=SUM(A1)');
  });

  it('answers the file messages of spec 2 §5', async () => {
    const ok = 'First Name,Last Name,Business Email\r\nA,B,a@example.com\r\n';
    expect((await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [])).body.message).toBe('Please upload a file');
    expect((await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [{ name: 'u.txt', content: ok }])).body.message).toBe(
      'Only CSV files are allowed',
    );
    const two = await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [
      { name: 'a.csv', content: ok },
      { name: 'b.csv', content: ok },
    ]);
    expect(two.body.message).toBe('Please upload only one file');
    const big = await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [
      { name: 'big.csv', content: ok + 'x'.repeat(5 * 1024 * 1024) },
    ]);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('File size must be less than 5 MB');
    expect((await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [{ name: 'h.csv', content: 'Name\r\nA\r\n' }])).body.message).toBe(
      'The file is missing the column(s): First Name, Last Name, Business Email',
    );
    expect((await uploadCsv(fx.t, fx.employee, { organizationId: org() }, [{ name: 'a.csv', content: ok }])).status).toBe(403);
    expect((await uploadCsv(fx.t, fx.leader, { organizationId: fx.other.org.id }, [{ name: 'a.csv', content: ok }])).status).toBe(403);
    expect((await uploadCsv(fx.t, undefined, { organizationId: org() }, [{ name: 'a.csv', content: ok }])).status).toBe(401);
  });

  it('processes a 5 MB CSV of 20,000 rows and adds them all', async () => {
    const lines = ['First Name,Last Name,Business Email,Personal Email,Employee ID,Departments,Division'];
    const pad = 'x'.repeat(160);
    for (let i = 0; i < 20_000; i++) lines.push(`Person,Number,bulk${i}@example.com,p${i}-${pad}@example.org,E${i},Warehouse;Sales,North`);
    const csv = lines.join('\r\n');
    expect(csv.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(csv.length).toBeLessThan(5 * 1024 * 1024);
    const res = await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [{ name: 'big.csv', content: csv }]);
    expect(res.status).toBe(200);
    expect(res.body.data.finalProcessedRecords).toHaveLength(20_000);
    const users = res.body.data.finalProcessedRecords.map((r: Record<string, unknown>) => ({
      firstName: r.firstName,
      lastName: r.lastName,
      businessEmail: r.businessEmail,
      employeeId: r.employeeId,
      departmentNames: r.departmentNames,
      divisionName: r.divisionName,
    }));
    const add = await post(fx.t, '/user-management/addMyvoyceUser', { organizationId: org(), users }, fx.leader);
    expect(add.status).toBe(200);
    expect(add.body.data.entity.failures).toEqual([]);
    expect(add.body.data.entity.success).toHaveLength(20_000);
    expect(await userIdOf(fx.t, 'bulk19999@example.com')).toBeTruthy();
  }, 120_000);
});
