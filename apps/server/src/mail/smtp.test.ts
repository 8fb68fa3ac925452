import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post, seedOrg } from '../../test/fixtures.ts';
import { createDispatcher } from './dispatcher.ts';
import { queueMail } from './outbox.repository.ts';
import { createTransport } from './transport.ts';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';

type Received = { to: string; raw: string };
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];
let failNext = 0;
/** Refuse the next recipient, quoting the address as real servers do. */
let refuseRecipient = false;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refuseRecipient) return callback();
      refuseRecipient = false;
      const err = new Error(`<${address.address}>: Recipient address rejected: mailbox full`) as Error & { responseCode: number };
      err.responseCode = 452;
      callback(err);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        if (failNext > 0) {
          failNext--;
          return callback(new Error('mailbox busy'));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((res) => smtp.listen(0, '127.0.0.1', () => res()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((res) => smtp.close(() => res())));

const smtpUrl = () => `smtp://127.0.0.1:${port}`;
const FROM = 'Voyce <no-reply@voyce.test>';

describe('sign-in codes over SMTP, sent at once from memory', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { transport: createTransport(smtpUrl(), FROM, pino({ level: 'silent' })), logDestination: { write: (l) => void lines.push(l) } },
    );
  });
  afterAll(() => t.close());

  it('delivers the sign-in code to an SMTP server, and the code from that e-mail signs in; no outbox row', async () => {
    const s = await seedOrg(t.db);
    await post(t, '/user/requestOtp', { email: s.admin.businessEmail, siteTarget: 'dashboard' });
    await vi.waitFor(() => expect(received.some((m) => m.to === s.admin.businessEmail)).toBe(true), { timeout: 5000 });
    const mail = received.find((m) => m.to === s.admin.businessEmail)!;
    const code = /is (\d{6})\./.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.raw).not.toMatch(new RegExp(`Subject:[^\n]*${code}`));
    // The code e-mail never touched PostgreSQL.
    expect(await t.db.select().from(outbox).where(eq(outbox.to, s.admin.businessEmail))).toEqual([]);
    expect((await post(t, '/user/verifyOtp', { email: s.admin.businessEmail, code })).status).toBe(200);
  });

  it('retries a refused code e-mail from memory, logging neither the address nor the code', async () => {
    const s = await seedOrg(t.db);
    refuseRecipient = true;
    await post(t, '/user/requestOtp', { email: s.employee.businessEmail, siteTarget: 'employee' });
    // The first try is refused; the retry two seconds later goes through, once.
    await vi.waitFor(() => expect(received.some((m) => m.to === s.employee.businessEmail)).toBe(true), { timeout: 8000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((m) => m.to === s.employee.businessEmail)).toHaveLength(1);
    const failed = lines.filter((l) => l.includes('code e-mail delivery failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('[recipient]');
    expect(failed[0]).not.toContain(s.employee.businessEmail);
    const code = /is (\d{6})\./.exec(received.find((m) => m.to === s.employee.businessEmail)!.raw)![1]!;
    expect(lines.filter((l) => l.includes(code))).toEqual([]);
  });
});

describe('outbox mail over SMTP (the dispatcher)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const queue = (to: string) => queueMail(t.db, { kind: 'test', to, subject: 'A reach-out', text: 'Please answer in MyVoyce.' });

  it('logs a refused delivery by outbox id, never by the address the server quoted', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const dispatcher = createDispatcher(t.db, createTransport(smtpUrl(), FROM, log), log);
    refuseRecipient = true;
    await queue('refused-person@example.com');
    await dispatcher.drain();
    const failed = lines.filter((l) => l.includes('mail delivery failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('[recipient]');
    expect(failed[0]).not.toContain('refused-person@example.com');
  });

  it('retries a failed delivery later instead of losing it, and never sends one twice', async () => {
    const log = pino({ level: 'silent' });
    const dispatcher = createDispatcher(t.db, createTransport(smtpUrl(), FROM, log), log);
    failNext = 1;
    await queue('busy-person@example.com');
    await dispatcher.drain();
    expect(received.filter((m) => m.to === 'busy-person@example.com')).toHaveLength(0);
    await t.pool.query(`update outbox set next_attempt_at = now() where sent_at is null`);
    await dispatcher.drain();
    await dispatcher.drain();
    expect(received.filter((m) => m.to === 'busy-person@example.com')).toHaveLength(1);
  });
});
