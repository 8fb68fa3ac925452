import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post, seedOrg } from '../../test/fixtures.ts';
import { createDispatcher } from './dispatcher.ts';
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

describe('real mail over SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers the sign-in code to an SMTP server, and the code from that e-mail signs in', async () => {
    const s = await seedOrg(t.db);
    const log = pino({ level: 'silent' });
    const dispatcher = createDispatcher(t.db, createTransport(`smtp://127.0.0.1:${port}`, 'Voyce <no-reply@voyce.test>', log), log);
    await post(t, '/user/requestOtp', { email: s.admin.businessEmail, siteTarget: 'dashboard' });
    expect(await dispatcher.drain()).toBeGreaterThanOrEqual(1);
    const mail = received.find((m) => m.to === s.admin.businessEmail);
    expect(mail).toBeDefined();
    const code = /is (\d{6})\./.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code travelled in the body only, and the outbox keeps no body once it is sent.
    expect(mail!.raw).not.toMatch(new RegExp(`Subject:[^\n]*${code}`));
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, s.admin.businessEmail));
    expect(`${row!.subject} ${row!.text} ${row!.html ?? ''}`).not.toContain(code!);
    const res = await post(t, '/user/verifyOtp', { email: s.admin.businessEmail, code });
    expect(res.status).toBe(200);
  });

  it('logs a refused delivery by outbox id, never by the address the server quoted', async () => {
    const s = await seedOrg(t.db);
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const dispatcher = createDispatcher(t.db, createTransport(`smtp://127.0.0.1:${port}`, 'Voyce <no-reply@voyce.test>', log), log);
    refuseRecipient = true;
    await post(t, '/user/requestOtp', { email: s.employee.businessEmail, siteTarget: 'employee' });
    await dispatcher.drain();
    const failed = lines.filter((l) => l.includes('mail delivery failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('[recipient]');
    expect(failed[0]).not.toContain(s.employee.businessEmail);
  });

  it('retries a failed delivery later instead of losing it, and never sends one twice', async () => {
    const s = await seedOrg(t.db);
    const log = pino({ level: 'silent' });
    const dispatcher = createDispatcher(t.db, createTransport(`smtp://127.0.0.1:${port}`, 'Voyce <no-reply@voyce.test>', log), log);
    failNext = 1;
    await post(t, '/user/requestOtp', { email: s.employee.businessEmail, siteTarget: 'employee' });
    await dispatcher.drain();
    expect(received.filter((m) => m.to === s.employee.businessEmail)).toHaveLength(0);
    await t.pool.query(`update outbox set next_attempt_at = now() where sent_at is null`);
    await dispatcher.drain();
    await dispatcher.drain();
    expect(received.filter((m) => m.to === s.employee.businessEmail)).toHaveLength(1);
  });
});
