import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { countLimit } from '../../db/query-shapes.ts';

/**
 * /findSubmissions counted every matching insight, so its cost grew with the
 * organisation. It now counts up to 1,000 rows (or to the end of the page asked) and one
 * more; past that the answer says `totalCapped: true` and its count is a floor that still
 * leads a client paging "while I have fewer than count" to the last page.
 */
const fx = useTestOrg({ signIn: ['leader'] });
const MANY = 1_030;

beforeAll(async () => {
  await fx.t.db.execute(sql`
    insert into submissions (organization_id, body, stage, created_at, processed_at)
    select ${fx.s.org.id}, 'Insight ' || n, 'processed', now() - (n || ' minutes')::interval, now()
    from generate_series(1, ${MANY}::int) n`);
});

const find = (filter: object, page: number, pageSize: number) =>
  post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, ...filter }, page, pageSize }, fx.leader);

describe('/findSubmissions totals', () => {
  it('stops counting past 1,000 and says so', async () => {
    const res = await find({}, 1, 10);
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(1_001);
    expect(res.body.data.totalCapped).toBe(true);
    expect(res.body.data.meta.pagination).toEqual({ total_items: 1_001, items_start: 1, items_end: 10, page: 1, pageSize: 10 });
  });

  it('counts exactly under the cap, and then says nothing more than the spec', async () => {
    const res = await find({ ids: [] }, 1, 10);
    expect(res.body.data.count).toBe(0);
    expect(res.body.data).not.toHaveProperty('totalCapped');
    const ids = (await find({}, 1, 3)).body.data.entities.map((e: { id: string }) => e.id);
    const some = await find({ ids }, 1, 10);
    expect(some.body.data.count).toBe(3);
    expect(some.body.data).not.toHaveProperty('totalCapped');
  });

  it('lets a client that pages while it has fewer than count read every insight, each once', async () => {
    const seen = new Set<string>();
    let last: { count: number; totalCapped?: boolean } | undefined;
    for (let page = 1; page <= 10; page++) {
      const data = (await find({}, page, 500)).body.data;
      for (const e of data.entities) seen.add(e.id);
      last = data;
      if (seen.size >= data.count || data.entities.length < 500) break;
    }
    expect(seen.size).toBe(MANY);
    // The page that reaches the end counts to it: exact again.
    expect(last).toMatchObject({ count: MANY });
    expect(last).not.toHaveProperty('totalCapped');
  });

  it('counts a page past the end exactly', async () => {
    const res = await find({}, 30, 50);
    expect(res.body.data.entities).toEqual([]);
    expect(res.body.data.count).toBe(MANY);
  });

  it('counts past the page asked, in a few steps', () => {
    expect(countLimit(1, 10)).toBe(1_001);
    expect(countLimit(2, 500)).toBe(1_001);
    expect(countLimit(3, 500)).toBe(2_001);
    expect(countLimit(100_000, 500)).toBe(65_536_001);
  });
});
