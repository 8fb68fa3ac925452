import { describe, expect, it } from 'vitest';
import { PASSWORD, seedOrg, seedStructure } from '../fixtures.ts';
import { useFaultSuite } from './fault-suite.ts';
import { call, loginOver, until } from './server-process.ts';

/**
 * Kill -9 the real server while its pg-boss workers process 500 insights sent
 * through the employee API, restart, and check each insight was processed exactly once.
 */
const COUNT = 500;
const THREAT = 'He said he will hurt anyone in the Warehouse who reports him, and he brought a knife to the night shift.';
const TEXTS = [
  'The air conditioning in the Warehouse is broken and it is far too hot to work in the afternoon.',
  'Sales targets changed again without anyone explaining why, the team is confused.',
  'The night shift rota is published too late to plan childcare.',
  'Our laptops are slow and the Sales CRM freezes every morning.',
];
// Insights stuck 'submitted' this long are re-queued; short so the test is quick.
const SWEEP = { PIPELINE_SWEEP_SECONDS: '3' };

const fault = useFaultSuite();

const q = async (text: string, params: unknown[] = []) => (await fault.database.pool.query(text, params)).rows;
const processed = async (org: string) =>
  (await q(`select count(*)::int n from submissions where organization_id = $1 and stage = 'processed'`, [org]))[0]!.n as number;

describe('pipeline under kill -9', () => {
  it('processes every insight exactly once after a crash mid-batch', { timeout: 120_000 }, async () => {
    const { org, employee } = await seedOrg(fault.database.db, 'pipeline');
    const { contact } = await seedStructure(fault.database.db, org.id);
    let server = await fault.start({ env: SWEEP });
    const token = await loginOver(server.base, employee.businessEmail, PASSWORD);

    // Send all 500 (every 10th a threat) as fast as 20 clients can.
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < COUNT) {
          const i = next++;
          const body = i % 10 === 0 ? THREAT : `${TEXTS[i % TEXTS.length]} (${i})`;
          const res = await call(server.base, '/employee/submitInsight', { body }, token);
          expect(res.status).toBe(200);
        }
      }),
    );
    // Kill while the workers are part-way through (some processed, a batch in flight).
    await until('processing to be under way', async () => (await processed(org.id)) >= 20, 60_000, 20);
    await server.kill9();
    const atKill = await processed(org.id);
    // Jobs the dead worker had fetched stay 'active' in pg-boss (for 15 minutes): the sweep re-queues them.
    const orphaned = (await q(`select count(*)::int n from pgboss.job where name = 'process-submission' and state = 'active'`))[0]!.n;
    console.log(`pipeline: killed with ${atKill} of ${COUNT} processed, ${orphaned} jobs left active by the dead worker`);
    expect(atKill).toBeLessThan(COUNT);

    server = await fault.start({ env: SWEEP });
    const t0 = Date.now();
    await until('every insight processed', async () => (await processed(org.id)) === COUNT, 60_000, 250);
    const jobs = (await q(`select count(*)::int n from pgboss.job where name = 'process-submission'`))[0]!.n;
    console.log(`pipeline: all ${COUNT} processed ${Date.now() - t0} ms after the restart (${jobs} jobs in all)`);

    // The sweep re-queues lost jobs only, not the waiting backlog (at most a batch a pass).
    expect(jobs).toBeLessThan(COUNT + 150);
    // None stuck, each filed in exactly one topic.
    expect(await q(`select stage, count(*)::int n from submissions where organization_id = $1 group by stage`, [org.id])).toEqual([
      { stage: 'processed', n: COUNT },
    ]);
    expect(await q(`select count(*)::int n from submissions where organization_id = $1 and topic_id is null`, [org.id])).toEqual([
      { n: 0 },
    ]);
    // Topic tallies equal the insights linked to them (a replayed job would count twice).
    expect(
      await q(
        `select g.id, g.submission_count, count(s.id)::int linked from submission_groups g
           left join submissions s on s.topic_id = g.id
          where g.organization_id = $1 group by g.id having g.submission_count <> count(s.id)`,
        [org.id],
      ),
    ).toEqual([]);
    // Department tallies per topic equal the insight-department links (and there are some).
    expect((await q(`select count(*)::int n from topic_departments where organization_id = $1`, [org.id]))[0]!.n).toBeGreaterThan(0);
    expect(
      await q(
        `select td.topic_id, td.department_id from topic_departments td
          where td.organization_id = $1 and td.submission_count <> (
            select count(*) from submission_departments sd join submissions s on s.id = sd.submission_id
             where sd.organization_id = $1 and sd.department_id = td.department_id and s.topic_id = td.topic_id)`,
        [org.id],
      ),
    ).toEqual([]);
    // One emergency e-mail per emergency insight to the flagged contact, never two.
    const emergencies = (
      await q(
        `select count(*)::int n from submissions where organization_id = $1 and emergency_types && array['violence','threat']::text[]`,
        [org.id],
      )
    )[0]!.n as number;
    expect(emergencies).toBeGreaterThanOrEqual(COUNT / 10);
    const mails = await q(`select "to", count(*)::int n from outbox where organization_id = $1 and kind = 'emergency' group by "to"`, [
      org.id,
    ]);
    expect(mails).toEqual([{ to: contact.email, n: emergencies }]);
  });
});
