import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestOrg } from '../../../test/org-fixture.ts';
import * as schema from '../../db/schema/index.ts';
import { topicsPerClassification, topicsPerClassificationByScan, type ChartFilter } from './topic-chart.repository.ts';
import { topicWhere } from './topics.repository.ts';

/**
 * The explorer chart sums topic_chart_tally, which triggers keep (migration 0021),
 * instead of reading every topic. It must give exactly what counting the topics gives, for every
 * filter, after any change to the tables it is made from. Random sequences of the writes the
 * application makes (the pipeline's new and joined topics and department links, the reach-out
 * release's one-statement update of topics and links, closing and reopening, structure edits,
 * deletions, the demo seed's date rewrite) and of rarer ones (a link to another organisation's
 * department, a topic whose last insight is dated before the topic), each followed by the
 * tally's answer compared with the count over the topics.
 */
const fx = useTestOrg({ otherOrg: true, signIn: [] });
const NOW = new Date('2026-06-15T10:30:00Z');

/** A small deterministic generator (mulberry32), so a failure replays. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const day = (offset: number) => new Date(Date.UTC(2026, 5, 15 + offset)).toISOString().slice(0, 10);
/** A moment around NOW, often on a day's first or last millisecond (the period's edges). */
function moment(r: Random): string {
  const base = Date.UTC(2026, 5, 15 - r.int(140) + 3);
  const within = r.pick([0, 86_399_999, r.int(86_400_000)]);
  return new Date(base + within).toISOString();
}

const PERIODS: Omit<ChartFilter, 'organizationId' | 'status'>[] = [
  {},
  { timespan: 'last_30_days' },
  { timespan: 'today' },
  { timespan: 'yesterday' },
  { timespan: 'last_week' },
  { timespan: 'last_month' },
  { timespan: 'this_year' },
  { timespan: 'all_time' },
  { mostRecent: 'Last 7 Days' },
  { mostRecent: 'Custom Range', startDate: day(-20) },
  { mostRecent: 'Custom Range', endDate: day(-10) },
  { timespan: 'custom_range', startDate: day(-45), endDate: day(-5) },
  { timespan: 'custom_range', startDate: day(-3), endDate: day(-3) },
  // An end before the start: answered from the topics.
  { timespan: 'custom_range', startDate: day(-3), endDate: day(-9) },
];
const FILTERS = PERIODS.flatMap((p) =>
  (['open', 'closed', 'all'] as const).flatMap((status) => [true, false].map((noReachout) => ({ ...p, status, noReachout }))),
);

/** Compares the two answers; true when there was something to count. */
async function expectSameAnswer(org: string, f: Omit<ChartFilter, 'organizationId'>, step: string): Promise<boolean> {
  const filter = { ...f, organizationId: org };
  const tally = await topicsPerClassification(fx.t.db, filter, NOW);
  const scan = await topicsPerClassificationByScan(fx.t.db, org, topicWhere(filter, NOW).sql);
  expect(tally, `${step}: ${JSON.stringify(f)}`).toEqual(scan);
  return scan.length > 0;
}

