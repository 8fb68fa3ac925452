import { describe, expect, it } from 'vitest';
import { mailsTo } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { uploadCsv } from '../users-fixtures.ts';
import { atLeast, failsWith, ok, post } from './spec-client.ts';

/**
 * Spec 2 §7 user management calls (both user kinds, invites, bulk add and update, CSV import),
 * each with the body the spec gives, and the spec 2 §5 and §8 messages the server says.
 */
const fx = useTestOrg({ structure: true });
const org = () => fx.s.org.id;
const person = (businessEmail: string) => ({ firstName: 'Alice', lastName: 'Walker', businessEmail, departmentIds: [fx.st.warehouse.id] });
const inviteIdOf = async (email: string) => /inviteId=([0-9a-f-]{36})/.exec((await mailsTo(fx.t, email))[0]!.text)![1]!;

/** Spec 2 §3 'User'. */
const USER = {
  id: expect.any(String),
  firstName: expect.any(String),
  lastName: expect.any(String),
  businessEmail: expect.any(String),
  departmentIds: expect.any(Array),
  disabled: expect.any(Boolean),
  inviteStatus: expect.any(String),
};

describe('spec 2 §7 user lists and bulk calls', () => {
  it('/user-management/list {organizationId, role, optional filters} answers status, message, data.entity.users and .metrics', async () => {
    for (const body of [
      { organizationId: org(), role: 'employee' },
      { organizationId: org(), role: 'ADMIN' },
      { organizationId: org(), role: 'employee', filters: { status: 'active' } },
    ]) {
      const res = await post(fx.t, '/user-management/list', body, fx.leader);
      const data = ok(res);
      expect(res.body.message).toEqual(expect.any(String));
      expect(data.entity.users.length).toBeGreaterThanOrEqual(1);
      for (const u of data.entity.users) expect(u).toMatchObject(USER);
      expect(data.entity.metrics).toMatchObject({
        totalCount: expect.any(Number),
        activeCount: expect.any(Number),
        inactiveCount: expect.any(Number),
        invitedCount: expect.any(Number),
      });
    }
  });

  it('/user-management/addMyvoyceUser and /addBlyndspotUsers: a list of users, answering data.entity with the success list and failures', async () => {
    const my = ok(
      await post(fx.t, '/user-management/addMyvoyceUser', { organizationId: org(), users: [person('my.one@example.com')] }, fx.leader),
    );
    expect(my.entity).toMatchObject({ success: [expect.objectContaining({ email: 'my.one@example.com' })], failures: [] });
    const blynd = ok(
      await post(fx.t, '/user-management/addBlyndspotUsers', { organizationId: org(), users: [person('boss.one@example.com')] }, fx.leader),
    );
    expect(blynd.entity).toMatchObject({ success: [expect.objectContaining({ email: 'boss.one@example.com' })], failures: [] });
  });

  it('/user-management/bulkUpdateUserDetails: a list of users (of the tab), answering data.entity', async () => {
    // A bulk that changes more than 40% of the users asks for confirm (ours): here it changes one of five.
    const more = ['my.two@example.com', 'my.three@example.com', 'my.four@example.com'].map(person);
    ok(await post(fx.t, '/user-management/addMyvoyceUser', { organizationId: org(), users: more }, fx.leader));
    const body = { organizationId: org(), role: 'employee', users: [{ businessEmail: fx.s.employee.businessEmail, lastName: 'Renamed' }] };
    const data = ok(await post(fx.t, '/user-management/bulkUpdateUserDetails', body, fx.leader));
    expect(data.entity).toMatchObject({ success: [expect.objectContaining({ email: fx.s.employee.businessEmail })], failures: [] });
  });

  it('bulk failures carry email, error, mismatchedFields (spec 2 §3), and the row issue "Invalid email format"', async () => {
    const users = [{ ...person('not-an-email'), firstName: 'Bob' }];
    const data = ok(await post(fx.t, '/user-management/addMyvoyceUser', { organizationId: org(), users }, fx.leader));
    expect(data.entity.failures).toEqual([
      expect.objectContaining({
        email: 'not-an-email',
        error: 'Invalid email format',
        details: { businessEmail: 'Invalid email format' },
        mismatchedFields: ['businessEmail'],
      }),
    ]);
  });

  it('/user-management/processUsersDatacsv: multipart organizationId and file, answering finalProcessedRecords, invalidEmailsCount, invalidEmails', async () => {
    const csv = 'First Name,Last Name,Business Email\r\nCsv,Person,csv.person@example.com\r\nBad,Row,not-an-email\r\n';
    const res = await uploadCsv(fx.t, fx.leader, { organizationId: org() }, [{ name: 'users.csv', content: csv }]);
    const data = ok(res);
    expect(data.finalProcessedRecords).toEqual([expect.objectContaining({ businessEmail: 'csv.person@example.com' })]);
    expect(data.invalidEmailsCount).toBe(1);
    expect(data.invalidEmails).toEqual(['not-an-email']);
  });
});

