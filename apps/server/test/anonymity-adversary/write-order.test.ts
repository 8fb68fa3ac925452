import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { outbox } from '../../src/db/schema/index.ts';
import { releaseHeldAnswers } from '../../src/jobs/release-answers.ts';
import { createDispatcher } from '../../src/mail/dispatcher.ts';
import { login, post, seedOrg, seedStructure } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import {
  captureTransport,
  later,
  namesPerson,
  plantEmployees,
  scanDatabase,
  sleep,
  uniqueWord,
  type Person,
  type ScannedRow,
} from './adversary.ts';

/**
 * Attack 7 ("write order"): on a quiet system an operator who can read the live
 * database or its files (a physical backup, a replica, pageinspect) sorts every row by the
 * transaction that wrote it (`xmin`) and by every timestamp, and sorts the mail log by send
 * time. Whatever names a person and is written when they sign in (a session, a code, the code's
 * e-mail) then sits next to the insight and the reach-out answer they write right after, and an
 * emergency alert caused by their insight leaves right after their code e-mail.
 *
 * k = 5 employees sign in (code, then verify) and each write an insight and a reach-out answer,
 * one after another. The attacker only looks at what was written during that quiet stretch, and
 * for each anonymous row guesses the person named by the nearest identity row before it and the
 * one after it (in xmin order, in time order, in the mail log). No guess may be right.
 */
const K = 5;
const TICK_MINUTES = 60;
const THREAT = 'He said he will hurt anyone in the Warehouse who reports him, and he brought a knife to the night shift.';

const mail = captureTransport();
/** When each mail left (the mail server's log), by its index in `mail.sent`. */
const sentAt: number[] = [];
let t: TestApp;
let people: (Person & { token?: string })[];
let contents: Map<string, string[]>;
let window: { fromXid: bigint; toXid: bigint; from: number; to: number };
let alerter: Person;

