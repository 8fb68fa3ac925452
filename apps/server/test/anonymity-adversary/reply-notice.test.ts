import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { outbox, submissionMessages } from '../../src/db/schema/index.ts';
import { login, post } from '../fixtures.ts';
import { addEmployees, later, sleep, uniqueWord, type AuthorDigestModule, type Person } from './adversary.ts';
import { useTestOrg } from '../org-fixture.ts';

/**
 * Attack 2: a leader replies to one insight and watches who gets an e-mail (a mail server
 * operator, a shared mailbox, a phone buzzing in a meeting) a second later: that person wrote
 * it. Authors must hear of replies only through a digest at a fixed time, that names nothing,
 * and only when enough authors (k = 5) have news to hide among.
 */
const fx = useTestOrg({ signIn: ['leader'] });
let authors: (Person & { token: string })[];
const insights: { id: string; body: string }[] = [];
const replyText = `${uniqueWord('Reply')} thanks, we are on it`;
/** Wall-clock windows of the leader's reply calls, and the digest run's deps. */
const replyTimes: number[] = [];
const deps = () => ({ db: fx.t.db, vault: fx.t.vault, appUrl: fx.t.config.appUrl, log: fx.t.log });

async function reply(ids: string[]) {
  replyTimes.push(Date.now());
  const res = await post(fx.t, '/replySubmission', { filter: { organizationId: fx.s.org.id, ids }, response: replyText }, fx.leader);
  replyTimes.push(Date.now());
  expect(res.status).toBe(200);
}

const mailToAuthors = () =>
  fx.t.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.to,
        authors.map((a) => a.email),
      ),
    );

beforeAll(async () => {
  const first = {
    id: fx.s.employee.id,
    email: fx.s.employee.businessEmail,
    lastName: fx.s.employee.lastName!,
    token: await login(fx.t, fx.s.employee.businessEmail),
  };
  authors = [first, ...(await addEmployees(fx.t, fx.s.org.id, 4))];
  for (const a of authors) {
    const body = `${uniqueWord('Insight')} the loading bay door sticks every morning`;
    const res = await post(fx.t, '/employee/submitInsight', { body }, a.token);
    expect(res.status).toBe(200);
    insights.push({ id: res.body.data.id, body });
  }
});

describe('attack 2: a reply notice that arrives right after the reply', () => {
  it('queues no mail to the author when a leader replies', async () => {
    await reply(insights.slice(0, 4).map((i) => i.id));
    expect(await mailToAuthors()).toEqual([]);
  });

  it('sends no digest while fewer than k authors have news', async () => {
    const { runAuthorDigest } = await later<AuthorDigestModule>('jobs/author-digest.ts');
    await runAuthorDigest(deps(), new Date());
    // Four authors with news: a digest now would tell the leader "one of these four".
    expect(await mailToAuthors()).toEqual([]);
  });

  it('sends one digest per author once k have news; it names nothing and is not timed by a reply', async () => {
    const { runAuthorDigest } = await later<AuthorDigestModule>('jobs/author-digest.ts');
    await reply([insights[4]!.id]);
    // The digest runs at its hour, not on the reply: here, a moment that is not the reply's.
    await sleep(2100);
    await runAuthorDigest(deps(), new Date());
    const mails = await mailToAuthors();
    expect(mails.map((m) => m.to).sort()).toEqual(authors.map((a) => a.email).sort());

    const secrets = [replyText, ...insights.flatMap((i) => [i.id, i.body, i.body.split(' ')[0]!])];
    for (const m of mails) {
      const text = `${m.subject}\n${m.text}\n${m.html ?? ''}`;
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    // Neither the call's clock nor the reply rows' own time may sit near a digest mail.
    const stored = await fx.t.db
      .select({ createdAt: submissionMessages.createdAt })
      .from(submissionMessages)
      .where(and(eq(submissionMessages.organizationId, fx.s.org.id), eq(submissionMessages.createdBy, 'leader')));
    expect(stored.length).toBe(5);
    const times = [...replyTimes, ...stored.map((r) => r.createdAt.getTime())];
    for (const m of mails) for (const at of times) expect(Math.abs(m.createdAt.getTime() - at)).toBeGreaterThanOrEqual(2000);
  });
});
