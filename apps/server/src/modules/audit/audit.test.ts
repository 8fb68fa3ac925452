import { AUDIT_MSG, type AuditEntry } from '@voyce/contracts/audit';
import { FULL_PERMISSIONS } from '@voyce/contracts/roles';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login, post } from '../../../test/fixtures.ts';
import { loginWithRole, send } from '../../../test/settings-fixtures.ts';
import { download, parseCsv, seedTopic } from '../../../test/workspace-fixtures.ts';
import { auditLog, roles, users } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherOrg: true, signIn: ['leader', 'otherLeader', 'employee'] });

/** The organisation's audit rows written since `since`, oldest first. */
async function rowsSince(since: Date, organizationId = fx.s.org.id) {
  const rows = await fx.t.db.select().from(auditLog).where(eq(auditLog.organizationId, organizationId));
  return rows.filter((r) => r.createdAt >= since).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
const actionsSince = async (since: Date) => (await rowsSince(since)).map((r) => r.action);
const dbNow = async () => new Date((await fx.t.db.execute<{ now: string }>(sql`select now()::text as now`)).rows[0]!.now);
const patch = (url: string, body: object) => send(fx.t, 'PATCH', url, body, fx.leader);
const find = (filter: object, token = fx.leader, extra: object = {}) =>
  post(fx.t, '/findAuditLog', { filter: { organizationId: fx.s.org.id, ...filter }, ...extra }, token);

describe('every privileged action writes its audit row', () => {
  it('reveal: the request names the leader; the answer names no one', async () => {
    const since = await dbNow();
    const submitted = await post(fx.t, '/employee/submitInsight', { body: 'The loading bay door sticks every morning.' }, fx.employee);
    const id = submitted.body.data.id as string;
    expect(
      (await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId: id }, fx.leader)).status,
    ).toBe(200);
    expect((await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: id, accept: false }, fx.employee)).status).toBe(200);
    // The answer's row keeps only its day (ARCHITECTURE §5), so it is found by its insight.
    const rows = (await fx.t.db.select().from(auditLog).where(eq(auditLog.targetId, id))).sort((a, b) => a.action.localeCompare(b.action));
    expect(rows.map((r) => r.action)).toEqual(['reveal.answered', 'reveal.requested'].sort());
    rows.reverse();
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
    expect(rows[1]!.createdAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(rows[0]).toMatchObject({ actorId: fx.s.admin.id, actorName: 'admin Tester', targetType: 'insight', targetId: id });
    expect(rows[1]).toMatchObject({ actorId: null, actorName: 'employee (anonymous)', targetId: id, detail: { accepted: false } });
    expect(JSON.stringify(rows)).not.toContain(fx.s.employee.id);
    expect(JSON.stringify(rows)).not.toContain(fx.s.employee.businessEmail);
  });

  it('exports: every export, report and CSV call', async () => {
    const since = await dbNow();
    const topicId = (await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Audit export' })).topic.id;
    const org = fx.s.org.id;
    await post(fx.t, '/exportReachouts', { filter: { organizationId: org } }, fx.leader);
    await post(fx.t, '/exportInsightsDetails', { filter: { organizationId: org, topicId } }, fx.leader);
    await post(fx.t, '/findSubmissionGroups', { filter: { organizationId: org, status: 'all' }, format: 'csv' }, fx.leader);
    const range = { timespan: 'custom_range', startDate: '2024-01-01', endDate: new Date().toISOString().slice(0, 10) };
    await post(fx.t, '/generateReport', { organizationId: org, reportOptions: { reportType: 'wins', ...range } }, fx.leader);
    await post(fx.t, '/exportAuditLog', { filter: { organizationId: org } }, fx.leader);
    const rows = await rowsSince(since);
    expect(rows.every((r) => r.action === 'export.created' && r.actorId === fx.s.admin.id)).toBe(true);
    expect(rows.map((r) => r.detail.kind)).toEqual(['reachouts', 'topic_insights', 'topics', 'report', 'audit_log']);
    expect(rows[3]!.detail.reportType).toBe('wins');
  });

  it('share and delegation', async () => {
    const since = await dbNow();
    const { topic, ids } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Audit share', insights: [{}] });
    const topicId = topic.id;
    const org = fx.s.org.id;
    await post(fx.t, '/shareDetails', { type: 'topic', id: topicId, organizationId: org, emails: [fx.s.admin.businessEmail] }, fx.leader);
    await post(
      fx.t,
      '/sendSubmissionToLeadershipTeamMember',
      {
        filter: { organizationId: org, ids },
        response: 'Please look.',
        emails: ['ops@example.com'],
        leadershipTeamMemberIds: [fx.st.contact.id],
      },
      fx.leader,
    );
    const rows = await rowsSince(since);
    expect(rows.map((r) => r.action)).toEqual(['share.sent', 'delegation.sent']);
    expect(rows[0]).toMatchObject({
      targetType: 'topic',
      targetId: topicId,
      detail: { sentCount: 1, recipients: [fx.s.admin.businessEmail] },
    });
    expect(rows[1]).toMatchObject({ targetType: 'insight', targetId: ids[0], detail: { insightCount: 1, recipientCount: 2 } });
  });

  it('roles and permissions: create, update, assign, delete', async () => {
    // Assigned to another admin: nobody changes their own role.
    const peer = await loginWithRole(fx.t, fx.s.org.id, {});
    const since = await dbNow();
    const org = fx.s.org.id;
    const role = { organizationId: org, name: 'Audit Analyst', permissions: FULL_PERMISSIONS };
    const id = (await post(fx.t, '/createRole', role, fx.leader)).body.data.entity.id as string;
    // A refused change writes nothing: the row shares the action's transaction.
    expect((await post(fx.t, '/createRole', role, fx.leader)).status).toBe(409);
    await patch('/updateRole', { ...role, id, name: 'Audit Analysts' });
    await post(fx.t, '/assignRole', { organizationId: org, userId: peer.user.id, roleId: null }, fx.leader);
    await post(fx.t, '/deleteRole', { organizationId: org, id }, fx.leader);
    const rows = await rowsSince(since);
    expect(rows.map((r) => r.action)).toEqual(['role.created', 'role.updated', 'role.assigned', 'role.deleted']);
    expect(rows[0]).toMatchObject({ targetType: 'role', targetId: id, detail: { name: 'Audit Analyst', settings: 'edit' } });
    expect(rows[2]).toMatchObject({ targetType: 'user', targetId: peer.user.id, detail: { roleId: null } });
  });

  it('role assigned: the row names the person and the role, not their ids; older rows are named when read', async () => {
    const peer = await loginWithRole(fx.t, fx.s.org.id, {});
    const org = fx.s.org.id;
    // Made directly: a role.created row would upset the filter test's count below.
    const [role] = await fx.t.db
      .insert(roles)
      .values({ organizationId: org, name: 'Shift Leads', permissions: FULL_PERMISSIONS })
      .returning();
    const roleId = role!.id;
    const since = await dbNow();
    expect((await post(fx.t, '/assignRole', { organizationId: org, userId: peer.user.id, roleId }, fx.leader)).status).toBe(200);
    expect((await post(fx.t, '/assignRole', { organizationId: org, userId: peer.user.id, roleId: null }, fx.leader)).status).toBe(200);
    const changed = await post(fx.t, '/user-management/changeRole', { organizationId: org, userIds: [peer.user.id], roleId }, fx.leader);
    expect(changed.body.data.entity.failures).toEqual([]);
    const rows = await rowsSince(since);
    expect(rows.map((r) => r.action)).toEqual(['role.assigned', 'role.assigned', 'role.assigned']);
    expect(rows[0]!.detail).toMatchObject({ roleId, roleName: 'Shift Leads', name: 'Custom Admin' });
    expect(rows[1]!.detail).toMatchObject({ roleId: null, roleName: 'Admin', name: 'Custom Admin' });
    expect(rows[2]!.detail).toMatchObject({ roleId, roleName: 'Shift Leads', name: 'Custom Admin' });

    // A row written before names were recorded: named when read, as long as its role and person exist.
    await fx.t.db.insert(auditLog).values([
      {
        organizationId: org,
        actorId: fx.s.admin.id,
        actorName: 'admin Tester',
        action: 'role.assigned',
        targetType: 'user',
        targetId: peer.user.id,
        detail: { roleId },
        createdAt: new Date('2025-01-02T03:04:05Z'),
      },
      {
        organizationId: org,
        actorId: fx.s.admin.id,
        actorName: 'admin Tester',
        action: 'role.assigned',
        targetType: 'user',
        targetId: '00000000-0000-4000-8000-00000000dead',
        detail: { roleId: '00000000-0000-4000-8000-00000000beef' },
      },
    ]);
    const listed = (await find({ actions: ['role.assigned'] })).body.data.entities as AuditEntry[];
    const old = listed.find((e) => e.createdAt === '2025-01-02T03:04:05.000Z');
    expect(old?.detail).toEqual({ roleId, roleName: 'Shift Leads', name: 'Custom Admin' });
    // Nothing to name it by: left as it was.
    expect(listed.find((e) => e.targetId === '00000000-0000-4000-8000-00000000dead')?.detail).toEqual({
      roleId: '00000000-0000-4000-8000-00000000beef',
    });
    // The list and the CSV never show a role assignment by id alone when the names are known.
    for (const e of listed.filter((e) => e.targetId === peer.user.id)) expect(e.detail).toMatchObject({ name: 'Custom Admin' });
  });

  it('users: invite, deactivate, re-activate, delete an invite', async () => {
    const since = await dbNow();
    const org = fx.s.org.id;
    await post(fx.t, '/invite', { businessEmail: 'audit-invitee@example.com', organizationId: org, role: 'employee' }, fx.leader);
    await post(fx.t, '/user-management/deactivate', { organizationId: org, userId: fx.s.employee.id, disabled: true }, fx.leader);
    await post(fx.t, '/user-management/deactivate', { organizationId: org, userId: fx.s.employee.id, disabled: false }, fx.leader);
    await post(fx.t, '/user-management/deleteUser', { organizationId: org, businessEmail: 'audit-invitee@example.com' }, fx.leader);
    await post(fx.t, '/massInvite', [{ role: 'employee', businessEmail: 'audit-mass@example.com', organizationId: org }], fx.leader);
    const rows = await rowsSince(since);
    expect(rows.map((r) => r.action)).toEqual([
      'user.invited',
      'user.deactivated',
      'user.reactivated',
      'user.invite_deleted',
      'user.invited',
    ]);
    expect(rows[1]).toMatchObject({ targetType: 'user', targetId: fx.s.employee.id });
    expect(rows[4]!.detail).toMatchObject({ invited: 1, emails: ['audit-mass@example.com'] });
    fx.employee = await login(fx.t, fx.s.employee.businessEmail);
  });

  it('bulk import and bulk update', async () => {
    const since = await dbNow();
    const org = fx.s.org.id;
    const row = (businessEmail: string) => ({ firstName: 'Bulk', lastName: 'User', businessEmail, departmentIds: [fx.st.warehouse.id] });
    await post(
      fx.t,
      '/user-management/addMyvoyceUser',
      { organizationId: org, users: [row('bulk-1@example.com'), row('bulk-2@example.com')] },
      fx.leader,
    );
    await post(fx.t, '/user-management/addMyvoyceUser', { organizationId: org, users: [row('bulk-3@example.com')] }, fx.leader);
    await post(
      fx.t,
      '/user-management/bulkUpdateUserDetails',
      {
        organizationId: org,
        role: 'EMPLOYEE',
        identifier: 'email',
        users: [{ businessEmail: 'bulk-1@example.com', lastName: 'Changed' }],
        confirm: true,
      },
      fx.leader,
    );
    const rows = await rowsSince(since);
    expect(rows.map((r) => r.action)).toEqual(['users.bulk_imported', 'users.added', 'users.bulk_updated']);
    expect(rows[0]!.detail).toMatchObject({ role: 'employee', added: 2, failed: 0 });
    expect(rows[2]!.detail).toMatchObject({ updated: 1, failed: 0 });
  });

  it('settings: organisation, AI profile, phrases, structure, leadership team', async () => {
    const since = await dbNow();
    const org = fx.s.org.id;
    await post(fx.t, '/updateOrganization', { entity: { id: org, name: fx.s.org.name } }, fx.leader);
    await post(fx.t, '/updateOrganizationProfile', { entity: { id: org, aboutUs: 'We run warehouses.' } }, fx.leader);
    await post(
      fx.t,
      '/replacePhrases',
      { organizationId: org, phrases: [{ name: 'safety', polarity: 'positive', organizationId: org }] },
      fx.leader,
    );
    const division = (await post(fx.t, '/createDivision', { organizationId: org, name: 'Audit North', description: '' }, fx.leader)).body
      .data.entity;
    await patch('/updateDivision', { organizationId: org, id: division.id, name: 'Audit South', description: '' });
    const bu = (await post(fx.t, '/createBusinessEntity', { organizationId: org, name: 'Audit BU', description: '' }, fx.leader)).body.data
      .entity;
    await post(fx.t, '/deactivateBusinessEntity', { organizationId: org, id: bu.id, is_active: false }, fx.leader);
    const lead = (
      await post(fx.t, '/createLeadershipTeamMember', { entity: { organizationId: org, name: 'Lee', email: 'lee@example.com' } }, fx.leader)
    ).body.data.entity;
    await post(fx.t, '/deleteLeadershipTeamMember', { filter: { organizationId: org, id: lead.id } }, fx.leader);
    expect(await actionsSince(since)).toEqual([
      'settings.organization_updated',
      'settings.ai_profile_updated',
      'settings.phrases_replaced',
      'settings.structure_created',
      'settings.structure_updated',
      'settings.structure_created',
      'settings.structure_deactivated',
      'settings.leadership_created',
      'settings.leadership_deleted',
    ]);
    const rows = await rowsSince(since);
    expect(rows[4]).toMatchObject({ targetType: 'division', targetId: division.id, detail: { name: 'Audit South' } });
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    const [row] = await fx.t.db.select().from(auditLog).where(eq(auditLog.organizationId, fx.s.org.id)).limit(1);
    await expect(fx.t.db.execute(sql`update audit_log set actor_name = 'someone else' where id = ${row!.id}`)).rejects.toThrow();
    await expect(fx.t.db.execute(sql`delete from audit_log where id = ${row!.id}`)).rejects.toThrow();
    await expect(fx.t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await fx.t.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after).toEqual(row);
  });
});

