import { FILE_RESPONSE, type Endpoint } from '@voyce/contracts/endpoint';
import { ENDPOINT_AREAS } from '@voyce/contracts/endpoints/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every route is an endpoint of packages/contracts (method, path, access, permission, request and
 * response schema, defined once) and every endpoint is served. Read from the running server's
 * own route table, so a route registered by hand, or an endpoint nobody serves, fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoints: Endpoint[] = Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area) as Endpoint[]);
const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('endpoints', () => {
  it('every route is registered from an endpoint of the contracts, and every endpoint is served', () => {
    const defined = new Set(endpoints);
    expect(t.routes.filter((r) => !defined.has(r.endpoint)).map((r) => key(r.endpoint))).toEqual([]);
    const served = new Set(t.routes.map((r) => r.endpoint));
    expect(endpoints.filter((e) => !served.has(e)).map(key)).toEqual([]);
    expect(new Set(endpoints.map(key)).size).toBe(endpoints.length);
  });

  it('every endpoint has a response schema; only links opened in a browser tab, and SCIM (its own format), answer a file', () => {
    const files = endpoints.filter((e) => e.response === FILE_RESPONSE && !e.path.startsWith('/scim/v2/')).map(key);
    expect(files.sort()).toEqual([
      'GET /downloads/:token',
      'GET /invoices/:token',
      'GET /leaderDigest/unsubscribe/:token',
      'GET /sso/saml/:organizationId/metadata',
      'POST /sso/saml/:organizationId/acs',
    ]);
    for (const e of endpoints) if (e.response !== FILE_RESPONSE) expect(typeof e.response.safeParse, key(e)).toBe('function');
  });

  it('every leader endpoint says what a custom role needs for it', () => {
    const missing = endpoints.filter((e) => e.access === 'leader' && !e.permission).map(key);
    expect(missing).toEqual([]);
  });

  it('the OpenAPI document describes every answer from its schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    const withoutAnswer = endpoints
      .filter((e) => e.response !== FILE_RESPONSE)
      .filter((e) => {
        const op = doc.paths[`/api${e.path}`]?.[e.method.toLowerCase()];
        return !op?.responses?.['200']?.content?.['application/json']?.schema;
      })
      .map(key);
    expect(withoutAnswer).toEqual([]);
  });
});
