import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS } from '../src/http/permissions.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every leader route needs an entry in http/permissions.ts, so what a custom role allows is
 * decided for it on purpose. Read from the server's own route table.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route permissions', () => {
  it('every leader route has an entry in ROUTE_PERMISSIONS', () => {
    const missing = t.routes.filter((r) => r.access === 'leader' && !(r.url in ROUTE_PERMISSIONS)).map((r) => r.url);
    expect(missing, `leader routes without an entry in apps/server/src/http/permissions.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('has no entry for a route that is not a leader route', () => {
    const leaderUrls = new Set(t.routes.filter((r) => r.access === 'leader').map((r) => r.url));
    expect(Object.keys(ROUTE_PERMISSIONS).filter((url) => !leaderUrls.has(url))).toEqual([]);
  });
});