/** One random write, in the shape the application (or an operator) makes it. */
function changes(org: string, otherDepartment: string, random: Random) {
  const db = fx.t.db;
  // Rows are picked by the generator, so a seed replays the same sequence.
  const r = random;
  const any = async (table: string) => {
    const rows = (await db.execute<{ id: string }>(sql`select id from ${sql.identifier(table)} where organization_id = ${org} order by id`))
      .rows;
    return rows.length ? r.pick(rows) : undefined;
  };
  const topic = () => any('submission_groups');
  const department = () => any('departments');
  const classification = () => any('department_classifications');

  return {
    async newTopic() {
      const created = moment(r);
      // Now and then a last insight dated before the topic (a topic whose dates were rewritten).
      const last = r.int(10) === 0 ? moment(r) : new Date(Date.parse(created) + r.int(20) * 86_400_000).toISOString();
      await db.execute(sql`insert into submission_groups (organization_id, topic, theme, severity, status, submission_count, reachout_id, created_at, last_submission_at)
        values (${org}, 'T', 'Theme', ${1 + r.int(4)}, ${r.pick(['open', 'closed'])}, ${r.pick([0, 1, 3])},
          ${r.int(4) === 0 ? sql`gen_random_uuid()` : null}, ${created}, ${last})`);
    },
    async link() {
      const [t, d] = [await topic(), r.int(12) === 0 ? { id: otherDepartment } : await department()];
      if (!t || !d) return;
      await db.execute(sql`insert into topic_departments (organization_id, topic_id, department_id, submission_count)
        values (${org}, ${t.id}, ${d.id}, 1)
        on conflict (organization_id, topic_id, department_id) do update set submission_count = topic_departments.submission_count + 1`);
    },
    async unlink() {
      const links = (
        await db.execute<{ topic_id: string; department_id: string }>(
          sql`select topic_id, department_id from topic_departments where organization_id = ${org} order by 1, 2`,
        )
      ).rows;
      if (!links.length) return;
      const l = r.pick(links);
      await db.execute(
        sql`delete from topic_departments where organization_id = ${org} and topic_id = ${l.topic_id} and department_id = ${l.department_id}`,
      );
    },
    async joinTopic() {
      const t = await topic();
      if (!t) return;
      await db.execute(sql`update submission_groups set submission_count = submission_count + 1,
        severity = greatest(severity, ${1 + r.int(4)}), last_submission_at = greatest(last_submission_at, ${moment(r)}), profile = profile || ' more'
        where organization_id = ${org} and id = ${t.id}`);
    },
    async release() {
      // The reach-out release: a held topic's count and its department links in one statement.
      const [t, d] = [await topic(), await department()];
      if (!t || !d) return;
      await db.execute(sql`with topics as (
          update submission_groups set submission_count = submission_count + 2, severity = greatest(severity, ${1 + r.int(4)})
          where organization_id = ${org} and id = ${t.id} returning id)
        insert into topic_departments (organization_id, topic_id, department_id, submission_count)
        select ${org}, id, ${d.id}, 2 from topics
        on conflict (organization_id, topic_id, department_id) do update set submission_count = topic_departments.submission_count + excluded.submission_count`);
    },
    async setStatus() {
      const t = await topic();
      if (t) await db.execute(sql`update submission_groups set status = ${r.pick(['open', 'closed'])} where id = ${t.id}`);
    },
    async reachout() {
      const t = await topic();
      if (t)
        await db.execute(
          sql`update submission_groups set reachout_id = ${r.next() < 0.5 ? sql`gen_random_uuid()` : null} where id = ${t.id}`,
        );
    },
    async redate() {
      // As the demo seed does: a topic's dates set from its insights.
      const t = await topic();
      if (t)
        await db.execute(sql`update submission_groups set created_at = ${moment(r)}, last_submission_at = ${moment(r)} where id = ${t.id}`);
    },
    async deleteTopic() {
      const t = await topic();
      if (t) await db.execute(sql`delete from submission_groups where id = ${t.id}`);
    },
    async reclassify() {
      const [d, c] = [await department(), await classification()];
      if (d)
        await db.execute(
          sql`update departments set department_classification_id = ${r.int(8) === 0 ? null : (c?.id ?? null)} where id = ${d.id}`,
        );
    },
    async newDepartment() {
      const c = await classification();
      await db.execute(
        sql`insert into departments (organization_id, name, department_classification_id) values (${org}, 'D', ${c?.id ?? null})`,
      );
    },
    async deleteDepartment() {
      const d = await department();
      if (d) await db.execute(sql`delete from departments where id = ${d.id}`);
    },
    async newClassification() {
      await db.execute(
        sql`insert into department_classifications (organization_id, name) values (${org}, ${r.pick(['Ops', 'Tech', 'Corporate'])})`,
      );
    },
    async deleteClassification() {
      const c = await classification();
      if (c) await db.execute(sql`delete from department_classifications where id = ${c.id}`);
    },
    async renameClassification() {
      const c = await classification();
      if (c) await db.execute(sql`update department_classifications set name = ${r.pick(['A', 'Z', 'Ops'])} where id = ${c.id}`);
    },
  };
}

