import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

/**
 * A client written from the spec alone (spec 1 §7, spec 2 §7): it sends each call's body as
 * the spec describes it, reads `data` of an answer whose status is 'OK', and on failure reads
 * `message` (or `error.message`). Nothing here knows the project's own extra fields.
 */
export type Answer = {
  status: number;
  body: { status: string; data: any; message?: string; error?: { code: string; message: string; details?: any } };
};

type Method = 'GET' | 'POST' | 'PATCH';

/** One call: a JSON body (POST, PATCH), or a querystring (GET). `token` goes in the authorization header. */
export async function call(t: TestApp, method: Method, path: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await t.app.inject({ method, url: `/api${path}`, query: body as Record<string, string>, headers })
      : await t.app.inject({
          method,
          url: `/api${path}`,
          payload: JSON.stringify(body),
          headers: { ...headers, 'content-type': 'application/json' },
        });
  return { status: res.statusCode, body: res.json() };
}

export const post = (t: TestApp, path: string, body: unknown, token?: string) => call(t, 'POST', path, body, token);
export const patch = (t: TestApp, path: string, body: unknown, token?: string) => call(t, 'PATCH', path, body, token);

/**
 * Spec 1 §7: success is a 2xx envelope whose status is 'OK' and whose data the client reads
 * (plus an optional message, spec 2 §7). Answers `data`.
 */
export function ok(res: Answer, what = 'the call'): any {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  expect(res.body.status).toBe('OK');
  expect('data' in res.body).toBe(true);
  for (const key of Object.keys(res.body)) expect(['status', 'data', 'message']).toContain(key);
  if (res.body.message !== undefined) expect(typeof res.body.message).toBe('string');
  return res.body.data;
}

/** A spec message read verbatim where the client reads it: `message`, and the same in `error.message`. */
export function failsWith(res: Answer, message: string | RegExp, status?: number): void {
  if (status !== undefined) expect(res.status, JSON.stringify(res.body)).toBe(status);
  else expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.body.status).not.toBe('OK');
  if (typeof message === 'string') {
    expect(res.body.message).toBe(message);
    expect(res.body.error?.message).toBe(message);
  } else {
    expect(res.body.message).toMatch(message);
    expect(res.body.error?.message).toBe(res.body.message);
  }
}

/** Spec 1 §3 'Pagination meta'. */
export function expectPagination(meta: unknown, page: number, pageSize: number): void {
  expect(meta).toMatchObject({
    pagination: {
      total_items: expect.any(Number),
      items_start: expect.any(Number),
      items_end: expect.any(Number),
      page,
      pageSize,
    },
  });
}

/** yyyy-MM-dd of today, and of n days ago (UTC). */
export const isoDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Spec 1 §5: 'Must be at least N characters' / 'Must be less than N characters'. */
export const atLeast = (n: number) => `Must be at least ${n} characters`;
export const LESS_THAN = /^Must be less than \d+ characters$/;