/** What a person reads in their inbox: the code of the newest mail to them. */
function codeMailedTo(email: string): string {
  const m = mail.sent.findLast((x) => x.to === email);
  const code = /\b(\d{6})\b/.exec(m?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

beforeAll(async () => {
  const recordingTransport = {
    send: async (m: Parameters<typeof mail.transport.send>[0]) => {
      await mail.transport.send(m);
      sentAt.push(Date.now());
    },
    close: () => {},
  };
  t = await createTestApp(
    { ALERT_MAIL_TICK_MINUTES: String(TICK_MINUTES) },
    // The reach-out's answers wait for the scheduled release (the model of a batch); mail that
    // the app sends at once goes to the same mail server as what the dispatcher delivers.
    { releaseAfterEachInsight: false, transport: recordingTransport },
  );
  // The dispatcher of a running server, delivering whatever is due after each request.
  const dispatcher = createDispatcher(t.db, recordingTransport, pino({ level: 'silent' }));
  const deliver = () => dispatcher.drain();

  const s = await seedOrg(t.db);
  const st = await seedStructure(t.db, s.org.id);
  // Members of long standing (ESTABLISHED), so they count towards k; no session: each signs in.
  people = await plantEmployees(t, s.org.id, K, st.warehouse.id);
  const leader = await login(t, s.admin.businessEmail);
  const sent = await post(
    t,
    '/sendParticipationMessage',
    { organizationId: s.org.id, message: 'What slows the night shift down?', departmentIds: [st.warehouse.id], sendAs: 'myself' },
    leader,
  );
  expect(sent.status).toBe(200);
  const reachoutId = sent.body.data.reachout.id as string;
  await deliver();

  // Everything happens within one tick of the alert schedule: a run that would straddle a
  // tick waits for it first (at most a minute, and only then).
  const tickMs = TICK_MINUTES * 60_000;
  const untilTick = tickMs - (Date.now() % tickMs);
  if (untilTick < 60_000) await sleep(untilTick + 500);
  await sleep(1100);

  // The quiet stretch starts here: everything before it is the organisation's setup.
  const xid = async () => BigInt((await t.db.execute<{ x: string }>(sql`select txid_current()::text as x`)).rows[0]!.x);
  window = { fromXid: await xid(), toXid: 0n, from: Date.now(), to: 0 };

  // They sign in and write in an order that is not the order their accounts were made in.
  const order = [2, 0, 4, 1, 3].map((i) => people[i]!);
  alerter = order[1]!;
  contents = new Map();
  for (const p of order) {
    expect((await post(t, '/user/requestOtp', { email: p.email, siteTarget: 'employee' })).status).toBe(200);
    await deliver();
    const verified = await post(t, '/user/verifyOtp', { email: p.email, code: codeMailedTo(p.email), referrerUrl: 'http://localhost/my' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    p.token = verified.body.data.authorization as string;
    const markers = [uniqueWord('Mark'), uniqueWord('Mark')];
    const body = p === alerter ? `${THREAT} ${markers[0]}` : `${markers[0]} the forklift brakes are soft again`;
    expect((await post(t, '/employee/submitInsight', { body }, p.token)).status).toBe(200);
    await deliver();
    const answer = `${markers[1]} we wait for the one working scanner`;
    expect((await post(t, '/employee/respondToReachout', { reachoutId, body: answer }, p.token)).status).toBe(200);
    await deliver();
    contents.set(p.id, markers);
  }
  await releaseHeldAnswers(t.db);
  await deliver();
  window.toXid = await xid();
  window.to = Date.now();
}, 120_000);
afterAll(() => t?.close());

type Event = { key: number | bigint; who: string; kind: 'identity' | 'content'; what: string };

/**
 * The attacker: sorted by `key`, each anonymous event is paired with the person named by the
 * nearest identity event before it and the nearest after it. Answers the right guesses.
 */
function nearestGuesses(events: Event[]): string[] {
  const sorted = [...events].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const right: string[] = [];
  sorted.forEach((e, i) => {
    if (e.kind !== 'content') return;
    const before = sorted.slice(0, i).findLast((x) => x.kind === 'identity');
    const after = sorted.slice(i + 1).find((x) => x.kind === 'identity');
    for (const n of [before, after]) if (n && n.who === e.who) right.push(`${n.what} sits next to ${e.what}`);
  });
  return [...new Set(right)];
}

/** Rows of a person's insight and answer: those holding its text, and those holding their ids. */
function contentRows(rows: ScannedRow[]): Map<ScannedRow, string> {
  const out = new Map<ScannedRow, string>();
  for (const p of people) {
    for (const marker of contents.get(p.id)!) {
      const direct = rows.filter((r) => r.text.includes(marker));
      expect(direct.length, marker).toBeGreaterThan(0);
      const ids = direct.map((r) => r.row.id).filter((id): id is string => typeof id === 'string');
      for (const r of rows) if (direct.includes(r) || ids.some((id) => r.text.includes(id))) out.set(r, p.id);
    }
  }
  return out;
}

const inWindow = (r: ScannedRow) => BigInt(r.xmin) > window.fromXid && BigInt(r.xmin) < window.toXid;

describe('attack 7: the order in which rows and mails were written', () => {
  it('pairs no employee with their insight or answer by xmin', async () => {
    const rows = await scanDatabase(t.db);
    const content = contentRows(rows);
    const events: Event[] = [];
    for (const r of rows.filter(inWindow)) {
      const owner = content.get(r);
      if (owner) events.push({ key: BigInt(r.xmin), who: owner, kind: 'content', what: `${r.table} (xmin ${r.xmin})` });
      for (const p of people) {
        if (!owner && namesPerson(r, p))
          events.push({ key: BigInt(r.xmin), who: p.id, kind: 'identity', what: `${r.table} (xmin ${r.xmin})` });
      }
    }
    expect(events.filter((e) => e.kind === 'content').length).toBeGreaterThanOrEqual(2 * K);
    expect(nearestGuesses(events)).toEqual([]);
  });

  it('pairs no employee with their insight or answer by any timestamp column', async () => {
    const rows = await scanDatabase(t.db);
    const content = contentRows(rows);
    const events: Event[] = [];
    for (const r of rows) {
      const owner = content.get(r);
      for (const [column, at] of Object.entries(r.times)) {
        if (at < window.from || at > window.to) continue;
        const what = `${r.table}.${column} (${new Date(at).toISOString()})`;
        if (owner) events.push({ key: at, who: owner, kind: 'content', what });
        else for (const p of people) if (namesPerson(r, p)) events.push({ key: at, who: p.id, kind: 'identity', what });
      }
    }
    expect(nearestGuesses(events)).toEqual([]);
  });

  it('pairs no employee with the emergency alert their insight caused, in the mail log', async () => {
    const rows = await scanDatabase(t.db);
    const content = contentRows(rows);
    const contentIds = [...content.entries()].flatMap(([r, who]) => (typeof r.row.id === 'string' ? [[r.row.id, who] as const] : []));
    const ownerOf = (text: string) => contentIds.find(([id]) => text.includes(id))?.[1];
    // What the mail server logged, and what is still waiting in the outbox for its due time.
    const events: Event[] = [];
    mail.sent.forEach((m, i) => {
      const owner = ownerOf(m.text);
      const person = people.find((p) => p.email === m.to);
      if (owner) events.push({ key: sentAt[i]!, who: owner, kind: 'content', what: `alert sent ${new Date(sentAt[i]!).toISOString()}` });
      else if (person && sentAt[i]! >= window.from)
        events.push({
          key: sentAt[i]!,
          who: person.id,
          kind: 'identity',
          what: `mail to ${m.to} at ${new Date(sentAt[i]!).toISOString()}`,
        });
    });
    const waiting = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.sentAt} is null`);
    for (const m of waiting) {
      const owner = ownerOf(m.text);
      if (owner)
        events.push({ key: m.nextAttemptAt.getTime(), who: owner, kind: 'content', what: `alert due ${m.nextAttemptAt.toISOString()}` });
    }
    const alerts = events.filter((e) => e.kind === 'content');
    expect(alerts.length, 'the threat reached the safety contact').toBeGreaterThan(0);
    expect(alerts.every((a) => a.who === alerter.id)).toBe(true);
    expect(nearestGuesses(events)).toEqual([]);
    // The honest measure: the alert leaves at a tick, so whoever got a code mail since the
    // previous tick is as likely its author. That is every one of the k.
    const tickMs = TICK_MINUTES * 60_000;
    for (const a of alerts) {
      const since = Number(a.key) - tickMs;
      const candidates = new Set(events.filter((e) => e.kind === 'identity' && e.key >= since && e.key <= a.key).map((e) => e.who));
      expect(candidates.size, a.what).toBeGreaterThanOrEqual(K);
    }
  });

  it('a copy of the identity store (a Redis snapshot) dates each sign-in to the hour only', async () => {
    const { sessionIdOf } = await later<typeof import('../../src/lib/identity-store.ts')>('lib/identity-store.ts');
    for (const p of people) {
      const session = await t.identity.getSession(sessionIdOf(hashToken(p.token!)));
      expect(session, p.email).not.toBeNull();
      // Redis keeps each key's expiry: an exact one is the sign-in's moment plus SESSION_TTL_HOURS.
      expect(session!.expiresAt % 3_600_000).toBe(0);
    }
  });
});