const WEIGHTS = {
  newTopic: 8,
  link: 10,
  unlink: 2,
  joinTopic: 6,
  release: 3,
  setStatus: 3,
  reachout: 2,
  redate: 2,
  deleteTopic: 1,
  reclassify: 4,
  newDepartment: 1,
  deleteDepartment: 1,
  newClassification: 2,
  deleteClassification: 1,
  renameClassification: 1,
} as const;
const OPERATIONS = Object.entries(WEIGHTS).flatMap(([name, w]) => Array<keyof typeof WEIGHTS>(w).fill(name as keyof typeof WEIGHTS));

describe('the explorer chart from topic_chart_tally (issue 20)', () => {
  let otherDepartment = '';
  beforeAll(async () => {
    const [other] = (
      await fx.t.db.execute<{ id: string }>(
        sql`insert into departments (organization_id, name) values (${fx.other.org.id}, 'Elsewhere') returning id`,
      )
    ).rows;
    otherDepartment = other!.id;
  });

  for (const seed of [1, 2, 3]) {
    it(`answers as counting the topics does after every step of random changes (seed ${seed})`, async () => {
      const org = fx.s.org.id;
      await fx.t.db.execute(sql`delete from submission_groups where organization_id = ${org}`);
      await fx.t.db.execute(sql`delete from departments where organization_id = ${org}`);
      await fx.t.db.execute(sql`delete from department_classifications where organization_id = ${org}`);
      const r = generator(seed);
      const change = changes(org, otherDepartment, r);
      for (let i = 0; i < 3; i++) await change.newClassification();
      for (let i = 0; i < 5; i++) await change.newDepartment();
      let compared = 0;
      let counted = 0;
      for (let step = 0; step < 160; step++) {
        const op = r.pick(OPERATIONS);
        await change[op]();
        const filters = step % 40 === 39 ? FILTERS : [r.pick(FILTERS), r.pick(FILTERS), r.pick(FILTERS)];
        for (const f of filters) {
          compared++;
          if (await expectSameAnswer(org, f, `step ${step} (${op})`)) counted++;
        }
      }
      // Not a comparison of empty charts (a day or a closed reach-out topic often has none).
      expect(counted).toBeGreaterThan(compared / 10);
    });
  }

  it('reads the tally, not every topic of the organisation', async () => {
    const sent: string[] = [];
    const db = drizzle(fx.t.pool, { schema, logger: { logQuery: (q) => sent.push(q) } });
    for (const timespan of [undefined, 'last_30_days'])
      await topicsPerClassification(db, { organizationId: fx.s.org.id, status: 'all', noReachout: true, timespan }, NOW);
    expect(sent).toHaveLength(2);
    for (const q of sent) expect(q).not.toMatch(/submission_groups|topic_departments/);
  });

  it('keeps nothing of a deleted organisation', async () => {
    const org = fx.other.org.id;
    await fx.t.db.execute(sql`insert into department_classifications (organization_id, name) values (${org}, 'Ops')`);
    await fx.t.db
      .execute(sql`update departments set department_classification_id = (select id from department_classifications where organization_id = ${org})
      where organization_id = ${org}`);
    await fx.t.db
      .execute(sql`with g as (insert into submission_groups (organization_id, topic, theme, submission_count) values (${org}, 'T', 'Theme', 1) returning id)
      insert into topic_departments (organization_id, topic_id, department_id) select ${org}, g.id, ${otherDepartment} from g`);
    await expectSameAnswer(org, { status: 'all' }, 'before');
    expect((await topicsPerClassification(fx.t.db, { organizationId: org, status: 'all' }, NOW)).length).toBe(1);
    await fx.t.db.execute(sql`delete from organizations where id = ${org}`);
    const left = await fx.t.db.execute<{ n: number }>(sql`select
      (select count(*) from topic_chart_tally where organization_id = ${org}) + (select count(*) from topic_chart_topics where organization_id = ${org}) as n`);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
