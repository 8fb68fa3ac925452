import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, mailsTo, post, seedOrg } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf } from '../../../test/settings-fixtures.ts';
import { invites, memberships } from '../../db/schema/index.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let leader: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  other = await seedOrg(t.db);
  leader = await login(t, s.admin.businessEmail);
  employee = await login(t, s.employee.businessEmail);
});
afterAll(() => t.close());

const item = (businessEmail: string, organizationId = s.org.id) => ({ role: 'employee', businessEmail, organizationId });

describe('/massInvite', () => {
  it('invites each e-mail as an employee with a registration link; registered members are not mailed', async () => {
    const res = await post(
      t,
      '/massInvite',
      [item('New.One@example.com'), item('two@example.com'), item(s.employee.businessEmail)],
      leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Invites sent');
    expect(res.body.data).toEqual({ invited: ['new.one@example.com', 'two@example.com'], alreadyMembers: [s.employee.businessEmail] });
    const [mail] = await mailsTo(t.db, 'new.one@example.com');
    expect(mail!.text).toMatch(/\/registration\?inviteId=[0-9a-f-]{36}/);
    const rows = await t.db
      .select({ role: invites.role, status: invites.status })
      .from(invites)
      .where(and(eq(invites.organizationId, s.org.id), eq(invites.email, 'two@example.com')));
    expect(rows).toEqual([{ role: 'employee', status: 'pending' }]);
    const pending = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, s.org.id), eq(memberships.inviteStatus, 'pending')));
    expect(pending.every((m) => m.role === 'employee')).toBe(true);
    expect(await mailsTo(t.db, s.employee.businessEmail)).toHaveLength(0);
  });

  it('answers the invite box messages of spec 2 §5', async () => {
    expect(messageOf(await post(t, '/massInvite', [], leader))).toBe('Please enter valid emails.');
    expect(messageOf(await post(t, '/massInvite', [item('bad address')], leader))).toBe('Please enter a valid email address');
    const admin = await post(t, '/massInvite', [{ ...item('boss@example.com'), role: 'admin' }], leader);
    expect(admin.status).toBe(400);
  });

  it('refuses employees, other organisations, bad input and roles without users:edit', async () => {
    await expectSettingsRefusals(t, 'POST', '/massInvite', {
      valid: [item('refused@example.com')],
      invalid: [item('refused@example.com'), { role: 'employee' }],
      leader,
      employee,
      organizationId: s.org.id,
      otherOrganizationId: other.org.id,
    });
    const settingsOnly = await loginWithRole(t, s.org.id, { settings: 'edit' });
    expect((await post(t, '/massInvite', [item('nope@example.com')], settingsOnly.token)).status).toBe(403);
    expect(await mailsTo(t.db, 'refused@example.com')).toHaveLength(0);
  });
});
