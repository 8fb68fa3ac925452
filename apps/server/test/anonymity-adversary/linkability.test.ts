import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberDepartments, users } from '../../src/db/schema/index.ts';
import { ESTABLISHED, login, post, seedOrg, seedStructure } from '../fixtures.ts';
import { createTestApp, TEST_IDENTITY_KEY, type TestApp } from '../test-app.ts';
import { addEmployees, namesPerson, scanDatabase, sleep, uniqueWord, type Person, type ScannedRow } from './adversary.ts';

/**
 * Attacks 3 and 4: someone who can read the database (a backup, a support engineer, a leaked
 * dump) but not the identity key. They never need to know the schema: they look for rows
 * written together with an anonymous row (same transaction id, xmin, or the same moment), and
 * for any value one author's insights have in common that other authors' insights do not.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let author: Person;
let authorToken: string;
let keyDir: string;

beforeAll(async () => {
  // The identity key as a file apart from the database (attack 4's last step reads the config).
  keyDir = await mkdtemp(join(tmpdir(), 'voyce-key-'));
  await writeFile(join(keyDir, 'identity.key'), `${TEST_IDENTITY_KEY}\n`);
  t = await createTestApp({ IDENTITY_KEY_FILE: join(keyDir, 'identity.key') });
  s = await seedOrg(t.db);
  // A last name no other row holds, so "names the author" is exact.
  const lastName = uniqueWord('Quill');
  await t.db.update(users).set({ lastName }).where(eq(users.id, s.employee.id));
  author = { id: s.employee.id, email: s.employee.businessEmail, lastName };
  authorToken = await login(t, s.employee.businessEmail);
});
afterAll(async () => {
  await t.close();
  await rm(keyDir, { recursive: true, force: true });
});

const holding = (rows: ScannedRow[], needle: string) => rows.filter((r) => r.text.includes(needle));

describe('attack 3: rows written with an anonymous row', () => {
  it('no row naming the author shares a transaction or a moment with the insight, the reply or the reach-out answer', async () => {
    const structure = await seedStructure(t.db, s.org.id);
    const leader = await login(t, s.admin.businessEmail);
    // The author works in the Warehouse with four colleagues: an audience of five.
    await t.db
      .insert(memberDepartments)
      .values({ organizationId: s.org.id, userId: author.id, departmentId: structure.warehouse.id, placedAt: ESTABLISHED });
    await addEmployees(t, s.org.id, 4, structure.warehouse.id);
    const sent = await post(
      t,
      '/sendParticipationMessage',
      { organizationId: s.org.id, message: 'What slows you down?', departmentIds: [structure.warehouse.id], sendAs: 'myself' },
      leader,
    );
    expect(sent.status).toBe(200);
    // Sign-in and the invitation are other moments than the anonymous acts; keep them apart.
    await sleep(2500);

    const markers = [uniqueWord('Mark'), uniqueWord('Mark'), uniqueWord('Mark')];
    const insight = await post(t, '/employee/submitInsight', { body: `${markers[0]} the forklift brakes are soft` }, authorToken);
    expect(insight.status).toBe(200);
    const replied = await post(
      t,
      '/employee/replyAsEmployee',
      { submissionId: insight.body.data.id, body: `${markers[1]} and nobody logs it` },
      authorToken,
    );
    expect(replied.status).toBe(200);
    const answered = await post(
      t,
      '/employee/respondToReachout',
      { reachoutId: sent.body.data.reachout.id, body: `${markers[2]} waiting for the one working scanner` },
      authorToken,
    );
    expect(answered.status).toBe(200);

    const rows = await scanDatabase(t.db);
    const naming = rows.filter((r) => namesPerson(r, author));
    expect(naming.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const marker of markers) {
      const direct = holding(rows, marker);
      expect(direct.length, marker).toBeGreaterThan(0);
      // A later write (the pipeline filing the insight) gives the row a new xmin; rows that carry
      // its id and were written with it (its sealed author, its departments) keep the first one.
      const ids = direct.map((r) => r.row.id).filter((id): id is string => typeof id === 'string');
      const belonging = rows.filter((r) => !direct.includes(r) && ids.some((id) => r.text.includes(id)) && !namesPerson(r, author));
      for (const a of [...direct, ...belonging]) {
        for (const n of naming) {
          if (n === a) problems.push(`${a.table} holds ${marker} and names the author`);
          else if (n.xmin === a.xmin) problems.push(`${n.table} (names the author) written in the transaction of ${a.table} (${marker})`);
          for (const [nc, nt] of Object.entries(n.times)) {
            for (const [ac, at] of Object.entries(a.times)) {
              if (n !== a && Math.abs(nt - at) < 2000) problems.push(`${n.table}.${nc} within 2 s of ${a.table}.${ac} (${marker})`);
            }
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('attack 4: a value that groups one author’s insights', () => {
  it('no value is shared by one author’s two insights unless another author’s insight shares it too', async () => {
    const [other] = await addEmployees(t, s.org.id, 1);
    // Near-identical texts, so the pipeline files all three alike; only authorship differs.
    const submit = async (token: string, n: number) => {
      const res = await post(t, '/employee/submitInsight', { body: `The canteen queue is too long at noon (${n})` }, token);
      expect(res.status).toBe(200);
      return res.body.data.id as string;
    };
    const a1 = await submit(authorToken, 1);
    const a2 = await submit(authorToken, 2);
    const b1 = await submit(other!.token, 3);

    const rows = await scanDatabase(t.db);
    // Per table and column, the values found in rows that mention each insight.
    const values = (id: string) => {
      const out = new Set<string>();
      for (const r of holding(rows, id)) {
        for (const [col, v] of Object.entries(r.row)) {
          if (v === null || typeof v === 'boolean' || v === s.org.id || v === '' || [a1, a2, b1].includes(v as string)) continue;
          out.add(`${r.table}.${col}=${JSON.stringify(v)}`);
        }
      }
      return out;
    };
    const [va1, va2, vb1] = [values(a1), values(a2), values(b1)];
    expect(va1.size).toBeGreaterThan(0);
    const linking = [...va1].filter((v) => va2.has(v) && !vb1.has(v));
    expect(linking).toEqual([]);
  });

  it('takes the identity key from a file (IDENTITY_KEY_FILE), so it can live apart from the database', () => {
    // The app was built with only IDENTITY_KEY_FILE; its configuration must carry that key.
    const config = JSON.stringify(t.config);
    expect(config.includes(TEST_IDENTITY_KEY) || config.includes(join(keyDir, 'identity.key'))).toBe(true);
  });
});
