import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { post } from '../../test/fixtures.ts';
import { useTestOrg } from '../../test/org-fixture.ts';
import { addEmployees } from '../../test/anonymity-adversary/adversary.ts';
import { memberships, outbox } from '../db/schema/index.ts';
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
});
