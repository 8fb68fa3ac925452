import { describe, expect, it } from 'vitest';
import { releaseHeldAnswers } from '../../src/jobs/release-answers.ts';
import { post } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { addEmployees, newDepartment } from './adversary.ts';

/**
 * Attack: a leader refreshes a reach-out while its answers are held for the
 * batch release, looking for any sign of how many answered. Below answersNeeded (k plus the
 * audience's newcomers) every answer a leader can get (the reach-out, the list, the dashboard's
 * open reach-outs) is byte for byte what it was before anyone answered. Once answersNeeded answers
 * wait, the reach-out says when the next release shows them (releaseAt, on the schedule's clock)
 * and still no count: a further answer before the release changes nothing a leader sees.
 */
const fx = useTestOrg({
  structure: true,
  env: { ANSWER_RELEASE_MINUTES: '30' },
  app: { releaseAfterEachInsight: false },
  signIn: ['leader'],
});

const org = () => fx.s.org.id;
const views = async (id: string) => {
  const one = (await post(fx.t, '/findReachout', { id, organizationId: org() }, fx.leader)).body.data;
  const list = (await post(fx.t, '/findReachouts', { filter: { organizationId: org() } }, fx.leader)).body.data;
  // createdAtHumanized moves with the clock, not with the answers.
  const strip = (r: Record<string, unknown>): Record<string, any> => ({ ...r, createdAtHumanized: '' });
  return { one: strip(one), list: (list.entities as Record<string, unknown>[]).filter((r) => r.id === id).map(strip) };
};

describe('a reach-out waiting for its release', () => {
  it('says nothing below answersNeeded; at it, the next release time and no count', async () => {
    const dept = await newDepartment(fx.t, org(), fx.st.classification.id, fx.leader);
    const people = await addEmployees(fx.t, org(), 7, dept);
    const sent = await post(
      fx.t,
      '/sendParticipationMessage',
      { organizationId: org(), sendAs: 'myself', message: 'How is the new rota?', departmentIds: [dept] },
      fx.leader,
    );
    const id = sent.body.data.reachout.id as string;
    const answer = (i: number) =>
      post(fx.t, '/employee/respondToReachout', { reachoutId: id, body: `Answer ${i}: the rota is tight.` }, people[i]!.token);

    const before = await views(id);
    expect(before.one).toMatchObject({ responsesHidden: true, answersNeeded: 5 });
    expect(before.one).not.toHaveProperty('releaseAt');
    for (let i = 0; i < 4; i++) {
      expect((await answer(i)).status).toBe(200);
      // One to four answered: not a byte differs from nobody.
      expect(await views(id)).toEqual(before);
    }

    expect((await answer(4)).status).toBe(200);
    const asked = Date.now();
    const ready = await views(id);
    expect(ready.one.responsesHidden).toBe(true);
    const at = new Date(ready.one.releaseAt as string);
    // The next half hour on the UTC clock (ANSWER_RELEASE_MINUTES=30), at most 30 minutes away.
    expect(at.getUTCMinutes() % 30).toBe(0);
    expect(at.getUTCSeconds()).toBe(0);
    expect(at.getTime()).toBeGreaterThan(asked - 60_000);
    expect(at.getTime() - asked).toBeLessThanOrEqual(30 * 60_000);
    expect(ready.list[0]).toMatchObject({ releaseAt: ready.one.releaseAt });
    // Still no figure of the held answers.
    expect(ready.one).toMatchObject({ submissionCount: 0, aiSummary: null });
    expect(ready.one.engagementMetrics[0]).toMatchObject({ engaged_users: 0, engagement_percentage: 0 });

    // A sixth answer before the release: nothing a leader sees moves.
    expect((await answer(5)).status).toBe(200);
    expect(await views(id)).toEqual(ready);

    // The release shows all six; the notice goes with it.
    expect(await releaseHeldAnswers(fx.t.db)).toBe(6);
    const shown = (await views(id)).one;
    expect(shown).toMatchObject({ responsesHidden: false, submissionCount: 6 });
    expect(shown).not.toHaveProperty('releaseAt');
  });
});