describe('/findAuditLog', () => {
  it('lists newest first with pagination and the actors to filter by', async () => {
    const res = await find({}, fx.leader, { page: 1, pageSize: 5 });
    expect(res.status).toBe(200);
    const { entities, meta, actors } = res.body.data as { entities: AuditEntry[]; meta: any; actors: { id: string; name: string }[] };
    expect(entities).toHaveLength(5);
    const times = entities.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(meta.pagination).toMatchObject({ page: 1, pageSize: 5, items_start: 1, items_end: 5 });
    expect(meta.pagination.total_items).toBeGreaterThan(20);
    expect(actors).toEqual([{ id: fx.s.admin.id, name: 'admin Tester' }]);
    const page2 = (await find({}, fx.leader, { page: 2, pageSize: 5 })).body.data.entities as AuditEntry[];
    expect(page2.map((e) => e.id).some((id) => entities.some((e) => e.id === id))).toBe(false);
  });

  it('filters by action, actor, day range and search', async () => {
    const byAction = (await find({ actions: ['role.created', 'role.deleted'] })).body.data.entities as AuditEntry[];
    expect(byAction.map((e) => e.action).sort()).toEqual(['role.created', 'role.deleted']);
    const anonymous = (await find({ actions: ['reveal.answered'] })).body.data.entities as AuditEntry[];
    expect(anonymous).toHaveLength(1);
    expect((await find({ actorId: fx.s.admin.id })).body.data.entities.length).toBeGreaterThan(0);
    expect((await find({ actorId: fx.s.employee.id })).body.data.entities).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await find({ from: today, to: today })).body.data.meta.pagination.total_items).toBeGreaterThan(20);
    expect((await find({ from: '2020-01-01', to: '2020-12-31' })).body.data.entities).toEqual([]);
    const searched = (await find({ search: 'audit south' })).body.data.entities as AuditEntry[];
    expect(searched.map((e) => e.action)).toEqual(['settings.structure_updated']);
    // LIKE wildcards are matched literally.
    expect((await find({ search: '%' })).body.data.entities).toEqual([]);
  });

  it('refuses bad filters with the envelope and a clear message', async () => {
    const range = await find({ from: '2025-02-01', to: '2025-01-01' });
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({ status: 'ERROR', message: AUDIT_MSG.dateRange, error: { code: 'VALIDATION_ERROR' } });
    const badDate = await find({ from: '01/02/2025' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('Use the date format yyyy-MM-dd');
    expect((await find({ actions: ['user.exploded'] })).status).toBe(400);
    expect((await find({ search: 'x'.repeat(201) })).status).toBe(400);
    expect((await post(fx.t, '/findAuditLog', { filter: { organizationId: fx.s.org.id }, extra: 1 }, fx.leader)).status).toBe(400);
  });

  it("keeps organisations apart: another organisation's id is refused, its rows never show", async () => {
    await post(fx.t, '/createRole', { organizationId: fx.other.org.id, name: 'Other role', permissions: FULL_PERMISSIONS }, fx.otherLeader);
    const foreign = await post(fx.t, '/findAuditLog', { filter: { organizationId: fx.other.org.id } }, fx.leader);
    expect(foreign.status).toBe(403);
    const foreignExport = await post(fx.t, '/exportAuditLog', { filter: { organizationId: fx.other.org.id } }, fx.leader);
    expect(foreignExport.status).toBe(403);
    const own = (await find({ search: 'Other role' })).body.data.entities;
    expect(own).toEqual([]);
    // Another organisation's actor id finds nothing here.
    expect((await find({ actorId: fx.other.admin.id })).body.data.entities).toEqual([]);
    const theirs = (await post(fx.t, '/findAuditLog', { filter: { organizationId: fx.other.org.id } }, fx.otherLeader)).body.data.entities;
    expect(theirs.map((e: AuditEntry) => e.action)).toEqual(['role.created']);
  });

  it('is for admins who may view settings: employees and roles without it get 403', async () => {
    expect((await post(fx.t, '/findAuditLog', { filter: { organizationId: fx.s.org.id } })).status).toBe(401);
    const asEmployee = await find({}, fx.employee);
    expect(asEmployee.status).toBe(403);
    expect(asEmployee.body.error.code).toBe('FORBIDDEN');
    const noSettings = await loginWithRole(fx.t, fx.s.org.id, { insights: 'edit' });
    expect((await find({}, noSettings.token)).status).toBe(403);
    expect((await post(fx.t, '/exportAuditLog', { filter: { organizationId: fx.s.org.id } }, noSettings.token)).status).toBe(403);
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { settings: 'view' });
    expect((await find({}, viewer.token)).status).toBe(200);
  });
});

