import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Permissions } from '@voyce/contracts/roles';
import { createTestApp, TEST_SECRET_KEY, type TestApp } from '../../test/test-app.ts';
import { post, seedOrg } from '../../test/fixtures.ts';
import { createSession } from '../modules/auth/auth.repository.ts';
import { memberships, outbox, reachouts, roles, submissionGroups, submissions, users } from '../db/schema/index.ts';
import { createDispatcher } from '../mail/dispatcher.ts';
import { createTransport } from '../mail/transport.ts';
import { releaseHeldAnswers } from './release-answers.ts';
import { runLeaderDigest } from './leader-digest.ts';

/** The real path: the job queues, the dispatcher delivers over SMTP, we read what arrived. */
type Received = { to: string; subject: string; text: string; html: string };
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];

/** The decoded text and HTML parts of a raw message (nodemailer writes quoted-printable). */
function parse(raw: string, to: string): Received {
  const qp = (s: string) =>
    Buffer.from(
      s
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
        .split('')
        .map((c) => c.charCodeAt(0)),
    ).toString('utf8');
  const part = (type: string) => {
    const m = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(raw);
    return m ? qp(m[1]!) : '';
  };
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const subject = folded.replace(/\r?\n[ \t]/g, ' ').replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_m, q: string) => qp(q.replace(/_/g, ' ')));
  return { to, subject, text: part('text/plain'), html: part('text/html') };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push(parse(raw, session.envelope.rcptTo.map((r) => r.address).join(',')));
        callback();
      });
    },
  });
  await new Promise<void>((res) => smtp.listen(0, '127.0.0.1', () => res()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((res) => smtp.close(() => res())));

const DAY = 86_400_000;
const NONE: Permissions = { insights: 'none', reachouts: 'none', reports: 'none', settings: 'none', users: 'none' };
/** Next Monday 08:00 UTC: its week (the seven days before) holds today, when the release job stamps. */
function nextMonday(): Date {
  const today = new Date(new Date().toISOString().slice(0, 10));
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
  return new Date(monday.getTime() + 7 * DAY + 8 * 3600_000);
}

describe('the leaders’ weekly digest, delivered over SMTP', () => {
  let t: TestApp;
  const log = pino({ level: 'silent' });
  const sendAt = nextMonday();
  const weekStart = new Date(sendAt.getTime() - 8 * 3600_000 - 7 * DAY);
  const lastWeek = new Date(weekStart.getTime() - 3 * DAY);
  let s: Awaited<ReturnType<typeof seedOrg>>;
  const leaders: Record<'full' | 'counts' | 'reach' | 'none' | 'optedOut' | 'disabled', { id: string; email: string }> = {} as never;
  const deliver = async () => {
    const dispatcher = createDispatcher(t.db, createTransport(`smtp://127.0.0.1:${port}`, 'Voyce <no-reply@voyce.test>', log), log);
    await dispatcher.drain();
  };
  const mailTo = (who: keyof typeof leaders) => received.filter((m) => m.to === leaders[who].email);
  const deps = () => ({ db: t.db, appUrl: t.config.appUrl, secretKey: TEST_SECRET_KEY });

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedOrg(t.db);
    const org = s.org.id;
    const leader = async (name: string, permissions: Permissions | null, digest = true, disabled = false) => {
      const [u] = await t.db
        .insert(users)
        .values({ businessEmail: `${name}-${org.slice(0, 6)}@example.com`, firstName: name, lastName: 'Leader' })
        .returning();
      const roleId = permissions
        ? (
            await t.db
              .insert(roles)
              .values({ organizationId: org, name: `Role ${name}`, permissions })
              .returning()
          )[0]!.id
        : null;
      await t.db
        .insert(memberships)
        .values({ organizationId: org, userId: u!.id, role: 'admin', roleId, inviteStatus: 'accepted', leaderDigest: digest, disabled });
      return { id: u!.id, email: u!.businessEmail };
    };
    leaders.full = await leader('Fiona', null);
    leaders.counts = await leader('Carl', { ...NONE, reports: 'view' });
    leaders.reach = await leader('Rita', { ...NONE, reachouts: 'view' });
    leaders.none = await leader('Nora', NONE);
    leaders.optedOut = await leader('Otto', null, false);
    leaders.disabled = await leader('Dora', null, true, true);

    // Insights: a hot topic (3 this week, 1 the week before), a new topic (2), an emergency.
    const topic = async (title: string, createdAt: Date, count: number) =>
      (
        await t.db
          .insert(submissionGroups)
          .values({ organizationId: org, topic: title, theme: 'Workplace', submissionCount: count, createdAt })
          .returning()
      )[0]!.id;
    const parking = await topic('Car park lighting at night', lastWeek, 4);
    const rota = await topic('Weekend rota fairness', weekStart, 2);
    const insight = (topicId: string | null, day: Date, body: string, emergencyTypes: string[] = []) =>
      t.db.insert(submissions).values({ organizationId: org, topicId, body, stage: 'processed', createdAt: day, emergencyTypes });
    await insight(parking, lastWeek, 'The car park is dark since March.');
    for (const b of ['Lights out again by bay 4.', 'Nobody fixed the lamp posts.', 'I fell in the dark car park.'])
      await insight(parking, weekStart, b);
    await insight(rota, weekStart, 'The same people always work Sundays.');
    await insight(rota, weekStart, 'Rota favours the manager’s friends.', ['harassment']);
    // Not yet visible to leaders: must not count.
    await t.db
      .insert(submissions)
      .values({ organizationId: org, topicId: rota, body: 'Still being processed.', stage: 'processing', createdAt: weekStart });

    // Reach-outs (k 5): one released at 5 answers, one held at 4, one released and then held
    // again by a raised k of its own (6).
    const reachout = async (title: string, answers: number) => {
      const [r] = await t.db
        .insert(reachouts)
        .values({ organizationId: org, title, body: title, sendAs: 'organization', audienceSize: 8, minGroupSize: 5 })
        .returning();
      for (let i = 0; i < answers; i++)
        await t.db
          .insert(submissions)
          .values({ organizationId: org, reachoutId: r!.id, body: `Answer ${i} to ${title}`, stage: 'held', createdAt: weekStart });
      return r!.id;
    };
    await reachout('Hybrid work pulse', 5);
    await reachout('Canteen survey', 4);
    const raised = await reachout('Parking survey', 5);
    await releaseHeldAnswers(t.db);
    await t.db.update(reachouts).set({ minGroupSize: 6 }).where(eq(reachouts.id, raised));

    await runLeaderDigest(deps(), sendAt);
    await deliver();
  });
  afterAll(() => t.close());

  it('gives a leader who may view insights the figures with trends, the topic titles and links', async () => {
    const [mail] = mailTo('full');
    expect(mailTo('full')).toHaveLength(1);
    expect(mail!.subject).toContain('Your weekly Voyce digest');
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain('New insights: 5 (4 more than last week)');
    expect(text).toContain('Emergencies raised: 1 (1 more than last week)');
    expect(text).toContain('New topics: 1 (same as last week)');
    expect(text).toContain('Car park lighting at night: 3 new insights (2 more than last week)');
    expect(text).toContain('Weekend rota fairness');
    expect(text).toContain('Hybrid work pulse: 5 of 8 answered (63%)');
    expect(mail!.html).toContain(`href="${t.config.appUrl}/dashboard"`);
    expect(mail!.html).toMatch(new RegExp(`href="${t.config.appUrl}/insights/topics/[0-9a-f-]{36}"`));
    expect(mail!.html).toMatch(new RegExp(`href="${t.config.appUrl}/reachouts/[0-9a-f-]{36}"`));
    expect(mail!.html).toContain('/api/leaderDigest/unsubscribe/');
    // E-mail-safe: tables and inline styles, no scripts, no external resources.
    expect(mail!.html).not.toMatch(/<script|<link|<img|url\(/i);
    // DIGEST_HTML_DIR=<dir>: each role's e-mail as a file, for a look in a browser.
    const dir = process.env.DIGEST_HTML_DIR;
    if (dir) for (const who of ['full', 'counts', 'reach'] as const) await writeFile(`${dir}/${who}.html`, mailTo(who)[0]!.html);
  });

  it('never carries an insight’s words, an author or a moment of the day, for any role', () => {
    const all = received.filter((m) => Object.values(leaders).some((l) => l.email === m.to));
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) {
      const blob = `${m.subject}\n${m.text}\n${m.html}`;
      for (const words of ['Lights out again', 'lamp posts', 'fell in the dark', 'same people always', 'Answer 0', 'Still being processed'])
        expect(blob).not.toContain(words);
      expect(blob).not.toContain(s.employee.businessEmail);
      expect(blob.replace(/https?:\/\/[^\s"]+/g, '')).not.toMatch(/\d{1,2}:\d{2}/);
    }
  });

  it('gives a counts-only role (reports, not insights) the counts and no topic title', () => {
    const mails = mailTo('counts');
    expect(mails).toHaveLength(1);
    const blob = `${mails[0]!.subject}\n${mails[0]!.text}\n${mails[0]!.html}`;
    expect(mails[0]!.text).toContain('New insights: 5');
    expect(mails[0]!.text).toContain('Emergencies raised: 1');
    for (const title of ['Car park lighting', 'Weekend rota', 'Hybrid work pulse']) expect(blob).not.toContain(title);
    expect(blob).not.toContain('/insights/topics/');
    expect(blob).not.toContain('/dashboard');
  });

  it('shows reach-outs only to a role that may view them, and only with at least k answers shown', () => {
    const reach = mailTo('reach');
    expect(reach).toHaveLength(1);
    expect(reach[0]!.text).toContain('Hybrid work pulse: 5 of 8 answered');
    expect(reach[0]!.text).not.toContain('New insights');
    for (const m of [...reach, ...mailTo('full')]) {
      expect(`${m.text}${m.html}`).not.toContain('Canteen survey');
      expect(`${m.text}${m.html}`).not.toContain('Parking survey');
    }
  });

  it('sends nothing to a leader who did not opt in, a disabled one, or a role that may view none of it', () => {
    expect(mailTo('optedOut')).toEqual([]);
    expect(mailTo('disabled')).toEqual([]);
    expect(mailTo('none')).toEqual([]);
  });

  it('never sends one twice in a week: a retried tick, a second run days later', async () => {
    await runLeaderDigest(deps(), sendAt);
    await runLeaderDigest(deps(), new Date(sendAt.getTime() + 2 * DAY));
    await deliver();
    expect(mailTo('full')).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, leaders.full.email), eq(outbox.kind, 'leader-digest')));
    expect(rows).toHaveLength(1);
    // Sent: the body is gone from the outbox.
    expect(rows[0]!.text).toBe('');
  });

  it('unsubscribes from the link without signing in, after a confirmation, idempotently', async () => {
    const link = /href="[^"]*(\/api\/leaderDigest\/unsubscribe\/[^"?]+)"/.exec(mailTo('full')[0]!.html)![1]!;
    const digestOn = async () =>
      (
        await t.db
          .select({ on: memberships.leaderDigest })
          .from(memberships)
          .where(and(eq(memberships.organizationId, s.org.id), eq(memberships.userId, leaders.full.id)))
      )[0]!.on;
    // Opening the link (as a mail scanner would) only asks.
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Stop the weekly digest?');
    expect(opened.body).toContain('?confirm=yes');
    expect(await digestOn()).toBe(true);
    for (let i = 0; i < 2; i++) {
      const done = await t.app.inject({ method: 'GET', url: `${link}?confirm=yes` });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('You are unsubscribed');
      expect(await digestOn()).toBe(false);
    }
    // A forged or altered token changes nothing and says so.
    const forged = await t.app.inject({ method: 'GET', url: `${link.slice(0, -3)}xyz?confirm=yes` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link does not work');
    const odd = await t.app.inject({ method: 'GET', url: `${link}?confirm=maybe` });
    expect(odd.statusCode).toBe(400);
    // Next week: nothing for the leader who left, the others still get theirs.
    await runLeaderDigest(deps(), new Date(sendAt.getTime() + 7 * DAY));
    await deliver();
    expect(mailTo('full')).toHaveLength(1);
    expect(mailTo('counts')).toHaveLength(2);
  });

  it('lets a leader turn it on and off in My Account; bad input is a 400, an employee a 403', async () => {
    const token = await createSession(t.db, t.identity, leaders.none.id, 1);
    expect((await post(t, '/leaderDigest/findMine', {}, token)).body.data).toEqual({ on: true });
    const admin = await createSession(t.db, t.identity, s.admin.id, 1);
    expect((await post(t, '/leaderDigest/findMine', {}, admin)).body.data).toEqual({ on: false });
    expect((await post(t, '/leaderDigest/setMine', { on: true }, admin)).body.data).toEqual({ on: true });
    expect((await post(t, '/leaderDigest/findMine', {}, admin)).body.data).toEqual({ on: true });
    expect((await post(t, '/leaderDigest/setMine', { on: 'yes' }, admin)).status).toBe(400);
    expect((await post(t, '/leaderDigest/setMine', {}, admin)).status).toBe(400);
    expect((await post(t, '/leaderDigest/setMine', { on: false }, admin)).body.data).toEqual({ on: false });
    const employee = await createSession(t.db, t.identity, s.employee.id, 1);
    expect((await post(t, '/leaderDigest/setMine', { on: true }, employee)).status).toBe(403);
    expect((await post(t, '/leaderDigest/findMine', {})).status).toBe(401);
  });
});
