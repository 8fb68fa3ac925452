import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';
import { submissionActivity, submissionGroups } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true });
let foreignId: string;

beforeAll(async () => {
  foreignId = (await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' })).ids[0]!;
});

const filter = (ids: string[]) => ({ filter: { organizationId: fx.s.org.id, ids } });
const insights = async (ids: string[]) =>
  (await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, ids, status: 'all' } }, fx.leader)).body.data.entities as {
    id: string;
    [k: string]: unknown;
  }[];
const byId = async (id: string) => (await insights([id]))[0]!;
const activity = async (id: string) =>
  (await fx.t.db.select().from(submissionActivity).where(eq(submissionActivity.submissionId, id))).map((a) => a.actionType);
const topicStatus = async (topicId: string) =>
  (
    await fx.t.db
      .select({ status: submissionGroups.status })
      .from(submissionGroups)
      .where(and(eq(submissionGroups.id, topicId)))
  )[0]!.status;
const refusals = (url: string, valid: object, invalid: object) =>
  expectRefusals(fx.t, url, {
    valid,
    invalid,
    leader: fx.leader,
    employee: fx.employee,
    organizationId: fx.s.org.id,
    otherOrganizationId: fx.other.org.id,
  });

describe('/markAsWin', () => {
  it('marks once (no undo) and writes the activity; a second time is refused', async () => {
    const { ids } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Wins', insights: [{}, {}] });
    const res = await post(fx.t, '/markAsWin', filter([ids[0]!]), fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Marked as win');
    expect(res.body.data).toEqual({ ids: [ids[0]], markedAsWinAt: expect.any(String) });
    expect((await byId(ids[0]!)).markedAsWinAt).toBe(res.body.data.markedAsWinAt);
    expect(await activity(ids[0]!)).toEqual(['markAsWin']);

    const again = await post(fx.t, '/markAsWin', filter([ids[0]!]), fx.leader);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This insight is already marked as a win.');
    // Many at once: only the unmarked ones change.
    const both = await post(fx.t, '/markAsWin', filter(ids), fx.leader);
    expect(both.body.data.ids).toEqual([ids[1]]);
    expect(await activity(ids[0]!)).toEqual(['markAsWin']);
  });

  it("answers 404 for another organisation's insight, and refuses the rest", async () => {
    const foreign = await post(fx.t, '/markAsWin', filter([foreignId]), fx.leader);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Insight not found');
    const { ids } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Refusals' });
    const bad = await refusals('/markAsWin', filter(ids), filter([]));
    expect(bad.body.message).toBe('Select at least one insight');
  });
});

describe('/closeSubmissions and /reopenSubmissions', () => {
  it('close sets closedAt and stage closed; the topic closes when all its insights are; reopen undoes both', async () => {
    const { topic, ids } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Lockers', insights: [{}, {}] });
    const first = await post(fx.t, '/closeSubmissions', filter([ids[0]!]), fx.leader);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Closed');
    expect(first.body.data).toEqual({ ids: [ids[0]], closedAt: expect.any(String) });
    expect(await byId(ids[0]!)).toMatchObject({ status: 'closed', stage: 'closed', closedAt: first.body.data.closedAt });
    expect(await topicStatus(topic.id)).toBe('open');

    const rest = await post(fx.t, '/closeSubmissions', filter(ids), fx.leader);
    expect(rest.body.data.ids).toEqual([ids[1]]);
    expect(await topicStatus(topic.id)).toBe('closed');
    expect(await activity(ids[0]!)).toEqual(['close']);

    const reopen = await post(fx.t, '/reopenSubmissions', filter([ids[1]!]), fx.leader);
    expect(reopen.status).toBe(200);
    expect(reopen.body).toMatchObject({ message: 'Reopened', data: { ids: [ids[1]] } });
    expect(await byId(ids[1]!)).toMatchObject({ status: 'open', stage: 'processed', closedAt: null });
    expect(await topicStatus(topic.id)).toBe('open');
    expect(await activity(ids[1]!)).toEqual(['close', 'reopen']);
    // Reopening an open insight changes nothing.
    expect((await post(fx.t, '/reopenSubmissions', filter([ids[1]!]), fx.leader)).body.data.ids).toEqual([]);
    expect(await activity(ids[1]!)).toEqual(['close', 'reopen']);
  });

  it("answers 404 for another organisation's insights, and refuses the rest", async () => {
    const { ids } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Refusals' });
    for (const url of ['/closeSubmissions', '/reopenSubmissions']) {
      expect((await post(fx.t, url, filter([foreignId]), fx.leader)).status).toBe(404);
      await refusals(url, filter(ids), { filter: { organizationId: fx.s.org.id, ids: ['not-an-id'] } });
    }
  });
});

describe('/rateSubmission', () => {
  it('stores thumbs up or down with an activity row each time it changes', async () => {
    const { ids } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Rated' });
    const body = (rating: string) => ({ filter: { organizationId: fx.s.org.id }, submissionId: ids[0], rating });
    const up = await post(fx.t, '/rateSubmission', body('thumbsUp'), fx.leader);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ message: 'Rated', data: { submissionId: ids[0], rating: 'thumbsUp' } });
    expect((await byId(ids[0]!)).rating).toBe('thumbsUp');
    await post(fx.t, '/rateSubmission', body('thumbsUp'), fx.leader);
    await post(fx.t, '/rateSubmission', body('thumbsDown'), fx.leader);
    expect((await byId(ids[0]!)).rating).toBe('thumbsDown');
    expect(await activity(ids[0]!)).toEqual(['thumbsUp', 'thumbsDown']);
  });

  it("answers 404 for another organisation's insight, and refuses the rest", async () => {
    const { ids } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Refusals' });
    const foreign = await post(
      fx.t,
      '/rateSubmission',
      { filter: { organizationId: fx.s.org.id }, submissionId: foreignId, rating: 'thumbsUp' },
      fx.leader,
    );
    expect(foreign.status).toBe(404);
    await refusals(
      '/rateSubmission',
      { filter: { organizationId: fx.s.org.id }, submissionId: ids[0], rating: 'thumbsUp' },
      { filter: { organizationId: fx.s.org.id }, submissionId: ids[0], rating: 'meh' },
    );
  });
});
