import { describe, expect, it } from 'vitest';
import { post, seedOrg } from '../fixtures.ts';
import { createTestApp } from '../test-app.ts';

/**
 * Attack 10: the dev mailbox shows every queued e-mail, sign-in codes included, to anyone who
 * can reach the server. Someone who finds it on a staging or office server asks for a code in
 * an author's name, reads it there, and opens their MyVoyce. It must exist only on a developer's
 * own machine: not in production, not when real mail is configured, not on a non-loopback host.
 */
async function mailboxStatus(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    // Something to read there: a sign-in code for an employee.
    const s = await seedOrg(t.db);
    await post(t, '/user/requestOtp', { email: s.employee.businessEmail, siteTarget: 'employee' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    const api = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    return { page: page.statusCode, api: api.statusCode, body: page.body + api.body, email: s.employee.businessEmail };
  } finally {
    await t.close();
  }
}

describe('attack 10: reading codes from the dev mailbox', () => {
  it('is there on a developer machine (loopback, no SMTP, not production): control', async () => {
    const r = await mailboxStatus({});
    expect([r.page, r.api]).toEqual([200, 200]);
    expect(r.body).toContain(r.email);
  });

  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when SMTP_URL is set', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['on HOST 0.0.0.0', { HOST: '0.0.0.0' }],
    ['on a LAN address', { HOST: '10.20.30.40' }],
  ])('answers 404 %s', async (_name, env) => {
    const r = await mailboxStatus(env);
    expect([r.page, r.api]).toEqual([404, 404]);
    expect(r.body).not.toContain(r.email);
  });
});
