import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, seedOrg } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { seedTopic } from '../../../test/workspace-fixtures.ts';

/** Statements that counted insights from the day tally, and those that counted rows. */
const tallied: string[] = [];
const fx = useTestOrg({
  otherOrg: true,
  signIn: ['leader'],
  app: { answerCache: false, logQuery: (q) => void (/insight_day_tally/.test(q) && tallied.push(q)) },
});

const DAY = 86_400_000;
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const daysAgo = (n: number, hour = 13) => new Date(today - n * DAY + hour * 3_600_000);
/** The UTC midnight that starts the day `n` days ago. */
const dayStart = (n: number) => new Date(today - n * DAY).toISOString();

/** The total findSubmissions answers, and whether the day tally counted it. */
async function total(filter: object): Promise<{ count: number; tally: boolean }> {
  const before = tallied.length;
  const res = await post(
    fx.t,
    '/findSubmissions',
    { filter: { organizationId: fx.s.org.id, ...filter }, page: 1, pageSize: 10 },
    fx.leader,
  );
  expect(res.status).toBe(200);
  return { count: res.body.data.count as number, tally: tallied.length > before };
}

/** The same count, from the rows. */
async function rows(where: string): Promise<number> {
  const r = await fx.t.db.execute<{ n: number }>(
    sql.raw(
      `select count(*)::int as n from submissions where organization_id = '${fx.s.org.id}' and stage in ('processed', 'closed') and ${where}`,
    ),
  );
  return r.rows[0]!.n;
}

const FILTERS: [object, string][] = [
  [{ status: 'all' }, 'true'],
  [{ status: 'open' }, 'closed_at is null'],
  [{ status: 'closed' }, 'closed_at is not null'],
  [{ status: 'open', timespan: 'last_30_days' }, `closed_at is null and created_at >= '${dayStart(29)}'`],
  [{ status: 'all', timespan: 'yesterday' }, `created_at >= '${dayStart(1)}' and created_at < '${dayStart(0)}'`],
  [{ status: 'closed', timespan: 'last_60_days' }, `closed_at is not null and created_at >= '${dayStart(59)}'`],
];

async function expectTotalsMatchRows() {
  for (const [filter, where] of FILTERS) {
    const got = await total(filter);
    expect(got, JSON.stringify(filter)).toEqual({ count: await rows(where), tally: true });
  }
}

let other: pg.Client;
beforeAll(async () => {
  // Insights on several days around the periods' edges (midnight UTC included), open and closed,
  // and one the pipeline has not processed (leaders do not see it).
  await seedTopic(fx.t.db, fx.s.org.id, {
    topic: 'Rota',
    insights: [
      { createdAt: daysAgo(0) },
      { createdAt: daysAgo(1, 0) },
      { createdAt: daysAgo(1, 23) },
      { createdAt: daysAgo(29, 0) },
      { createdAt: daysAgo(30, 23) },
      { createdAt: daysAgo(45), closed: true },
      { createdAt: daysAgo(2), closed: true },
    ],
  });
  await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Canteen', insights: [{ createdAt: daysAgo(1) }, { createdAt: daysAgo(3) }] });
  other = new pg.Client({ connectionString: fx.t.url });
  await other.connect();
});
afterAll(() => other?.end());

describe('insight totals counted from the day tally (issue 20)', () => {
  it('answers what counting the rows answers, for every status and period it serves', async () => {
    await expectTotalsMatchRows();
  });

  it('follows every write, whoever makes it: closing, reopening, the pipeline, a new day, a delete', async () => {
    const id = async (where: string) =>
      (await other.query<{ id: string }>(`select id from submissions where organization_id = $1 and ${where} limit 1`, [fx.s.org.id]))
        .rows[0]!.id;
    await other.query(`update submissions set closed_at = now(), stage = 'closed' where id = $1`, [await id('closed_at is null')]);
    await expectTotalsMatchRows();
    await other.query(`update submissions set closed_at = null, stage = 'processed' where id = $1`, [await id('closed_at is not null')]);
    await expectTotalsMatchRows();
    // Not yet processed: not counted; processed: counted.
    await other.query(`update submissions set stage = 'submitted' where id = $1`, [await id('true')]);
    await expectTotalsMatchRows();
    await other.query(`update submissions set stage = 'processed' where stage = 'submitted' and organization_id = $1`, [fx.s.org.id]);
    await expectTotalsMatchRows();
    await other.query(`update submissions set created_at = created_at - interval '40 days' where id = $1`, [await id('true')]);
    await expectTotalsMatchRows();
    // Several moves of one insight in one transaction sum to its last state.
    await other.query('begin');
    const moved = await id('closed_at is null');
    await other.query(`update submissions set closed_at = now(), stage = 'closed' where id = $1`, [moved]);
    await other.query(`update submissions set created_at = created_at - interval '1 day' where id = $1`, [moved]);
    await other.query(`update submissions set closed_at = null, stage = 'processed' where id = $1`, [moved]);
    await other.query('commit');
    await expectTotalsMatchRows();
    await other.query(`delete from submissions where id = $1`, [await id('true')]);
    await expectTotalsMatchRows();
    // A rolled back write leaves the tally as it was.
    await other.query('begin');
    await other.query(`update submissions set closed_at = now(), stage = 'closed' where organization_id = $1`, [fx.s.org.id]);
    await other.query('rollback');
    await expectTotalsMatchRows();
  });

  it('counts the rows for any other filter, and past the end of the pages', async () => {
    for (const filter of [{ status: 'open', topic: 'Rota' }, { status: 'open', isWin: false }, { severity: [1] }]) {
      const before = tallied.length;
      await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, ...filter }, page: 1, pageSize: 10 }, fx.leader);
      expect(tallied.length, JSON.stringify(filter)).toBe(before);
    }
  });

  it('keeps organisations apart', async () => {
    const tally = await fx.t.db.execute<{ org: string; n: number }>(
      sql`select organization_id as org, sum(insights)::int as n from insight_day_tally group by 1`,
    );
    const byOrg = Object.fromEntries(tally.rows.map((r) => [r.org, r.n]));
    expect(byOrg[fx.other.org.id]).toBe(2);
    expect(byOrg[fx.s.org.id]).toBe(await rows('true'));
  });

  it('goes with a removed organisation, its insights moving nothing on the way out', async () => {
    const gone = await seedOrg(fx.t.db);
    await seedTopic(fx.t.db, gone.org.id, {
      topic: 'Parking',
      insights: [{ createdAt: daysAgo(1) }, { createdAt: daysAgo(5), closed: true }],
    });
    const tally = async () =>
      (
        await other.query<{ org: string; day: string; open: boolean; n: number }>(
          `select organization_id as org, created_day::text as day, open, insights as n from insight_day_tally order by 1, 2, 3`,
        )
      ).rows;
    const others = (await tally()).filter((r) => r.org !== gone.org.id);
    expect((await tally()).filter((r) => r.org === gone.org.id).length).toBe(2);
    await other.query('delete from organizations where id = $1', [gone.org.id]);
    // Before, each insight took itself away at COMMIT and the rows stayed behind at zero.
    expect(await tally()).toEqual(others);
  });
});
