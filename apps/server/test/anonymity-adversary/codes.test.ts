import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { oneTimeCodes, sessions } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { createDispatcher } from '../../src/mail/dispatcher.ts';
import { createTransport } from '../../src/mail/transport.ts';
import { latestCode, login, mailsTo, post } from '../fixtures.ts';
import { captureTransport, holdsCode, later, logCapture, type RetentionModule } from './adversary.ts';
import { useTestOrg } from '../org-fixture.ts';

/**
 * Attack 6: whoever reads the outbox table, a log file or a backup finds sign-in codes (and,
 * with them, a way into a person's MyVoyce, where their insights are listed). Codes must never
 * sit in a subject or a log line, a delivered mail's body must not be kept, and used or expired
 * codes and dead sessions must be deleted.
 */
const appLog = logCapture();
const fx = useTestOrg({ app: { logDestination: appLog.destination }, signIn: [] });

/** Asks for a sign-in code the way the login page does, and reads it as the inbox owner would. */
async function requestCode(email: string, siteTarget: 'employee' | 'dashboard') {
  const res = await post(fx.t, '/user/requestOtp', { email, siteTarget, forceNewOtp: true });
  expect(res.status).toBe(200);
  return latestCode(fx.t.db, email);
}

describe('attack 6: codes at rest', () => {
  it('keeps the code out of subjects, log lines and, once delivered, the stored mail', async () => {
    const email = fx.s.employee.businessEmail;
    const code = await requestCode(email, 'employee');
    for (const m of await mailsTo(fx.t.db, email)) expect(holdsCode(m.subject, code), `subject "${m.subject}"`).toBe(false);

    // Real delivery: the dispatcher hands the mail to a mail server (here one that keeps it).
    const mailServer = captureTransport();
    const dispatchLog = logCapture();
    const delivered = await createDispatcher(fx.t.db, mailServer.transport, pino({ level: 'trace' }, dispatchLog.destination)).drain();
    expect(delivered).toBeGreaterThanOrEqual(1);
    // The person still gets their code...
    expect(mailServer.sent.some((m) => m.to === email && holdsCode(m.text, code))).toBe(true);
    // ...but the database no longer holds it, and no log line ever did.
    for (const m of await mailsTo(fx.t.db, email)) {
      expect(m.sentAt).not.toBeNull();
      expect(holdsCode(m.text, code), 'delivered text').toBe(false);
      expect(holdsCode(m.html, code), 'delivered html').toBe(false);
    }
    const leaking = [...appLog.lines, ...dispatchLog.lines].filter((line) => holdsCode(line, code));
    expect(leaking).toEqual([]);
  });

  it('keeps the code out of the log of a server without SMTP too', async () => {
    const code = await requestCode(fx.s.admin.businessEmail, 'dashboard');
    const lines = logCapture();
    const log = pino({ level: 'trace' }, lines.destination);
    expect(await createDispatcher(fx.t.db, createTransport(undefined, 'voyce@example.com', log), log).drain()).toBeGreaterThanOrEqual(1);
    expect(lines.lines.length).toBeGreaterThan(0);
    expect([...appLog.lines, ...lines.lines].filter((line) => holdsCode(line, code))).toEqual([]);
  });

  it('purges used and expired codes and expired or revoked sessions, and nothing live', async () => {
    // A code that was used to sign in, a code nobody asked to use yet, a code long expired.
    const used = await requestCode(fx.s.employee.businessEmail, 'employee');
    expect((await post(fx.t, '/user/verifyOtp', { email: fx.s.employee.businessEmail, code: used })).status).toBe(200);
    const pendingEmail = `pending-${fx.s.org.id.slice(0, 8)}@example.com`;
    expect((await post(fx.t, '/user/requestOtp', { email: pendingEmail, siteTarget: 'employee' })).status).toBe(200);
    const past = new Date(Date.now() - 86_400_000);
    await fx.t.db
      .insert(oneTimeCodes)
      .values({ email: 'expired@example.com', purpose: 'login', codeHash: 'x', createdAt: past, expiresAt: past });
    // A live session, a signed-out one, an expired one.
    const live = await login(fx.t, fx.s.admin.businessEmail);
    const signedOut = await login(fx.t, fx.s.employee.businessEmail);
    expect((await post(fx.t, '/user/logout', {}, signedOut)).status).toBe(200);
    const [expired] = await fx.t.db
      .insert(sessions)
      .values({
        userId: fx.s.employee.id,
        organizationId: fx.s.org.id,
        tokenHash: hashToken('expired-token'),
        createdAt: past,
        expiresAt: past,
      })
      .returning();

    const { purgeExpired } = await later<RetentionModule>('jobs/retention.repository.ts');
    await purgeExpired(fx.t.db, new Date());

    const codes = await fx.t.db.select().from(oneTimeCodes);
    expect(codes.filter((c) => c.consumedAt || c.verifiedAt || c.expiresAt <= new Date())).toEqual([]);
    expect(codes.map((c) => c.email)).toContain(pendingEmail);
    const left = await fx.t.db.select().from(sessions);
    const hashes = left.map((r) => r.tokenHash);
    expect(hashes).toContain(hashToken(live));
    expect(hashes).not.toContain(hashToken(signedOut));
    expect(left.filter((r) => r.revokedAt || r.expiresAt <= new Date())).toEqual([]);
    expect(await fx.t.db.select().from(sessions).where(eq(sessions.id, expired!.id))).toEqual([]);
    // The live session still works.
    expect((await post(fx.t, '/user/getProfile', {}, live)).status).toBe(200);
  });
});
