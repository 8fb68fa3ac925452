import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOPIC_SUMMARY_REPORT_COLUMNS, WINS_REPORT_COLUMNS } from '@voyce/contracts/reports';
import { login, post } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { download, parseCsv } from '../../test/workspace-fixtures.ts';
import { DEMO_ADMIN_EMAIL, demoActivityAt, seedDemo } from './seed-demo.ts';

const DAY = 86_400_000;
let t: TestApp;
let seeded: NonNullable<Awaited<ReturnType<typeof seedDemo>>>;
let leader: string;

beforeAll(async () => {
  t = await createTestApp();
  seeded = (await seedDemo({ db: t.db, vault: t.vault, ai: t.ai, log: t.log, appUrl: t.config.appUrl }))!;
  leader = await login(t, DEMO_ADMIN_EMAIL, seeded.adminPassword);
}, 180_000);
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function report(reportType: string) {
  const range = { timespan: 'custom_range', startDate: isoDay(new Date(Date.now() - 90 * DAY)), endDate: isoDay(new Date()) };
  const res = await post(t, '/generateReport', { organizationId: seeded.organizationId, reportOptions: { reportType, ...range } }, leader);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parseCsv((await download(t, res.body.data.signedUrl)).text);
}

describe('demo seed', () => {
  it('dates every win, reply, close, rating and reveal at or after its insight, and none in the future', async () => {
    const activity = await rows<{ action_type: string; n: number; early: number; future: number }>(sql`
      select a.action_type, count(*)::int n,
        (count(*) filter (where a.created_at < s.created_at))::int early,
        (count(*) filter (where a.created_at > now()))::int future
      from submission_activity a join submissions s on s.id = a.submission_id
      where s.organization_id = ${seeded.organizationId} group by a.action_type order by a.action_type`);
    // Every kind of leader activity the demo shows is there, and none of it precedes its insight.
    expect(activity.map((a) => a.action_type)).toEqual(
      expect.arrayContaining(['close', 'markAsWin', 'reply', 'thumbsUp', 'unmaskRequested', 'unmaskAccepted', 'unmaskDeclined']),
    );
    expect(activity.filter((a) => a.early || a.future)).toEqual([]);
    const [columns] = await rows<Record<string, number>>(sql`
      select
        (count(*) filter (where marked_as_win_at < created_at or marked_as_win_at > now()))::int win,
        (count(*) filter (where closed_at < created_at or closed_at > now()))::int closed,
        (count(*) filter (where last_reply_at < created_at or last_reply_at > now()))::int reply,
        (count(*) filter (where requested_unmask_at < created_at or requested_unmask_at > now()))::int asked,
        (count(*) filter (where unmasked_at < requested_unmask_at or declined_unmasked_at < requested_unmask_at))::int answered,
        (count(*) filter (where marked_as_win_at is not null))::int wins
      from submissions where organization_id = ${seeded.organizationId}`);
    expect(columns).toEqual({ win: 0, closed: 0, reply: 0, asked: 0, answered: 0, wins: expect.any(Number) });
    expect(columns!.wins).toBeGreaterThan(5);
    const [messages] = await rows<{ early: number }>(sql`select count(*)::int early from submission_messages m
      join submissions s on s.id = m.submission_id where s.organization_id = ${seeded.organizationId} and m.created_at < s.created_at`);
    expect(messages!.early).toBe(0);
    // The Wins report: no win marked before its insight was sent.
    const [header, ...wins] = await report('wins');
    expect(header).toEqual([...WINS_REPORT_COLUMNS]);
    const marked = header!.indexOf('Marked as Win On');
    const created = header!.indexOf('Created On');
    expect(marked).toBeGreaterThanOrEqual(0);
    expect(wins.length).toBe(columns!.wins);
    expect(wins.filter((w) => w[marked]! < w[created]!)).toEqual([]);
  });

  it('generates every topic summary as the job would, so the Topic Summary report has every Key Takeaway', async () => {
    const topics = await rows<{ id: string; ready: number }>(sql`
      select g.id, (count(ts.id) filter (where ts.status = 'ready' and ts.summary -> 'executiveSummary' ->> 'keyTakeaway' <> ''))::int ready
      from submission_groups g left join topic_summaries ts on ts.topic_id = g.id
      where g.organization_id = ${seeded.organizationId} group by g.id`);
    expect(topics.length).toBeGreaterThan(10);
    expect(topics.filter((g) => g.ready !== 1)).toEqual([]);
    const [header, ...lines] = await report('topicSummary');
    expect(header).toEqual([...TOPIC_SUMMARY_REPORT_COLUMNS]);
    const takeaway = header!.indexOf('Key Takeaway');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((l) => !l[takeaway]?.trim())).toEqual([]);
  });

  it('generates the seeded reach-outs’ summaries, so none waits for "Regenerate"', async () => {
    const res = await post(t, '/findReachouts', { filter: { organizationId: seeded.organizationId } }, leader);
    const list = res.body.data.entities as { title: string; aiSummary: { summary: string } | null; aiSummaryGeneratedAt: string | null }[];
    expect(list).toHaveLength(3);
    for (const r of list) {
      expect(r.aiSummaryGeneratedAt, r.title).not.toBeNull();
      expect(r.aiSummary?.summary, r.title).toBeTruthy();
    }
  });
});

describe('demoActivityAt', () => {
  const now = Date.parse('2025-06-30T15:00:00Z');
  it('is never before the insight nor after now', () => {
    const old = new Date('2025-04-20T00:00:00Z');
    const today = new Date('2025-06-30T00:00:00Z');
    for (let i = 0; i < 40; i++) {
      for (const hours of [1, 5]) {
        for (const createdAt of [old, today]) {
          const at = demoActivityAt(createdAt, i, hours, now).getTime();
          expect(at).toBeGreaterThanOrEqual(createdAt.getTime());
          expect(at).toBeLessThanOrEqual(now);
        }
      }
    }
    // An old insight's activity falls in the last 20 days of use.
    expect(demoActivityAt(old, 7, 1, now).toISOString()).toBe('2025-06-23T16:00:00.000Z');
  });
});
