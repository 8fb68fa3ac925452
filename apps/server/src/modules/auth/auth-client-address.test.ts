import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * The per-client sign-in limit counts the client's address. X-Forwarded-For is believed only
 * from proxies the operator names (TRUST_PROXY): otherwise a made-up header per request would
 * make every attempt a new client, and the limit would never bite.
 */
const randomIp = () => [...randomBytes(4)].map((b) => b % 250 || 1).join('.');

async function signInStatuses(env: Record<string, string>, attempts = 40, forwarded: () => string = randomIp) {
  const t = await createTestApp({ AUTH_EMAIL_LIMIT_PER_15_MINUTES: '100000', ...env });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/verifyLogin',
        payload: { email: `nobody-${i}@example.com`, password: 'Wrong-horse-1' },
        headers: { 'x-forwarded-for': forwarded() },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

const count = (xs: number[], x: number) => xs.filter((s) => s === x).length;

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For by default: 40 attempts with random forwarded addresses are rate-limited', async () => {
    const statuses = await signInStatuses({ AUTH_RATE_LIMIT_PER_MINUTE: '30' });
    expect(count(statuses, 401)).toBe(30);
    expect(count(statuses, 429)).toBe(10);
  });

  it('with TRUST_PROXY=1 the address the proxy saw counts, one client per forwarded address', async () => {
    const statuses = await signInStatuses({ AUTH_RATE_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '1' });
    expect(count(statuses, 401)).toBe(40);
    // One hop trusted: a client that prepends its own entries is still counted by the address
    // the proxy appended (the last one).
    const spoofed = await signInStatuses({ AUTH_RATE_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '1' }, 40, () => `${randomIp()}, 198.51.100.7`);
    expect(count(spoofed, 429)).toBe(10);
  });

  it('with a list of proxy addresses, believes the header only when the peer is one of them', async () => {
    // app.inject's peer is 127.0.0.1.
    const trusted = await signInStatuses({ AUTH_RATE_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(count(trusted, 401)).toBe(40);
    const untrusted = await signInStatuses({ AUTH_RATE_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '10.0.0.0/8,192.168.1.1' });
    expect(count(untrusted, 429)).toBe(10);
  });

  it('parses TRUST_PROXY: off by default, a hop count, or addresses and ranges; anything else stops the server', () => {
    const parse = (v?: string) => parseConfig(v === undefined ? {} : { TRUST_PROXY: v }).trustProxy;
    expect(parse()).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse(' 10.0.0.0/8 , ::1,192.168.0.1 ')).toEqual(['10.0.0.0/8', '::1', '192.168.0.1']);
    expect(parse('loopback')).toEqual(['loopback']);
    // "Trust everyone" is the bug this setting exists to prevent.
    expect(() => parse('true')).toThrow(/TRUST_PROXY/);
    expect(() => parse('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => parse('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });

  it('refuses, in one line, any list of ranges that together take in every address (issue 33)', () => {
    const parse = (v: string) => parseConfig({ TRUST_PROXY: v }).trustProxy;
    for (const everyone of [
      '0.0.0.0/0',
      '10.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1',
      // Every IPv4 client through IPv4-mapped IPv6 ranges, which proxy-addr matches against IPv4 peers.
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/97,::ffff:128.0.0.0/97',
      '::/0',
      '::/1,8000::/1',
      '::/1, 8000::/2, c000::/2, loopback',
    ]) {
      let error: Error | null = null;
      try {
        parse(everyone);
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message, everyone).toMatch(/^Invalid configuration: TRUST_PROXY: .*trusts every address/);
      expect(error?.message.split('\n'), everyone).toHaveLength(1);
      expect(error?.name).toBe('OperatorError');
    }
    // Wide but not everyone: still proxies.
    expect(parse('0.0.0.0/1')).toEqual(['0.0.0.0/1']);
    expect(parse('::/1,loopback,uniquelocal')).toEqual(['::/1', 'loopback', 'uniquelocal']);
    expect(parse('0.0.0.0/1,::/1,8000::/2')).toEqual(['0.0.0.0/1', '::/1', '8000::/2']);
  });

  it('every list it accepts starts the server (no stack at start-up)', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, fd00::/8, ::ffff:10.0.0.0/104, loopback' });
    await t.close();
    expect(() => parseConfig({ TRUST_PROXY: '::ffff:0:0/0' })).toThrow(/TRUST_PROXY/);
  });
});
