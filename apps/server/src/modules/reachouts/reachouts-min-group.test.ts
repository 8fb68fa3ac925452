import { ANONYMITY_MSG } from '@voyce/contracts/anonymity';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, departments, memberDepartments, memberships, users } from '../../db/schema/index.ts';
import { releaseHeldAnswers } from '../../jobs/release-answers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ESTABLISHED, login, PASSWORD, post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

/**
 * The minimum group size k (ARCHITECTURE §5) on reach-outs: no audience below k, and nothing
 * about the answers (count, tone, impact, topics, summary, exports) until k have answered.
 */
// Answers are released by the schedule here, as in production.
const fx = useTestOrg({ app: { releaseAfterEachInsight: false }, signIn: ['leader'] });

async function department(name: string, size: number) {
  const [d] = await fx.t.db.insert(departments).values({ organizationId: fx.s.org.id, name }).returning();
  const people: { id: string; token: string }[] = [];
  for (let i = 0; i < size; i++) {
    const [u] = await fx.t.db
      .insert(users)
      .values({
        businessEmail: `${name.toLowerCase()}${i}-${fx.s.org.id.slice(0, 6)}@example.com`,
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    await fx.t.db
      .insert(memberships)
      .values({ organizationId: fx.s.org.id, userId: u!.id, role: 'employee', inviteStatus: 'accepted', joinedAt: ESTABLISHED });
    await fx.t.db
      .insert(memberDepartments)
      .values({ organizationId: fx.s.org.id, userId: u!.id, departmentId: d!.id, placedAt: ESTABLISHED });
    people.push({ id: u!.id, token: await login(fx.t, u!.businessEmail) });
  }
  return { id: d!.id, people };
}

const send = (departmentIds: string[]) =>
  post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: fx.s.org.id, sendAs: 'myself', message: 'How is the rota?', departmentIds },
    fx.leader,
  );
const findReachout = async (id: string) => (await post(fx.t, '/findReachout', { id, organizationId: fx.s.org.id }, fx.leader)).body.data;

describe('audience of at least k', () => {
  it('refuses one person, and nobody, with a message naming k; counts the audience live', async () => {
    const solo = await department('Solo', 1);
    const empty = await department('Empty', 0);
    for (const ids of [[solo.id], [empty.id]]) {
      const res = await send(ids);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('AUDIENCE_TOO_SMALL');
      expect(res.body.message).toBe(ANONYMITY_MSG.audienceTooSmall(5, ids[0] === solo.id ? 1 : 0));
    }
    const count = await post(
      fx.t,
      '/countReachoutAudience',
      { organizationId: fx.s.org.id, departmentIds: [solo.id, empty.id] },
      fx.leader,
    );
    expect(count.body.data).toEqual({ count: 1, minGroupSize: 5, countsTowardsK: 1, newcomers: 0, addedByYou: 0 });
  });

  it('accepts exactly k, audits the send with its audience and size', async () => {
    const five = await department('Five', 5);
    const res = await send([five.id]);
    expect(res.status).toBe(200);
    expect(res.body.data.deliveredCount).toBe(5);
    const [row] = await fx.t.db.select().from(auditLog).where(eq(auditLog.targetId, res.body.data.reachout.id));
    expect(row).toMatchObject({
      action: 'reachout.sent',
      actorId: fx.s.admin.id,
      detail: { departmentIds: [five.id], audienceSize: 5, countedSize: 5, newcomers: 0, addedBySender: 0 },
    });
  });
});

describe('answers hidden until k answered', () => {
  it('shows nothing of one answer; all five once k answered and the batch was released', async () => {
    const team = await department('Team', 6);
    const id = (await send([team.id])).body.data.reachout.id as string;
    const answer = (i: number) =>
      post(
        fx.t,
        '/employee/respondToReachout',
        { reachoutId: id, body: `Answer ${i}: the rota is too tight on Fridays.` },
        team.people[i]!.token,
      );
    expect((await answer(0)).status).toBe(200);
    await releaseHeldAnswers(fx.t.db);
    const hidden = await findReachout(id);
    expect(hidden).toMatchObject({ responsesHidden: true, minGroupSize: 5, submissionCount: 0, aiSummary: null });
    expect(hidden.engagementMetrics[0]).toMatchObject({ engaged_users: 0, engagement_percentage: 0 });
    expect(Object.values(hidden.engagementMetrics[0].tone_metrics)).toEqual([0, 0, 0]);
    const list = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, reachoutId: id } }, fx.leader);
    expect(list.body.data.entities).toEqual([]);
    const all = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id }, pageSize: 100 }, fx.leader);
    expect(JSON.stringify(all.body.data)).not.toContain('Answer 0');
    const summary = await post(fx.t, '/generateReachoutSummary', { reachoutId: id, organizationId: fx.s.org.id }, fx.leader);
    expect(summary.status).toBe(409);
    expect(summary.body.message).toBe(ANONYMITY_MSG.summaryHidden(5));
    // The export says "fewer than 5" where the figures would be.
    const csv = await post(fx.t, '/exportReachouts', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    const file = (await fx.t.app.inject({ method: 'GET', url: csv.body.data.url })).body;
    expect(file).toContain('fewer than 5');

    for (let i = 1; i < 5; i++) expect((await answer(i)).status).toBe(200);
    // Five answers, but the schedule has not ticked: still hidden (nobody watches them arrive).
    expect((await findReachout(id)).responsesHidden).toBe(true);
    expect(await releaseHeldAnswers(fx.t.db)).toBe(5);
    const shown = await findReachout(id);
    expect(shown).toMatchObject({ responsesHidden: false, submissionCount: 5 });
    expect(shown.engagementMetrics[0]).toMatchObject({ engaged_users: 5, total_users_in_org: 6 });
    const listed = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, reachoutId: id } }, fx.leader);
    expect(listed.body.data.entities).toHaveLength(5);
  });
});
