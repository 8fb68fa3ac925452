import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { memberships, outbox, submissionMessages } from '../../src/db/schema/index.ts';
import { login, post } from '../fixtures.ts';
import { addEmployees, later, sleep, uniqueWord, type MyVoyceReminderModule, type Person } from './adversary.ts';
import { useTestOrg } from '../org-fixture.ts';

/**
 * Attack 2: a leader replies to one insight and watches who gets an e-mail (a mail server
 * operator, a shared mailbox, a phone buzzing in a meeting) a second later: that person wrote
 * it. No e-mail follows a reply. The only notice is the weekly "Check MyVoyce" reminder at a
 * fixed time, to every active employee who has not turned it off, with one text for all: who
 * gets it, and what it says, must not depend on who has news.
 */
const fx = useTestOrg({ signIn: ['leader'] });
let authors: (Person & { token: string })[];
/** Employees with no insight at all; one of them turned the reminder off, one is disabled. */
let bystanders: (Person & { token: string })[];
let optedOut: Person & { token: string };
let disabled: Person;
const insights: { id: string; body: string }[] = [];
const replyText = `${uniqueWord('Reply')} thanks, we are on it`;
/** Wall-clock windows of the leader's reply calls, and the digest run's deps. */
const replyTimes: number[] = [];
const deps = () => ({ db: fx.t.db, appUrl: fx.t.config.appUrl, log: fx.t.log });

async function reply(ids: string[]) {
  replyTimes.push(Date.now());
  const res = await post(fx.t, '/replySubmission', { filter: { organizationId: fx.s.org.id, ids }, response: replyText }, fx.leader);
  replyTimes.push(Date.now());
  expect(res.status).toBe(200);
}

const mailTo = (people: Person[]) =>
  fx.t.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.to,
        people.map((a) => a.email),
      ),
    );
const mailToAuthors = () => mailTo(authors);

beforeAll(async () => {
  const first = {
    id: fx.s.employee.id,
    email: fx.s.employee.businessEmail,
    lastName: fx.s.employee.lastName!,
    token: await login(fx.t, fx.s.employee.businessEmail),
  };
  authors = [first, ...(await addEmployees(fx.t, fx.s.org.id, 4))];
  bystanders = await addEmployees(fx.t, fx.s.org.id, 2);
  optedOut = (await addEmployees(fx.t, fx.s.org.id, 1))[0]!;
  const off = await post(fx.t, '/employee/setMyReminder', { on: false }, optedOut.token);
  expect(off.status).toBe(200);
  expect(off.body.data).toEqual({ on: false });
  disabled = (await addEmployees(fx.t, fx.s.org.id, 1))[0]!;
  await fx.t.db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, disabled.id));
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

  it('sends the weekly reminder to every active employee who has it on, authors or not; it names nothing and is not timed by a reply', async () => {
    const { runMyVoyceReminder } = await later<MyVoyceReminderModule>('jobs/myvoyce-reminder.ts');
    await reply([insights[4]!.id]);
    // The reminder runs at its hour, not on the reply: here, a moment that is not the reply's.
    await sleep(2100);
    await runMyVoyceReminder(deps(), new Date());
    const mails = await mailTo([...authors, ...bystanders, optedOut, disabled]);
    // Authors with news and employees who never wrote: one list, so it says nothing about news.
    expect(mails.map((m) => m.to).sort()).toEqual([...authors, ...bystanders].map((a) => a.email).sort());
    // One text for everybody.
    expect(new Set(mails.map((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`)).size).toBe(1);

    const secrets = [replyText, ...insights.flatMap((i) => [i.id, i.body, i.body.split(' ')[0]!])];
    for (const m of mails) {
      const text = `${m.subject}\n${m.text}\n${m.html ?? ''}`;
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    // Neither the call's clock nor the reply rows' own time may sit near a reminder.
    const stored = await fx.t.db
      .select({ createdAt: submissionMessages.createdAt })
      .from(submissionMessages)
      .where(and(eq(submissionMessages.organizationId, fx.s.org.id), eq(submissionMessages.createdBy, 'leader')));
    expect(stored.length).toBe(5);
    const times = [...replyTimes, ...stored.map((r) => r.createdAt.getTime())];
    for (const m of mails) for (const at of times) expect(Math.abs(m.createdAt.getTime() - at)).toBeGreaterThanOrEqual(2000);
  });

  it('takes an employee who turns the reminder back on from the next send', async () => {
    const { runMyVoyceReminder } = await later<MyVoyceReminderModule>('jobs/myvoyce-reminder.ts');
    const on = await post(fx.t, '/employee/setMyReminder', { on: true }, optedOut.token);
    expect(on.body.data).toEqual({ on: true });
    expect((await post(fx.t, '/employee/findMyReminder', {}, optedOut.token)).body.data).toEqual({ on: true });
    await runMyVoyceReminder(deps(), new Date(Date.now() + 7 * 24 * 3600_000));
    expect((await mailTo([optedOut])).length).toBe(1);
  });
});
