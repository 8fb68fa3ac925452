import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema/index.ts';
import { insertInsight } from '../insights/insight-writes.sql.ts';
import { describe, expect, it } from 'vitest';
import { reachoutRecipients, reachouts, submissionAuthors, submissions } from '../../db/schema/index.ts';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { TEST_IDENTITY_KEY } from '../../../test/test-app.ts';
import { fileInsight, findMyTags, rewriteLegacyAuthorship, withFreeOrdinal } from './authorship.repository.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ signIn: [] });

/** The stable pseudonym earlier versions stored: one value for all of an author's insights. */
const legacyLookup = (organizationId: string, userId: string) => {
  const key = createHmac('sha256', Buffer.from(TEST_IDENTITY_KEY, 'hex')).update('voyce-author-lookup').digest();
  return createHmac('sha256', key).update(`${organizationId}:${userId}`).digest('hex');
};

describe('authorship', () => {
  it('tags each insight of one author differently, and still lists them all as theirs', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(
        (await fileInsight(fx.t.db, fx.t.vault, { organizationId: fx.s.org.id, userId: fx.s.employee.id, body: `Note ${i} on the rota` }))
          .id,
      );
    }
    const rows = await fx.t.db.select().from(submissionAuthors).where(eq(submissionAuthors.organizationId, fx.s.org.id));
    expect(new Set(rows.map((r) => r.authorLookup)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.authorRef)).size).toBe(rows.length);
    const { tags, next } = await findMyTags(fx.t.db, fx.t.vault, fx.s.org.id, fx.s.employee.id);
    expect(tags).toHaveLength(40);
    expect(next).toBe(40);
    const employee = await login(fx.t, fx.s.employee.businessEmail);
    const mine = await post(fx.t, '/employee/findMySubmissions', {}, employee);
    expect(mine.body.data.entities).toHaveLength(40);
    // Another employee sees none of them.
    const admin = await findMyTags(fx.t.db, fx.t.vault, fx.s.org.id, fx.s.admin.id);
    expect(admin.tags).toEqual([]);
  });

  it("reads an author's tags in doubling windows: 100 insights in 3 round trips, a gap of a batch ends them", async () => {
    const s = await seedOrg(fx.t.db);
    const user = s.employee.id;
    const file = (body: string) => fileInsight(fx.t.db, fx.t.vault, { organizationId: s.org.id, userId: user, body });
    for (let i = 0; i < 100; i++) await file(`Note ${i} on the rota`);
    const sent: string[] = [];
    const counting = drizzle(fx.t.pool, { schema, logger: { logQuery: (q) => void (q.includes('submission_authors') && sent.push(q)) } });
    const { tags, next } = await findMyTags(counting, fx.t.vault, s.org.id, user);
    expect(tags).toHaveLength(100);
    expect(next).toBe(100);
    // Windows of 1, 2 and 4 batches of 32: the third holds the first empty batch.
    expect(sent).toHaveLength(3);
    // A tag past a whole empty batch (ordinals 128-159) is not found, as before.
    const [late] = await insertInsight(fx.t.db, { organizationId: s.org.id, body: 'Filed past a gap' });
    await fx.t.db.insert(submissionAuthors).values({
      submissionId: late!.id,
      organizationId: s.org.id,
      authorRef: fx.t.vault.seal(s.org.id, user),
      authorLookup: fx.t.vault.authorTag(s.org.id, user, 164),
    });
    expect(await findMyTags(fx.t.db, fx.t.vault, s.org.id, user)).toMatchObject({ next: 100 });
  });

  it("files one person's insights sent at once each under its own ordinal, one statement at a time, reading their tags once", async () => {
    const employee = await login(fx.t, fx.s.employee.businessEmail);
    const before = (await findMyTags(fx.t.db, fx.t.vault, fx.s.org.id, fx.s.employee.id)).next;
    // Each filing queued behind the one before waits without a pool connection: at once they
    // met on the tag's unique index, each waiting in an open transaction on a connection of its
    // own. A plain insight is one statement, which holds its connection for one round trip; the
    // filings (the statements that write an author) must not overlap.
    const filings: { from: number; to: number }[] = [];
    const statements: string[] = [];
    // The person's tags are read by the first filing; each one after it is handed the next ordinal.
    let tagReads = 0;
    const watched = new WeakSet<object>();
    const watch = (client: { query: (...args: unknown[]) => unknown }) => {
      if (watched.has(client)) return;
      watched.add(client);
      const query = client.query.bind(client);
      client.query = (...args: unknown[]) => {
        const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '');
        statements.push(text);
        if (/from "submission_authors".*"author_lookup" in/is.test(text)) tagReads++;
        if (!/insert into "submission_authors"/i.test(text)) return query(...args);
        // The pool's own query passes a callback; a checked-out client's caller awaits a promise.
        const from = performance.now();
        const done = () => filings.push({ from, to: performance.now() });
        const callback = args.at(-1);
        if (typeof callback === 'function')
          return query(...args.slice(0, -1), (...r: unknown[]) => {
            done();
            return (callback as (...r: unknown[]) => unknown)(...r);
          });
        const result = query(...args);
        if (result instanceof Promise) void result.finally(done);
        return result;
      };
    };
    fx.t.pool.on('acquire', watch);
    let oneRead: number;
    try {
      // What one read of their tags takes (doubling windows): the burst reads them once.
      await findMyTags(fx.t.db, fx.t.vault, fx.s.org.id, fx.s.employee.id);
      oneRead = tagReads;
      tagReads = 0;
      const sent = await Promise.all(
        Array.from({ length: 6 }, (_, i) => post(fx.t, '/employee/submitInsight', { body: `Sent at once, number ${i}` }, employee)),
      );
      expect(sent.map((r) => r.status)).toEqual(Array(6).fill(200));
    } finally {
      fx.t.pool.off('acquire', watch);
    }
    expect(filings).toHaveLength(6);
    expect(oneRead).toBeGreaterThan(0);
    expect(tagReads).toBe(oneRead);
    // The insight and its author in one statement, no transaction around it.
    const authored = statements.filter((q) => /insert into "submission_authors"/i.test(q));
    expect(authored.every((q) => /insert into "submissions"/i.test(q))).toBe(true);
    const sorted = filings.sort((x, y) => x.from - y.from);
    sorted.slice(1).forEach((f, i) => expect(f.from).toBeGreaterThanOrEqual(sorted[i]!.to));
    const { tags, next } = await findMyTags(fx.t.db, fx.t.vault, fx.s.org.id, fx.s.employee.id);
    expect(next).toBe(before + 6);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('takes the next ordinal when another filing of the same person took it first, writing nothing twice', async () => {
    const s = await seedOrg(fx.t.db);
    const v = { organizationId: s.org.id, userId: s.employee.id, body: 'Filed by another replica first' };
    await fileInsight(fx.t.db, fx.t.vault, v, 0);
    // A filing that read the tags before the other one wrote: ordinal 0 is taken.
    const tried: number[] = [];
    const row = await withFreeOrdinal(0, (ordinal) => {
      tried.push(ordinal);
      return fileInsight(fx.t.db, fx.t.vault, { ...v, body: 'Filed second' }, ordinal);
    });
    expect(tried).toEqual([0, 1]);
    expect(row.ordinal).toBe(1);
    const bodies = await fx.t.db.select({ body: submissions.body }).from(submissions).where(eq(submissions.organizationId, s.org.id));
    expect(bodies.map((b) => b.body).sort()).toEqual(['Filed by another replica first', 'Filed second']);
    expect(await findMyTags(fx.t.db, fx.t.vault, s.org.id, s.employee.id)).toMatchObject({ next: 2 });
  });

  it('rewrites what an earlier version stored: the shared pseudonym and the answered flag', async () => {
    const o = await seedOrg(fx.t.db);
    const legacy: string[] = [];
    for (const body of ['Old one', 'Old two']) {
      const [row] = await fx.t.db.insert(submissions).values({ organizationId: o.org.id, body, stage: 'processed' }).returning();
      await fx.t.db.insert(submissionAuthors).values({
        submissionId: row!.id,
        organizationId: o.org.id,
        authorRef: fx.t.vault.seal(o.org.id, o.employee.id),
        authorLookup: legacyLookup(o.org.id, o.employee.id),
      });
      legacy.push(row!.id);
    }
    const [r] = await fx.t.db
      .insert(reachouts)
      .values({
        organizationId: o.org.id,
        title: 'Old',
        body: 'Old question',
        objective: '',
        sendAs: 'myself',
        prompterId: o.admin.id,
        audienceSize: 1,
      })
      .returning();
    await fx.t.db
      .insert(reachoutRecipients)
      .values({ organizationId: o.org.id, reachoutId: r!.id, userId: o.employee.id, emailed: true, answered: true });

    expect(await rewriteLegacyAuthorship(fx.t.db, fx.t.vault)).toEqual({ insights: 2, answers: 1 });
    const rows = await fx.t.db.select().from(submissionAuthors).where(eq(submissionAuthors.organizationId, o.org.id));
    expect(new Set(rows.map((x) => x.authorLookup)).size).toBe(2);
    expect(rows.every((x) => x.authorLookup.startsWith('t:'))).toBe(true);
    const [flag] = await fx.t.db.select().from(reachoutRecipients).where(eq(reachoutRecipients.reachoutId, r!.id));
    expect(flag!.answered).toBe(false);

    const employee = await login(fx.t, o.employee.businessEmail);
    const mine = await post(fx.t, '/employee/findMySubmissions', {}, employee);
    expect(mine.body.data.entities.map((e: { id: string }) => e.id).sort()).toEqual(legacy.sort());
    const inbox = await post(fx.t, '/employee/findMyReachouts', {}, employee);
    expect(inbox.body.data.entities[0]).toMatchObject({ id: r!.id, answered: true });
    // Run again: nothing left to rewrite.
    expect(await rewriteLegacyAuthorship(fx.t.db, fx.t.vault)).toEqual({ insights: 0, answers: 0 });
  });
});
