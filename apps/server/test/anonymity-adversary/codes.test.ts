import { describe, expect, it } from 'vitest';
import { codeKey, sessionIdOf } from '../../src/lib/identity-store.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { latestCode, login, mailsTo, post } from '../fixtures.ts';
import { captureTransport, holdsCode, logCapture, scanDatabase } from './adversary.ts';
import { useTestOrg } from '../org-fixture.ts';
import { seedOrg } from '../fixtures.ts';
import { createTestApp } from '../test-app.ts';

/**
 * Attack 6: whoever reads the outbox table, a log file or a backup finds sign-in codes (and,
 * with them, a way into a person's MyVoyce, where their insights are listed). Codes must never
 * sit in a subject or a log line, the database must never hold one (code e-mails go to the mail
 * server from memory), and used codes and ended sessions must be deleted at once.
 */
const appLog = logCapture();
/** The mail server the app hands code e-mails to (one that keeps them). */
const mailServer = captureTransport();
const fx = useTestOrg({ app: { logDestination: appLog.destination, transport: mailServer.transport }, signIn: [] });

/** Asks for a sign-in code the way the login page does, and reads it as the inbox owner would. */
async function requestCode(email: string, siteTarget: 'employee' | 'dashboard') {
  const res = await post(fx.t, '/user/requestOtp', { email, siteTarget, forceNewOtp: true });
  expect(res.status).toBe(200);
  return latestCode(fx.t, email);
}

describe('attack 6: codes at rest', () => {
  it('keeps the code out of subjects, log lines and the database', async () => {
    const email = fx.s.employee.businessEmail;
    const code = await requestCode(email, 'employee');
    for (const m of await mailsTo(fx.t, email)) expect(holdsCode(m.subject, code), `subject "${m.subject}"`).toBe(false);
    // The person gets their code from the mail server...
    expect(mailServer.sent.some((m) => m.to === email && holdsCode(m.text, code))).toBe(true);
    // ...but no table holds it, nor a row of its e-mail, and no log line ever did.
    const rows = await scanDatabase(fx.t.db);
    expect(rows.filter((r) => holdsCode(r.text, code)).map((r) => r.table)).toEqual([]);
    expect(rows.filter((r) => r.text.toLowerCase().includes(email.toLowerCase()) && r.table === 'outbox')).toEqual([]);
    expect(appLog.lines.filter((line) => holdsCode(line, code))).toEqual([]);
  });

  it('keeps the code out of the log of a server without SMTP too', async () => {
    const t = await createTestApp({}, { logDestination: appLog.destination });
    try {
      const s = await seedOrg(t.db);
      expect((await post(t, '/user/requestOtp', { email: s.admin.businessEmail, siteTarget: 'dashboard', forceNewOtp: true })).status).toBe(
        200,
      );
      const code = await latestCode(t, s.admin.businessEmail);
      expect(appLog.lines.some((line) => line.includes('no SMTP_URL'))).toBe(true);
      expect(appLog.lines.filter((line) => holdsCode(line, code))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('deletes a code as it is used and a session as it ends; keeps what is live', async () => {
    const store = fx.t.identity;
    // A code used to sign in, and a code nobody used yet.
    const used = await requestCode(fx.s.employee.businessEmail, 'employee');
    expect((await post(fx.t, '/user/verifyOtp', { email: fx.s.employee.businessEmail, code: used })).status).toBe(200);
    expect(await store.getCode(codeKey(fx.s.employee.businessEmail, 'login'))).toBeNull();
    const pendingEmail = fx.s.admin.businessEmail;
    await requestCode(pendingEmail, 'dashboard');
    expect(await store.getCode(codeKey(pendingEmail, 'login'))).not.toBeNull();
    // A live session, a signed-out one, an expired one.
    const live = await login(fx.t, fx.s.admin.businessEmail);
    const signedOut = await login(fx.t, fx.s.employee.businessEmail);
    expect((await post(fx.t, '/user/logout', {}, signedOut)).status).toBe(200);
    const expiredId = sessionIdOf(hashToken('expired-token-0123456789'));
    await store.putSession({ id: expiredId, userId: fx.s.employee.id, organizationId: fx.s.org.id, expiresAt: Date.now() - 1 });

    expect(await store.getSession(sessionIdOf(hashToken(signedOut)))).toBeNull();
    expect(await store.getSession(expiredId)).toBeNull();
    expect((await post(fx.t, '/user/getProfile', {}, 'expired-token-0123456789')).status).toBe(401);
    // The live session still works.
    expect(await store.getSession(sessionIdOf(hashToken(live)))).not.toBeNull();
    expect((await post(fx.t, '/user/getProfile', {}, live)).status).toBe(200);
  });
});
