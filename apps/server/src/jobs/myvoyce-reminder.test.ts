import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { post } from '../../test/fixtures.ts';
import { useTestOrg } from '../../test/org-fixture.ts';
import { addEmployees } from '../../test/anonymity-adversary/adversary.ts';
import { memberships, outbox, users } from '../db/schema/index.ts';
import { runMyVoyceReminder } from './myvoyce-reminder.ts';

const fx = useTestOrg({ signIn: ['leader', 'employee'] });
const deps = () => ({ db: fx.t.db, appUrl: fx.t.config.appUrl });
const bytes = (m: { subject: string; text: string; html: string | null }) => Buffer.from(JSON.stringify([m.subject, m.text, m.html]));

describe('the weekly "Check MyVoyce" reminder', () => {
  it('sends byte-identical mail to an employee with news and one without', async () => {
    const org = fx.s.org.id;
    const sent = await post(fx.t, '/employee/submitInsight', { body: 'The car park lights are out again.' }, fx.employee);
    expect(sent.status).toBe(200);
    const id: string = sent.body.data.id;
    // News for the author: a leader's reply and a reveal request.
    expect(
      (await post(fx.t, '/replySubmission', { filter: { organizationId: org, ids: [id] }, response: 'On it.' }, fx.leader)).status,
    ).toBe(200);
    expect((await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: org }, submissionId: id }, fx.leader)).status).toBe(
      200,
    );
    const [other] = await addEmployees(fx.t, org, 1);

    await runMyVoyceReminder(deps(), new Date());
    const [withNews] = await fx.t.db.select().from(outbox).where(eq(outbox.to, fx.s.employee.businessEmail));
    const [without] = await fx.t.db.select().from(outbox).where(eq(outbox.to, other!.email));
    expect(withNews?.kind).toBe('myvoyce-reminder');
    expect(without?.kind).toBe('myvoyce-reminder');
    expect(bytes(withNews!).equals(bytes(without!))).toBe(true);
    expect(withNews!.text).toContain(`${fx.t.config.appUrl}/my`);
  });

  it('goes to active employees only, never to leaders, pending invites or disabled accounts, and once per send', async () => {
    const org = fx.s.org.id;
    const [pending, disabled] = await addEmployees(fx.t, org, 2);
    await fx.t.db.update(memberships).set({ inviteStatus: 'pending' }).where(eq(memberships.userId, pending!.id));
    await fx.t.db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, disabled!.id));
    const now = new Date(Date.now() + 7 * 24 * 3600_000);
    await runMyVoyceReminder(deps(), now);
    // A retried tick queues nothing twice.
    await runMyVoyceReminder(deps(), now);
    const kinds = async (email: string) =>
      (await fx.t.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => m.kind === 'myvoyce-reminder');
    expect(await kinds(fx.s.admin.businessEmail)).toEqual([]);
    expect(await kinds(pending!.email)).toEqual([]);
    expect(await kinds(disabled!.email)).toEqual([]);
    // This week's and last test's: one each.
    expect((await kinds(fx.s.employee.businessEmail)).length).toBe(2);
  });

  it('lets an employee turn it off and on; bad input is a 400', async () => {
    expect((await post(fx.t, '/employee/findMyReminder', {}, fx.employee)).body.data).toEqual({ on: true });
    expect((await post(fx.t, '/employee/setMyReminder', { on: false }, fx.employee)).body.data).toEqual({ on: false });
    expect((await post(fx.t, '/employee/findMyReminder', {}, fx.employee)).body.data).toEqual({ on: false });
    await runMyVoyceReminder(deps(), new Date(Date.now() + 14 * 24 * 3600_000));
    const mine = await fx.t.db.select().from(outbox).where(eq(outbox.to, fx.s.employee.businessEmail));
    expect(mine.filter((m) => m.kind === 'myvoyce-reminder').length).toBe(2);
    expect((await post(fx.t, '/employee/setMyReminder', { on: 'yes' }, fx.employee)).status).toBe(400);
    expect((await post(fx.t, '/employee/setMyReminder', {}, fx.employee)).status).toBe(400);
    // A leader has no MyVoyce reminder to set.
    expect((await post(fx.t, '/employee/setMyReminder', { on: false }, fx.leader)).status).toBe(403);
    expect((await post(fx.t, '/employee/setMyReminder', { on: true }, fx.employee)).body.data).toEqual({ on: true });
  });
  // Last: it sends a third week to the organisation's employee, which the tests above count.
  it("writes it in each employee's language: byte-identical within a language, news or none; English without one", async () => {
    const org = fx.s.org.id;
    const [es1, es2, ar1, ar2, none] = await addEmployees(fx.t, org, 5);
    const lang = (p: { id: string }, language: 'es' | 'ar') => fx.t.db.update(users).set({ language }).where(eq(users.id, p.id));
    await Promise.all([lang(es1!, 'es'), lang(es2!, 'es'), lang(ar1!, 'ar'), lang(ar2!, 'ar')]);
    // News for one Spanish reader only: a leader's reply to their insight.
    const sent = await post(fx.t, '/employee/submitInsight', { body: 'The night shift rota changes too late.' }, es1!.token);
    expect(sent.status).toBe(200);
    const id: string = sent.body.data.id;
    expect(
      (await post(fx.t, '/replySubmission', { filter: { organizationId: org, ids: [id] }, response: 'Noted.' }, fx.leader)).status,
    ).toBe(200);

    const now = new Date(Date.now() + 21 * 24 * 3600_000);
    await runMyVoyceReminder(deps(), now);
    const day = now.toISOString().slice(0, 10);
    const mailOf = async (p: { id: string }) =>
      (
        await fx.t.db
          .select()
          .from(outbox)
          .where(eq(outbox.dedupeKey, `myvoyce-reminder:${org}:${day}:${p.id}`))
      )[0]!;
    const [a, b, c, d, e] = await Promise.all([es1!, es2!, ar1!, ar2!, none!].map(mailOf));
    expect(bytes(a!).equals(bytes(b!))).toBe(true);
    expect(bytes(c!).equals(bytes(d!))).toBe(true);
    expect(a!.subject).toBe('Revisa MyVoyce');
    expect(c!.html).toContain('dir="rtl"');
    expect(e!.subject).toBe('Check MyVoyce');
    expect(bytes(a!).equals(bytes(c!))).toBe(false);
    // Everyone without a language gets the English bytes, as before.
    const [english] = await fx.t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `myvoyce-reminder:${org}:${day}:${fx.s.employee.id}`));
    expect(bytes(english!).equals(bytes(e!))).toBe(true);
    for (const m of [a, b, c, d, e]) expect(m!.text).toContain(`${fx.t.config.appUrl}/my`);
  });
});
