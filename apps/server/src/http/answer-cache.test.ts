import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, setMinGroupSize } from '../../test/fixtures.ts';
import { loginWithRole } from '../../test/settings-fixtures.ts';
import { useTestOrg } from '../../test/org-fixture.ts';
import { seedTopic } from '../../test/workspace-fixtures.ts';
import { departments, submissionGroups, topicSummaries, users } from '../db/schema/index.ts';
import { answerKey, createAnswerCache } from './answer-cache.ts';
import { fileInsight } from '../modules/employee/authorship.repository.ts';

/** Every statement that computes a page of topics or of insights (not the version read, which bypasses the logger). */
const pageReads: string[] = [];
/** Every statement that computes the topics chart. */
const chartReads: string[] = [];
const fx = useTestOrg({
  otherOrg: true,
  structure: true,
  signIn: ['leader', 'employee', 'otherLeader'],
  app: {
    logQuery: (q) => {
      if (/^select .* from "(submission_groups|submissions)" .*limit \$\d+ offset/s.test(q)) pageReads.push(q);
      if (/from topic_chart_tally/.test(q)) chartReads.push(q);
    },
  },
});

const topics = (org = fx.s.org.id, token = fx.leader, filter: object = {}) =>
  post(fx.t, '/findSubmissionGroups', { filter: { organizationId: org, status: 'all', ...filter }, page: 1, pageSize: 20 }, token);
const insights = (org = fx.s.org.id, token = fx.leader) =>
  post(fx.t, '/findSubmissions', { filter: { organizationId: org, status: 'all' }, page: 1, pageSize: 10 }, token);
const topicNamed = async (name: string) =>
  (await topics()).body.data.entities.find((e: { topic: string }) => e.topic === name) as Record<string, unknown> | undefined;
/** How many pages were computed (not served from the answer cache) while `run` ran. */
async function computed(run: () => Promise<unknown>): Promise<number> {
  const before = pageReads.length;
  await run();
  return pageReads.length - before;
}
const version = async (org: string) =>
  (await fx.t.db.execute<{ v: string }>(sql`select version::text as v from organization_list_versions where organization_id = ${org}`))
    .rows[0]?.v ?? '0';

let other: pg.Client;
beforeAll(async () => {
  await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Forklifts', severity: 2, insights: [{ departmentIds: [fx.st.warehouse.id] }] });
  await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Canteen', severity: 3 });
  // Another replica, the CLI or a person at psql: a writer that is not this app.
  other = new pg.Client({ connectionString: fx.t.url });
  await other.connect();
});
afterAll(() => other?.end());