describe('spec 2 §7 one user', () => {
  it('/user-management/update: user fields plus nested user {firstName, lastName, businessEmail, username}', async () => {
    const body = {
      organizationId: org(),
      userId: fx.s.employee.id,
      departmentIds: [fx.st.sales.id],
      user: { firstName: 'Jordan', lastName: 'Employee', businessEmail: fx.s.employee.businessEmail, username: null },
    };
    ok(await post(fx.t, '/user-management/update', body, fx.leader));
  });

  it('/checkUserRegistrationStatus {email, organizationId, role} and /invite {businessEmail, organizationId, role}', async () => {
    const email = 'my.one@example.com';
    const status = ok(await post(fx.t, '/checkUserRegistrationStatus', { email, organizationId: org(), role: 'employee' }, fx.leader));
    expect(status).toEqual({ hasStartedRegistration: false });
    ok(await post(fx.t, '/invite', { businessEmail: email, organizationId: org(), role: 'employee' }, fx.leader));
  });

  it("a Blyndspot user who started registering: 'User has already started registration. ...'", async () => {
    const email = 'boss.one@example.com';
    ok(await post(fx.t, '/claimInvite', { inviteId: await inviteIdOf(email), email }));
    const status = ok(await post(fx.t, '/checkUserRegistrationStatus', { email, organizationId: org(), role: 'ADMIN' }, fx.leader));
    expect(status).toEqual({ hasStartedRegistration: true });
    const res = await post(fx.t, '/invite', { businessEmail: email, organizationId: org(), role: 'ADMIN' }, fx.leader);
    ok(res);
    expect(res.body.message).toBe(
      'User has already started registration. Please wait for them to complete the process or contact them directly.',
    );
  });

  it('/user-management/deleteUser {organizationId, businessEmail} deletes a pending invite', async () => {
    ok(await post(fx.t, '/user-management/deleteUser', { organizationId: org(), businessEmail: 'my.one@example.com' }, fx.leader));
  });

  it('/user-management/deactivate {organizationId, userId, disabled}', async () => {
    ok(await post(fx.t, '/user-management/deactivate', { organizationId: org(), userId: fx.s.employee.id, disabled: true }, fx.leader));
    ok(await post(fx.t, '/user-management/deactivate', { organizationId: org(), userId: fx.s.employee.id, disabled: false }, fx.leader));
  });
});

describe('spec 2 §5 messages of user management, read verbatim', () => {
  const update = (over: object, user: object = {}) =>
    post(
      fx.t,
      '/user-management/update',
      {
        organizationId: org(),
        userId: fx.s.employee.id,
        departmentIds: [fx.st.sales.id],
        ...over,
        user: { firstName: 'Jordan', lastName: 'Employee', businessEmail: fx.s.employee.businessEmail, ...user },
      },
      fx.leader,
    );

  it("'At least one department must be selected'", async () => {
    failsWith(await update({ departmentIds: [] }), 'At least one department must be selected', 400);
  });

  it("user names: at least 3 characters and no digits ('The name field must not contain numbers.')", async () => {
    failsWith(await update({}, { firstName: 'Jo' }), atLeast(3), 400);
    failsWith(await update({}, { lastName: 'Empl0yee' }), 'The name field must not contain numbers.', 400);
  });

  it("'Please select a user type'", async () => {
    failsWith(
      await post(fx.t, '/user-management/list', { organizationId: org(), role: 'boss' }, fx.leader),
      'Please select a user type',
      400,
    );
    const csv = [{ name: 'users.csv', content: 'Business Email\r\na@example.com\r\n' }];
    failsWith(await uploadCsv(fx.t, fx.leader, { organizationId: org(), mode: 'update' }, csv), 'Please select a user type', 400);
  });

  it("'Please select an import mode' and 'Please upload a file'", async () => {
    const csv = [{ name: 'users.csv', content: 'First Name,Last Name,Business Email\r\nA,B,a@example.com\r\n' }];
    failsWith(await uploadCsv(fx.t, fx.leader, { organizationId: org(), mode: 'merge' }, csv), 'Please select an import mode', 400);
    failsWith(await uploadCsv(fx.t, fx.leader, { organizationId: org() }, []), 'Please upload a file', 400);
  });
});
