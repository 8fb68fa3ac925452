import { formatAge } from '@voyce/contracts/relative-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reachouts } from '../../db/schema/index.ts';
import { post } from '../../../test/fixtures.ts';
import { oneEmployeeWarehouse, sendWarehouseReachout, useTestOrg } from '../../../test/org-fixture.ts';

/**
 * createdAtHumanized reads as the web's ages do (the history card computes its own from
 * createdAt): one formatter, so the same instant is not '2 weeks ago' on one screen and
 * '1 week ago' on another.
 */
const fx = useTestOrg({ structure: true });
let id: string;

beforeAll(async () => {
  await oneEmployeeWarehouse(fx);
  const sent = await sendWarehouseReachout(fx, 'How is the rota?');
  id = sent.body.data.reachout.id;
});

const DAY = 86_400_000;

describe("a reach-out's createdAtHumanized", () => {
  it.each([
    [0, 'just now'],
    [3 * DAY, '3 days ago'],
    [11 * DAY + 3_600_000, 'last week'],
    [13 * DAY, 'last week'],
    [20 * DAY, '2 weeks ago'],
  ])('%s ms old reads %s, as the web says it', async (age, text) => {
    await fx.t.db
      .update(reachouts)
      .set({ createdAt: new Date(Date.now() - age) })
      .where(eq(reachouts.id, id));
    const res = await post(fx.t, '/findReachout', { id, organizationId: fx.s.org.id }, fx.leader);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.createdAtHumanized).toBe(text);
    // The formatter the web's list and detail page call, on the same instant.
    expect(formatAge(r.createdAt)).toBe(r.createdAtHumanized);
  });
});