describe('leaders’ list answers kept per replica (issue 20)', () => {
  it('answers the same question again without computing it, and the same bytes', async () => {
    const ask = () =>
      fx.t.app.inject({
        method: 'POST',
        url: '/api/findSubmissionGroups',
        payload: { filter: { organizationId: fx.s.org.id, status: 'all' }, page: 1, pageSize: 20 },
        headers: { authorization: `Bearer ${fx.leader}` },
      });
    let first: Awaited<ReturnType<typeof ask>> | undefined;
    expect(
      await computed(async () => {
        first = await ask();
      }),
    ).toBe(1);
    expect(first!.statusCode).toBe(200);
    let again: Awaited<ReturnType<typeof ask>> | undefined;
    expect(
      await computed(async () => {
        again = await ask();
      }),
    ).toBe(0);
    expect(again!.body).toBe(first!.body);
    expect(again!.headers['content-type']).toBe(first!.headers['content-type']);
    await insights();
    expect(await computed(() => insights())).toBe(0);
  });

  it('shows a write made outside this app on the very next call, without waiting for anything', async () => {
    const topicId = (await topicNamed('Forklifts'))!.id as string;
    await other.query(`update submission_groups set severity = 4 where id = $1`, [topicId]);
    expect((await topicNamed('Forklifts'))!.severity).toBe(4);
    await other.query(`update departments set name = 'Yard' where id = $1`, [fx.st.warehouse.id]);
    expect((await insights()).body.data.entities[0].departments).toEqual([expect.objectContaining({ name: 'Yard' })]);
    await other.query(`insert into topic_summaries (organization_id, topic_id, status, summary) values ($1, $2, 'ready', $3)`, [
      fx.s.org.id,
      topicId,
      JSON.stringify({
        executiveSummary: { keyTakeaway: 'Chargers break.', risks: [], opportunities: [] },
        suggestedActions: [],
      }),
    ]);
    const summarised = await topicNamed('Forklifts');
    expect(JSON.stringify(summarised)).toContain('Chargers break.');
    await other.query(`update departments set name = 'Warehouse' where id = $1`, [fx.st.warehouse.id]);
  });

  it('keeps the topics chart, and shows a topic’s change made outside the app on the next call', async () => {
    const chart = async () => {
      const res = await post(
        fx.t,
        '/fetchSubmissionsChartData',
        { filter: { organizationId: fx.s.org.id, groupType: 'departmentTopic' } },
        fx.leader,
      );
      expect(res.status).toBe(200);
      return res.body.data.entities as { severity?: string; count?: number }[];
    };
    const first = await chart();
    const reads = chartReads.length;
    expect(await chart()).toEqual(first);
    expect(chartReads.length).toBe(reads);
    const topicId = (await topicNamed('Forklifts'))!.id as string;
    const severity = (await topicNamed('Forklifts'))!.severity as number;
    await other.query(`update submission_groups set severity = $2 where id = $1`, [topicId, severity === 1 ? 3 : 1]);
    const after = await chart();
    expect(chartReads.length).toBe(reads + 1);
    expect(after).not.toEqual(first);
    await other.query(`update submission_groups set severity = $2 where id = $1`, [topicId, severity]);
    expect(await chart()).toEqual(first);
  });

  it('shows the app’s own writes: a pin, and an insight the pipeline filed', async () => {
    await topics();
    const topicId = (await topicNamed('Forklifts'))!.id as string;
    const pin = await post(fx.t, '/pinTopic', { topicId, pinned: true }, fx.leader);
    expect((await topicNamed('Forklifts'))!.topicPinnedAt).toBe(pin.body.data.pinnedAt);
    const before = (await insights()).body.data.count as number;
    const sent = await post(
      fx.t,
      '/employee/submitInsight',
      { body: 'The Warehouse heating is off, it is 12 degrees in the morning.' },
      fx.employee,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await insights()).body.data.count).toBe(before + 1);
  });

  it('moves no version when an employee sends an insight leaders cannot see yet; its filing moves it', async () => {
    // A version that moved at intake would tell a leader polling a list when someone wrote,
    // and would throw away every cached answer of the organisation for nothing.
    const before = await version(fx.s.org.id);
    const sent = await fx.t.db.transaction((tx) =>
      fileInsight(tx, fx.t.vault, {
        organizationId: fx.s.org.id,
        userId: fx.s.employee.id,
        body: 'The loading dock lights flicker all night.',
      }),
    );
    expect(await version(fx.s.org.id)).toBe(before);
    // Held (a reach-out answer below k) is as unseen as submitted.
    await other.query(`update submissions set stage = 'held' where id = $1`, [sent.id]);
    expect(await version(fx.s.org.id)).toBe(before);
    await other.query(`update submissions set stage = 'processed' where id = $1`, [sent.id]);
    const filed = await version(fx.s.org.id);
    expect(filed).not.toBe(before);
    await other.query(`delete from submissions where id = $1`, [sent.id]);
    expect(await version(fx.s.org.id)).not.toBe(filed);
  });

  it('keeps an organisation’s answers when another organisation writes, and never answers one with another’s', async () => {
    await topics();
    const mine = await version(fx.s.org.id);
    await fx.t.db.update(submissionGroups).set({ severity: 1 }).where(eq(submissionGroups.organizationId, fx.other.org.id));
    expect(await version(fx.s.org.id)).toBe(mine);
    expect(await computed(() => topics())).toBe(0);
    const theirs = await topics(fx.other.org.id, fx.otherLeader);
    expect(theirs.body.data.entities.map((e: { topic: string }) => e.topic)).toEqual(['Canteen']);
    expect((await topics()).body.data.entities.map((e: { topic: string }) => e.topic)).not.toContain('Canteen');
  });

  it('tells filters, pages and the caller’s organisation apart', async () => {
    const all = await topics();
    const closed = await topics(fx.s.org.id, fx.leader, { status: 'closed' });
    expect(closed.body.data.entities).toEqual([]);
    expect(all.body.data.entities.length).toBeGreaterThan(0);
    const secondPage = await post(
      fx.t,
      '/findSubmissionGroups',
      { filter: { organizationId: fx.s.org.id, status: 'all' }, page: 2, pageSize: 20 },
      fx.leader,
    );
    expect(secondPage.body.data.entities).toEqual([]);
    // Another organisation's leader naming this organisation is refused before any answer is looked up.
    expect((await topics(fx.s.org.id, fx.otherLeader)).status).toBe(403);
  });

  it('computes an answer once for leaders asking it at the same moment, and never shares it with another organisation or role', async () => {
    // A write moves the version: every open dashboard asks again at about the same moment.
    await other.query(`update submission_groups set severity = severity where organization_id = $1`, [fx.s.org.id]);
    const same = Array.from({ length: 6 }, () => topics());
    let answers: Awaited<ReturnType<typeof topics>>[] = [];
    expect(
      await computed(async () => {
        answers = await Promise.all(same);
      }),
    ).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);

    // The same question from a custom role of the same organisation, and from another organisation, at once: computed apart.
    const viewer = (await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' })).token;
    await other.query(`update submission_groups set severity = severity where organization_id in ($1, $2)`, [fx.s.org.id, fx.other.org.id]);
    let mixed: Awaited<ReturnType<typeof topics>>[] = [];
    expect(
      await computed(async () => {
        mixed = await Promise.all([topics(), topics(), topics(fx.s.org.id, viewer), topics(fx.other.org.id, fx.otherLeader)]);
      }),
    ).toBe(3);
    expect(mixed.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(mixed[3]!.body.data.entities.map((e: { topic: string }) => e.topic)).toEqual(['Canteen']);
    expect(mixed[0]!.body.data.entities.map((e: { topic: string }) => e.topic)).not.toContain('Canteen');
  });

  it('computes every export (it writes a file and an audit entry)', async () => {
    const csv = { filter: { organizationId: fx.s.org.id, status: 'all' }, format: 'csv' };
    const a = await post(fx.t, '/findSubmissionGroups', csv, fx.leader);
    const b = await post(fx.t, '/findSubmissionGroups', csv, fx.leader);
    expect(a.status).toBe(200);
    expect(b.body.data).not.toEqual(a.body.data);
  });

  it('moves an organisation’s version when a member’s name changes (a revealed author shows by name)', async () => {
    const before = await version(fx.s.org.id);
    await fx.t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, fx.s.employee.id));
    expect(await version(fx.s.org.id)).not.toBe(before);
    const again = await version(fx.s.org.id);
    await fx.t.db.update(users).set({ personalEmail: 'someone@example.org' }).where(eq(users.id, fx.s.employee.id));
    expect(await version(fx.s.org.id)).toBe(again);
  });

  it('takes the version at commit: an open transaction of the organisation does not hold up another writer', async () => {
    const [a, b] = await fx.t.db
      .insert(submissionGroups)
      .values([
        { organizationId: fx.s.org.id, topic: 'Lockers', theme: 'Workplace', severity: 1, submissionCount: 1 },
        // Another priority: topics alike share the explorer chart's tally rows (migration 0031 counts
        // these, under no department, in the Unassigned bar), which two writers would take in turn.
        { organizationId: fx.s.org.id, topic: 'Lights', theme: 'Workplace', severity: 4, submissionCount: 1 },
      ])
      .returning();
    const before = await version(fx.s.org.id);
    await other.query('begin');
    await other.query('update submission_groups set severity = 2 where id = $1', [a!.id]);
    // Bumped at once, this would wait on the open transaction's version row lock.
    await fx.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '2s'`);
      await tx.update(submissionGroups).set({ severity: 3 }).where(eq(submissionGroups.id, b!.id));
    });
    const between = await version(fx.s.org.id);
    expect(between).not.toBe(before);
    await other.query('commit');
    expect(await version(fx.s.org.id)).not.toBe(between);
    await fx.t.db.delete(topicSummaries).where(eq(topicSummaries.organizationId, fx.s.org.id));
    await fx.t.db.delete(submissionGroups).where(eq(submissionGroups.id, a!.id));
    await fx.t.db.delete(submissionGroups).where(eq(submissionGroups.id, b!.id));
    await fx.t.db.update(departments).set({ name: 'Warehouse' }).where(eq(departments.id, fx.st.warehouse.id));
  });
});

describe('an intake over HTTP, before the pipeline files it', () => {
  // The pipeline runs elsewhere (a worker): the request itself writes the insight, its sealed
  // author and, with a key, the idempotency row; none of that is anything a leader sees.
  const unfiled = useTestOrg({ structure: true, app: { enqueueSubmission: async () => {} } });

  it('moves no list version (plain, with an idempotency key, about a department) and keeps the organisation’s answers', async () => {
    const org = unfiled.s.org.id;
    const versionOf = async () =>
      (
        await unfiled.t.db.execute<{ v: string }>(
          sql`select version::text as v from organization_list_versions where organization_id = ${org}`,
        )
      ).rows[0]?.v ?? '0';
    const list = () =>
      post(unfiled.t, '/findSubmissions', { filter: { organizationId: org, status: 'all' }, page: 1, pageSize: 10 }, unfiled.leader);
    // The department may be named with a single other member (the group rule has its own tests).
    await setMinGroupSize(unfiled.t.db, org, 1);
    const before = await versionOf();
    const listed = (await list()).body;
    for (const extra of [{}, { idempotencyKey: 'intake-key-0123456789' }, { aboutDepartmentId: unfiled.st.warehouse.id }]) {
      const sent = await post(
        unfiled.t,
        '/employee/submitInsight',
        { body: 'The canteen closes before the night shift eats.', ...extra },
        unfiled.employee,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    expect(await versionOf()).toBe(before);
    expect((await list()).body).toEqual(listed);
  });
});

describe('the answer cache itself', () => {
  it('serves an answer only at the version it was computed at, and stays within its bounds', () => {
    const cache = createAnswerCache(fx.t.db, { maxEntries: 2, maxBytes: 1 << 20 });
    cache.set('a', '7', Buffer.from('A'));
    expect(cache.get('a', '7')?.toString()).toBe('A');
    expect(cache.get('a', '8')).toBeUndefined();
    expect(cache.get('a', '7')).toBeUndefined();
    cache.set('a', '8', Buffer.from('A'));
    cache.set('b', '8', Buffer.from('B'));
    cache.get('a', '8');
    cache.set('c', '8', Buffer.from('C'));
    // The least recently used (b) went.
    expect(cache.size()).toBe(2);
    expect(cache.get('b', '8')).toBeUndefined();
    expect(cache.get('a', '8')?.toString()).toBe('A');
  });

  it('keys by route, organisation, role, UTC day and request', () => {
    const day1 = new Date('2026-11-27T23:59:59Z');
    const day2 = new Date('2026-11-28T00:00:00Z');
    const o = { organizationId: 'o', role: 'admin', roleId: null };
    expect(answerKey('/x', o, { a: 1 }, day1)).not.toBe(answerKey('/x', o, { a: 1 }, day2));
    expect(answerKey('/x', o, { a: 1 }, day1)).not.toBe(answerKey('/x', { ...o, organizationId: 'p' }, { a: 1 }, day1));
    expect(answerKey('/x', o, { a: 1 }, day1)).not.toBe(answerKey('/x', { ...o, role: 'owner' }, { a: 1 }, day1));
    expect(answerKey('/x', o, { a: 1 }, day1)).not.toBe(answerKey('/x', { ...o, roleId: 'r' }, { a: 1 }, day1));
    expect(answerKey('/x', o, { a: 1 }, day1)).not.toBe(answerKey('/y', o, { a: 1 }, day1));
    expect(answerKey('/x', o, { a: 1 }, day1)).not.toBe(answerKey('/x', o, { a: 2 }, day1));
  });

  it('hands a computation under way to those asking the same answer at the same version, and forgets it once settled', async () => {
    const cache = createAnswerCache(fx.t.db);
    expect(cache.inFlight('a', '7')).toBeUndefined();
    const settle = cache.startFlight('a', '7');
    const waiting = cache.inFlight('a', '7');
    expect(waiting).toBeDefined();
    expect(cache.inFlight('a', '8')).toBeUndefined();
    expect(cache.inFlight('b', '7')).toBeUndefined();
    settle(Buffer.from('A'));
    expect((await waiting)?.toString()).toBe('A');
    expect(cache.inFlight('a', '7')).toBeUndefined();
    const failed = cache.startFlight('a', '8');
    const waitingForFailure = cache.inFlight('a', '8');
    failed(undefined);
    expect(await waitingForFailure).toBeUndefined();
  });
});
