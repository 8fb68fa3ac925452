import { NO_PERMISSIONS } from '@voyce/contracts/roles';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { send } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { auditLog } from '../../db/schema/index.ts';

// A settings change in the audit log says what it was and what it became
// (minimum group size 5 → 3 did already): the organisation's profile, the AI settings, the topic
// and alert phrases, the emergency contacts and the roles. Read from the table itself, as an
// auditor with the database would.

const fx = useTestOrg({ signIn: ['leader'] });
const org = () => fx.s.org.id;
const dbNow = async () => new Date((await fx.t.db.execute<{ now: string }>(sql`select now()::text as now`)).rows[0]!.now);

/** The one row of this action written since `since`. */
async function entry(action: string, since: Date) {
  const rows = (
    await fx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org()), eq(auditLog.action, action)))
  ).filter((r) => r.createdAt >= since);
  expect(rows, action).toHaveLength(1);
  return rows[0]!.detail;
}
const ok = async (res: Promise<{ status: number; body: unknown }>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { data: { entity: { id: string } } };
};

describe('settings changes record old → new', () => {
  it('the organisation name', async () => {
    const since = await dbNow();
    const before = fx.s.org.name;
    await ok(post(fx.t, '/updateOrganization', { entity: { id: org(), name: 'Renamed Org' } }, fx.leader));
    expect(await entry('settings.organization_updated', since)).toMatchObject({ oldName: before, newName: 'Renamed Org' });
  });

  it('the AI profile: only the fields that changed', async () => {
    await ok(
      post(fx.t, '/updateOrganizationProfile', { entity: { id: org(), aboutUs: 'We run warehouses.', goals: 'Safety' } }, fx.leader),
    );
    const since = await dbNow();
    await ok(
      post(fx.t, '/updateOrganizationProfile', { entity: { id: org(), aboutUs: 'We run two warehouses.', goals: 'Safety' } }, fx.leader),
    );
    const detail = await entry('settings.ai_profile_updated', since);
    expect(detail).toMatchObject({ oldAboutUs: 'We run warehouses.', newAboutUs: 'We run two warehouses.' });
    expect(detail).not.toHaveProperty('oldGoals');
  });

  it('the topic priority phrases', async () => {
    const phrase = (name: string, polarity: string) => ({ name, polarity, organizationId: org() });
    await ok(post(fx.t, '/replacePhrases', { organizationId: org(), phrases: [phrase('safety', 'positive')] }, fx.leader));
    const since = await dbNow();
    await ok(
      post(
        fx.t,
        '/replacePhrases',
        { organizationId: org(), phrases: [phrase('safety', 'positive'), phrase('pay', 'positive'), phrase('noise', 'negative')] },
        fx.leader,
      ),
    );
    expect(await entry('settings.phrases_replaced', since)).toMatchObject({
      oldPositivePhrases: ['safety'],
      newPositivePhrases: ['pay', 'safety'],
      oldNegativePhrases: [],
      newNegativePhrases: ['noise'],
    });
  });

  it('the alert phrases: added from nothing, removed to nothing', async () => {
    const since = await dbNow();
    const added = await ok(
      post(fx.t, '/createAlertPhrase', { entity: { organizationId: org(), phrase: 'walk out', kind: 'threat' } }, fx.leader),
    );
    await ok(post(fx.t, '/deleteAlertPhrase', { filter: { organizationId: org(), id: added.data.entity.id } }, fx.leader));
    expect(await entry('settings.alert_phrase_added', since)).toMatchObject({ oldPhrase: null, newPhrase: 'walk out (threat)' });
    expect(await entry('settings.alert_phrase_removed', since)).toMatchObject({ oldPhrase: 'walk out (threat)', newPhrase: null });
  });

  it('an emergency contact: edited, then deleted with what it was', async () => {
    const created = await ok(
      // A leader's own e-mail: an emergency contact must be one who may view insights.
      post(
        fx.t,
        '/createLeadershipTeamMember',
        { entity: { organizationId: org(), name: 'Lee Lane', email: fx.s.admin.businessEmail } },
        fx.leader,
      ),
    );
    const id = created.data.entity.id;
    const since = await dbNow();
    await ok(
      post(
        fx.t,
        '/updateLeadershipTeamMember',
        { entity: { id, organizationId: org(), name: 'Lee Lane-Smith', email: fx.s.admin.businessEmail, violence: true } },
        fx.leader,
      ),
    );
    await ok(post(fx.t, '/deleteLeadershipTeamMember', { filter: { organizationId: org(), id } }, fx.leader));
    const updated = await entry('settings.leadership_updated', since);
    expect(updated).toMatchObject({
      name: 'Lee Lane-Smith',
      oldName: 'Lee Lane',
      newName: 'Lee Lane-Smith',
      oldViolence: false,
      newViolence: true,
    });
    expect(updated).not.toHaveProperty('oldEmail');
    expect(await entry('settings.leadership_deleted', since)).toMatchObject({ name: 'Lee Lane-Smith', email: fx.s.admin.businessEmail });
  });

  it('a role: its name and each permission that changed', async () => {
    const role = { organizationId: org(), name: 'Night Leads', permissions: { ...NO_PERMISSIONS, insights: 'view' } };
    const id = (await ok(post(fx.t, '/createRole', role, fx.leader))).data.entity.id;
    const since = await dbNow();
    const res = await send(
      fx.t,
      'PATCH',
      '/updateRole',
      { ...role, id, name: 'Night Shift Leads', permissions: { ...role.permissions, insights: 'edit' } },
      fx.leader,
    );
    expect(res.status).toBe(200);
    const detail = await entry('role.updated', since);
    expect(detail).toMatchObject({ oldName: 'Night Leads', newName: 'Night Shift Leads', oldInsights: 'view', newInsights: 'edit' });
    expect(detail).not.toHaveProperty('oldReports');
  });
});
