import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo, post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf } from '../../../test/settings-fixtures.ts';
import { invites, memberships } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true });

const item = (businessEmail: string, organizationId = fx.s.org.id) => ({ role: 'employee', businessEmail, organizationId });

describe('/massInvite', () => {
  it('invites each e-mail as an employee with a registration link; registered members are not mailed', async () => {
    const res = await post(
      fx.t,
      '/massInvite',
      [item('New.One@example.com'), item('two@example.com'), item(fx.s.employee.businessEmail)],
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Invites sent');
    expect(res.body.data).toEqual({ invited: ['new.one@example.com', 'two@example.com'], alreadyMembers: [fx.s.employee.businessEmail] });
    const [mail] = await mailsTo(fx.t, 'new.one@example.com');
    expect(mail!.text).toMatch(/\/registration\?inviteId=[0-9a-f-]{36}/);
    const rows = await fx.t.db
      .select({ role: invites.role, status: invites.status })
      .from(invites)
      .where(and(eq(invites.organizationId, fx.s.org.id), eq(invites.email, 'two@example.com')));
    expect(rows).toEqual([{ role: 'employee', status: 'pending' }]);
    const pending = await fx.t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, fx.s.org.id), eq(memberships.inviteStatus, 'pending')));
    expect(pending.every((m) => m.role === 'employee')).toBe(true);
    expect(await mailsTo(fx.t, fx.s.employee.businessEmail)).toHaveLength(0);
  });

  it('answers the invite box messages of spec 2 §5', async () => {
    expect(messageOf(await post(fx.t, '/massInvite', [], fx.leader))).toBe('Please enter valid emails.');
    expect(messageOf(await post(fx.t, '/massInvite', [item('bad address')], fx.leader))).toBe('Please enter a valid email address');
    const admin = await post(fx.t, '/massInvite', [{ ...item('boss@example.com'), role: 'admin' }], fx.leader);
    expect(admin.status).toBe(400);
  });

  it('refuses employees, other organisations, bad input and roles without users:edit', async () => {
    await expectSettingsRefusals(fx.t, 'POST', '/massInvite', {
      valid: [item('refused@example.com')],
      invalid: [item('refused@example.com'), { role: 'employee' }],
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
    const settingsOnly = await loginWithRole(fx.t, fx.s.org.id, { settings: 'edit' });
    expect((await post(fx.t, '/massInvite', [item('nope@example.com')], settingsOnly.token)).status).toBe(403);
    expect(await mailsTo(fx.t, 'refused@example.com')).toHaveLength(0);
  });
});
