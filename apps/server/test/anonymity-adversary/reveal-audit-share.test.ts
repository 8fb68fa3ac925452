import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments, locations, memberships, outbox, users } from '../../src/db/schema/index.ts';
import { PASSWORD, post } from '../fixtures.ts';
import { seedTopic } from '../workspace-fixtures.ts';
import { addEmployees, uniqueWord } from './adversary.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { useTestOrg } from '../org-fixture.ts';

/**
 * Attack 7: ask the author to reveal themselves again and again until they give in.
 * Attack 8: move a person into a department, send a reach-out, move them back: no trace.
 * Attack 9: forward a reach-out's or a topic's figures to anyone, outside the leadership.
 */
const fx = useTestOrg({ structure: true });

const askReveal = (submissionId: string) =>
  post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId }, fx.leader);
const answerReveal = (submissionId: string, accept: boolean) =>
  post(fx.t, '/employee/respondToUnmaskRequest', { submissionId, accept }, fx.employee);
const expectAlreadyAsked = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.status).toBe(409);
  expect(res.body.error.code).toBe('REVEAL_ALREADY_REQUESTED');
};
const submit = async (body: string) => (await post(fx.t, '/employee/submitInsight', { body }, fx.employee)).body.data.id as string;
const auditRows = (action: string) =>
  fx.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, fx.s.org.id), eq(auditLog.action, action)));

describe('attack 7: asking again after a no', () => {
  it('refuses a second reveal request after the author declined, and audits the first', async () => {
    const id = await submit('Someone keeps taking credit for the night team’s work.');
    expect((await askReveal(id)).status).toBe(200);
    expect((await answerReveal(id, false)).status).toBe(200);
    expectAlreadyAsked(await askReveal(id));
    // The author's "no" stands.
    const mine = await post(fx.t, '/employee/findMySubmissions', {}, fx.employee);
    expect(mine.body.data.entities.find((e: { id: string }) => e.id === id).unmaskState).toBe('declined');
    expect((await auditRows('reveal.requested')).filter((r) => r.targetId === id)).toHaveLength(1);
  });

  it('refuses it while the first is pending and after an acceptance, with the same code', async () => {
    const id = await submit('I would like to lead the safety walk.');
    expect((await askReveal(id)).status).toBe(200);
    expectAlreadyAsked(await askReveal(id));
    expect((await answerReveal(id, true)).status).toBe(200);
    expectAlreadyAsked(await askReveal(id));
  });
});

describe('attack 8: moving people and asking them, without a trace', () => {
  it('audits a reach-out with its audience departments and size', async () => {
    await addEmployees(fx.t, fx.s.org.id, 5, fx.st.warehouse.id);
    const sent = await post(
      fx.t,
      '/sendParticipationMessage',
      { organizationId: fx.s.org.id, message: 'How are the new scanners?', departmentIds: [fx.st.warehouse.id], sendAs: 'myself' },
      fx.leader,
    );
    expect(sent.status).toBe(200);
    // One row for this send, naming the audience departments and how many people they held.
    const rows = (await auditRows('reachout.sent')).map((r) => Object.values(r.detail));
    const ours = rows.filter((d) => d.some((v) => Array.isArray(v) && v.includes(fx.st.warehouse.id)));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.some((v) => v === 5 || v === '5')).toBe(true);
  });

  it('audits moving a person between departments and locations, with before and after', async () => {
    const [person] = await addEmployees(fx.t, fx.s.org.id, 1, fx.st.sales.id);
    const [from, to] = await fx.t.db
      .insert(locations)
      .values(
        [uniqueWord('Depot'), uniqueWord('Depot')].map((name) => ({ organizationId: fx.s.org.id, name, country: 'US', timezone: 'UTC' })),
      )
      .returning();
    await fx.t.db.update(memberships).set({ locationId: from!.id }).where(eq(memberships.userId, person!.id));
    const moved = await post(
      fx.t,
      '/user-management/update',
      {
        organizationId: fx.s.org.id,
        userId: person!.id,
        departmentIds: [fx.st.warehouse.id],
        locationId: to!.id,
        user: { firstName: person!.firstName, lastName: person!.lastName, businessEmail: person!.email },
      },
      fx.leader,
    );
    expect(moved.status).toBe(200);
    const detail = JSON.stringify((await auditRows('user.moved')).filter((r) => r.targetId === person!.id).map((r) => r.detail));
    // Before and after, by id or by name.
    for (const tag of [fx.st.sales, fx.st.warehouse, from!, to!]) {
      expect(detail.includes(tag.id) || detail.includes(tag.name), tag.name).toBe(true);
    }
  });
});

describe('attack 9: sharing outside the leadership', () => {
  let reachoutId: string;
  let topicId: string;
  let otherLeader: string;

  beforeAll(async () => {
    // Something to share: a reach-out to five people (its figures) and a topic.
    const [dept] = await fx.t.db
      .insert(departments)
      .values({ organizationId: fx.s.org.id, name: uniqueWord('Dept'), departmentClassificationId: fx.st.classification.id })
      .returning();
    await addEmployees(fx.t, fx.s.org.id, 5, dept!.id);
    const sent = await post(
      fx.t,
      '/sendParticipationMessage',
      { organizationId: fx.s.org.id, message: 'Is the canteen menu fine?', departmentIds: [dept!.id], sendAs: 'organization' },
      fx.leader,
    );
    reachoutId = sent.body.data.reachout.id;
    topicId = (await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Scanner outages' })).topic.id;
    // A second leader of the organisation: a rightful recipient.
    otherLeader = `${uniqueWord('lead')}@example.com`;
    const [u] = await fx.t.db
      .insert(users)
      .values({ businessEmail: otherLeader, firstName: 'Other', lastName: 'Lead', passwordHash: await hashPassword(PASSWORD) })
      .returning();
    await fx.t.db.insert(memberships).values({ organizationId: fx.s.org.id, userId: u!.id, role: 'admin', inviteStatus: 'accepted' });
  });

  const share = (type: 'reachout' | 'topic', email: string) =>
    post(
      fx.t,
      '/shareDetails',
      { type, id: type === 'reachout' ? reachoutId : topicId, organizationId: fx.s.org.id, emails: [email] },
      fx.leader,
    );

  it('refuses an outside address and an ordinary employee, and sends nothing to them', async () => {
    for (const type of ['reachout', 'topic'] as const) {
      for (const email of [`board-${type}@example.com`, fx.s.employee.businessEmail]) {
        const res = await share(type, email);
        expect(res.status, `${type} to ${email}`).toBe(400);
        expect(res.body.error.code).toBe('SHARE_LEADERS_ONLY');
        expect((await fx.t.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => m.kind.startsWith('share'))).toEqual([]);
      }
    }
  });

  it('shares with another leader of the organisation (control)', async () => {
    for (const type of ['reachout', 'topic'] as const) {
      const res = await share(type, otherLeader);
      expect(res.status, type).toBe(200);
      expect(res.body.data.sentCount).toBe(1);
    }
  });
});
