import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEADERSHIP_MSG } from '@voyce/contracts/emergency-contacts';
import { NO_PERMISSIONS } from '@voyce/contracts/roles';
import { leadershipTeamMembers, memberships, outbox, roles } from '../../db/schema/index.ts';
import { post } from '../../../test/fixtures.ts';
import { logCapture } from '../../../test/anonymity-adversary/adversary.ts';
import { loginWithRole } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

/**
 * Emergency contacts as a side door: an emergency alert carries an
 * insight's words, so only a leader of the organisation who may view insights may receive one.
 * Someone allowed to edit settings, but not to read insights, must not be able to route alerts
 * to an outside address or to a leader who cannot read insights; and a contact who is no longer
 * such a leader (their role changed, they left, or the entry predates the rule) gets nothing.
 */
const logs = logCapture();
const fx = useTestOrg({ structure: true, app: { logDestination: logs.destination } });
const THREAT = 'He said he will hurt anyone in the Warehouse who reports him, and he brought a knife to the night shift.';

const row = (email: string, extra: object = {}) => ({
  organizationId: fx.s.org.id,
  name: 'Pat Contact',
  email,
  violence: true,
  threat: true,
  ...extra,
});
const create = (token: string, email: string, extra: object = {}) =>
  post(fx.t, '/createLeadershipTeamMember', { entity: row(email, extra) }, token);
const outside = () => `outside-${randomBytes(4).toString('hex')}@example.net`;
const emergencyMailsTo = async (email: string) =>
  (
    await fx.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'emergency')))
  ).length;

describe('who may be an emergency contact', () => {
  it('refuses, for a role with settings:edit only, an outside address and a leader who cannot view insights', async () => {
    const settingsOnly = await loginWithRole(fx.t, fx.s.org.id, { settings: 'edit' });
    for (const email of [outside(), settingsOnly.user.businessEmail, fx.s.employee.businessEmail]) {
      const res = await create(settingsOnly.token, email);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LEADERSHIP_MSG.notAlertable);
      expect(res.body.error.details).toEqual({ email: LEADERSHIP_MSG.notAlertable });
    }
    // Nor by turning an existing entry into one: an outside row without kinds (the delegation
    // list), then a kind ticked.
    const plain = await create(settingsOnly.token, outside(), { violence: false, threat: false });
    expect(plain.status).toBe(200);
    const ticked = await post(
      fx.t,
      '/updateLeadershipTeamMember',
      { entity: { ...row(plain.body.data.entity.email), id: plain.body.data.entity.id } },
      settingsOnly.token,
    );
    expect(ticked.status).toBe(400);
    expect(ticked.body.message).toBe(LEADERSHIP_MSG.notAlertable);
    // Nothing was stored with a kind.
    const rows = await fx.t.db.select().from(leadershipTeamMembers).where(eq(leadershipTeamMembers.organizationId, fx.s.org.id));
    expect(
      rows.filter((r) => r.email !== fx.st.contact.email && (r.violence || r.crime || r.threat || r.selfHarm || r.harassment)),
    ).toEqual([]);
  });

  it('accepts a leader who may view insights (the same settings-only caller may add them)', async () => {
    const settingsOnly = await loginWithRole(fx.t, fx.s.org.id, { settings: 'edit' });
    const reader = await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' });
    const res = await create(settingsOnly.token, reader.user.businessEmail);
    expect(res.status).toBe(200);
    expect(res.body.data.entity).toMatchObject({ violence: true, threat: true, selfHarm: true, harassment: true });
  });
});

describe('who receives an emergency alert', () => {
  it('mails only contacts who are, at the time, leaders who may view insights', async () => {
    // Entries from before the rule, or whose people have since changed: written straight to the table.
    const outsider = outside();
    const noInsights = await loginWithRole(fx.t, fx.s.org.id, { settings: 'edit' });
    const demoted = await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' });
    const left = await loginWithRole(fx.t, fx.s.org.id, { insights: 'edit' });
    const kept = await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' });
    for (const email of [
      outsider,
      noInsights.user.businessEmail,
      demoted.user.businessEmail,
      left.user.businessEmail,
      kept.user.businessEmail,
    ]) {
      await fx.t.db
        .insert(leadershipTeamMembers)
        .values({ organizationId: fx.s.org.id, name: 'Old Entry', email, violence: true, threat: true });
    }
    await fx.t.db
      .update(roles)
      .set({ permissions: { ...NO_PERMISSIONS, settings: 'edit' } })
      .where(eq(roles.id, demoted.role.id));
    await fx.t.db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, left.user.id));

    const sent = await post(fx.t, '/employee/submitInsight', { body: THREAT }, fx.employee);
    expect(sent.status).toBe(200);

    expect(await emergencyMailsTo(kept.user.businessEmail)).toBe(1);
    expect(await emergencyMailsTo(fx.st.contact.email)).toBe(1);
    for (const email of [outsider, noInsights.user.businessEmail, demoted.user.businessEmail, left.user.businessEmail]) {
      expect(await emergencyMailsTo(email)).toBe(0);
    }
    // The skip is in the log (the entry's id, never the insight), so an admin can see why.
    const skipped = logs.lines.filter((l) => l.includes('emergency contact skipped'));
    expect(skipped.length).toBeGreaterThanOrEqual(4);
    for (const l of skipped) expect(l).not.toContain(sent.body.data.id);
  });
});
