import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { post, seedOrg } from '../fixtures.ts';
import { createTestApp } from '../test-app.ts';

/**
 * Attack 10: the dev mailbox shows every queued e-mail, sign-in codes included, to anyone who
 * can reach the server. Someone who finds it on a staging or office server asks for a code in
 * an author's name, reads it there, and opens their MyVoyce. It must exist only on a developer's
 * own machine: not in production, not when real mail is configured, not on a non-loopback host.
 *
 * Behind a reverse proxy on the same host every request's peer is loopback, so a
 * remote client read the admin's sign-in code there. The mailbox answers only when switched on
 * (`npm start` does), never while any proxy is trusted, and only to a loopback peer that no
 * proxy forwarded, under a loopback host name (a DNS-rebound page names its own host).
 */
type Request = { remoteAddress?: string; headers?: Record<string, string> };

async function mailboxStatus(env: Record<string, string>, request: Request = {}) {
  const t = await createTestApp(env);
  try {
    // Something to read there: a sign-in code for an employee.
    const s = await seedOrg(t.db);
    await post(t, '/user/requestOtp', { email: s.employee.businessEmail, siteTarget: 'employee' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', ...request });
    const api = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', ...request });
    return { page: page.statusCode, api: api.statusCode, body: page.body + api.body, email: s.employee.businessEmail };
  } finally {
    await t.close();
  }
}

describe('attack 10: reading codes from the dev mailbox', () => {
  it('is there on a developer machine (switched on, loopback, no SMTP, not production): control', async () => {
    const r = await mailboxStatus({}, { headers: { host: 'localhost:3000' } });
    expect([r.page, r.api]).toEqual([200, 200]);
    expect(r.body).toContain(r.email);
  });

  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when SMTP_URL is set', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['on HOST 0.0.0.0', { HOST: '0.0.0.0' }],
    ['on a LAN address', { HOST: '10.20.30.40' }],
    ['when it is switched off', { DEV_MAILBOX: 'off' }],
    ['behind a trusted proxy on the same host (TRUST_PROXY=loopback)', { TRUST_PROXY: 'loopback' }],
    ['behind a trusted proxy named by address', { TRUST_PROXY: '127.0.0.1' }],
    ['behind a trusted hop', { TRUST_PROXY: '1' }],
  ])('answers 404 %s', async (_name, env) => {
    const r = await mailboxStatus(env);
    expect([r.page, r.api]).toEqual([404, 404]);
    expect(r.body).not.toContain(r.email);
  });

  it.each([
    ['to a peer that is not loopback', { remoteAddress: '203.0.113.9' }],
    ['to a request a proxy forwarded (X-Forwarded-For)', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['to a request a proxy forwarded (Forwarded)', { headers: { forwarded: 'for=203.0.113.9' } }],
    ['to a request a proxy forwarded (X-Real-IP)', { headers: { 'x-real-ip': '203.0.113.9' } }],
    ['to a page under another host name (a proxy, DNS rebinding)', { headers: { host: 'voyce.example.com' } }],
  ])('answers 404 %s', async (_name, request) => {
    const r = await mailboxStatus({}, request);
    expect([r.page, r.api]).toEqual([404, 404]);
    expect(r.body).not.toContain(r.email);
  });

  it('is off unless switched on: a development server started without DEV_MAILBOX has none', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(parseConfig({ NODE_ENV: 'development', DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    expect(parseConfig({ NODE_ENV: 'development', DEV_MAILBOX: 'on', TRUST_PROXY: 'loopback' }).devMailbox).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'on' }).devMailbox).toBe(false);
  });

  it('`npm start` switches it on for the demo, and keeps an operator’s DEV_MAILBOX=off', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts['start:app']).toContain('DEV_MAILBOX=${DEV_MAILBOX:-on}');
  });
});