describe('/exportAuditLog', () => {
  it('answers a signed CSV of the filtered rows, formula-guarded', async () => {
    // A name that a spreadsheet would run as a formula.
    await fx.t.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, fx.s.admin.id));
    await post(fx.t, '/createDivision', { organizationId: fx.s.org.id, name: 'Formula Division', description: '' }, fx.leader);
    await fx.t.db.update(users).set({ firstName: 'admin' }).where(eq(users.id, fx.s.admin.id));
    const res = await post(
      fx.t,
      '/exportAuditLog',
      { filter: { organizationId: fx.s.org.id, actions: ['settings.structure_created'] } },
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AUDIT_MSG.exported);
    expect(res.body.data.url).toMatch(/^\/api\/downloads\//);
    const file = await download(fx.t, res.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...records] = parseCsv(file.text);
    expect(header).toEqual(['When', 'Actor', 'Actor Id', 'Action', 'Target Type', 'Target Id', 'Detail']);
    expect(records.every((r) => r[3] === 'settings.structure_created')).toBe(true);
    const formula = records.find((r) => r[6]!.includes('Formula Division'))!;
    expect(formula[1]).toBe(`'=HYPERLINK("x") Tester`);
    expect(JSON.parse(formula[6]!)).toEqual({ name: 'Formula Division' });
    // The name stays as it was at the time, after the rename.
    const listed = (await find({ search: 'Formula Division' })).body.data.entities as AuditEntry[];
    expect(listed[0]!.actorName).toBe('=HYPERLINK("x") Tester');
  });
});
