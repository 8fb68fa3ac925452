import { and, eq, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { addEmployees, scanDatabase } from '../../../test/anonymity-adversary/adversary.ts';
import { submissions } from '../../db/schema/index.ts';
import { purgeExpired } from '../../jobs/retention.repository.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

/**
 * A flaky network makes a client send the same insight again. The same idempotency
 * key from the same person gives the first result, and exactly one insight exists even when
 * five identical calls race. The stored key names nobody and keeps only its day.
 */
const fx = useTestOrg({ signIn: ['employee'] });

const marker = () => `Idem${randomBytes(4).toString('hex')}`;
const submitWithHeader = async (body: string, key: string, as = fx.employee) => {
  const res = await fx.t.app.inject({
    method: 'POST',
    url: '/api/employee/submitInsight',
    payload: { body },
    headers: { authorization: `Bearer ${as}`, 'idempotency-key': key },
  });
  return { status: res.statusCode, body: res.json() as { data: { id: string; createdAt: string }; error?: { code: string } } };
};
const insightsWith = async (text: string) =>
  (
    await fx.t.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.organizationId, fx.s.org.id), sql`${submissions.body} like ${`%${text}%`}`))
  ).map((r) => r.id);

describe('/employee/submitInsight with an idempotency key', () => {
  it('makes exactly one insight of five identical parallel calls (Idempotency-Key header), all answering its id', async () => {
    const m = marker();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitWithHeader(`${m} the fire door is wedged open`, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = await insightsWith(m);
    expect(ids).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set(ids));
    expect(new Set(answers.map((a) => a.body.data.createdAt)).size).toBe(1);
  });

  it('takes the key in the body too (idempotencyKey), and answers a retry with the first result', async () => {
    const m = marker();
    const body = { body: `${m} the canteen runs out of soup by one`, idempotencyKey: randomUUID() };
    const first = await post(fx.t, '/employee/submitInsight', body, fx.employee);
    expect(first.status).toBe(200);
    const again = await post(fx.t, '/employee/submitInsight', body, fx.employee);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await insightsWith(m)).toHaveLength(1);
  });

  it('keeps keys apart per person and files every call without a key (a spec client)', async () => {
    const m = marker();
    const key = randomUUID();
    // A second employee of the organisation uses the same key by chance.
    const [colleague] = await addEmployees(fx.t, fx.s.org.id, 1);
    expect((await submitWithHeader(`${m} one`, key)).status).toBe(200);
    expect((await submitWithHeader(`${m} one`, key, colleague!.token)).status).toBe(200);
    expect(await insightsWith(m)).toHaveLength(2);
    const n = marker();
    await post(fx.t, '/employee/submitInsight', { body: `${n} twice` }, fx.employee);
    await post(fx.t, '/employee/submitInsight', { body: `${n} twice` }, fx.employee);
    expect(await insightsWith(n)).toHaveLength(2);
  });

  it('refuses the same key with another text, and a key that is not a key', async () => {
    const key = randomUUID();
    expect((await submitWithHeader(`${marker()} first text`, key)).status).toBe(200);
    const reused = await submitWithHeader(`${marker()} another text`, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error!.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await post(fx.t, '/employee/submitInsight', { body: 'Short keys are refused', idempotencyKey: 'x' }, fx.employee);
    expect(bad.status).toBe(400);
  });

  it('stores the key naming nobody, with its day only, and purges it after a day', async () => {
    const key = randomUUID();
    const m = marker();
    expect((await submitWithHeader(`${m} the stairs light is out`, key)).status).toBe(200);
    const rows = (await scanDatabase(fx.t.db)).filter((r) => r.table.includes('idempotency'));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      for (const needle of [fx.s.employee.id, fx.s.employee.businessEmail, key]) expect(r.text).not.toContain(needle);
      for (const ms of Object.values(r.times)) expect(new Date(ms).toISOString()).toMatch(/T00:00:00\.000Z$/);
    }
    await purgeExpired(fx.t.db, new Date());
    expect((await scanDatabase(fx.t.db)).filter((r) => r.table.includes('idempotency')).length).toBe(rows.length);
    await purgeExpired(fx.t.db, new Date(Date.now() + 2 * 86_400_000));
    expect((await scanDatabase(fx.t.db)).filter((r) => r.table.includes('idempotency'))).toEqual([]);
    // The insight itself stays, of course.
    expect(await insightsWith(m)).toHaveLength(1);
  });
});
