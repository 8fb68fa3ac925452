import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@voyce/contracts/messages';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { defineEndpoint } from '@voyce/contracts/endpoint';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { login, post, seedOrg } from '../../test/fixtures.ts';
import { registerErrorHandler } from './error-handler.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { securityHeaders } from './security-headers.ts';
import { defineRoute, registerRoutes } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP core', () => {
  it('answers unknown API paths with the error envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/noSuchCall', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'ERROR', message: MSG.notFound, error: { code: 'NOT_FOUND', message: MSG.notFound } });
  });

  it('answers malformed JSON and a wrong content type with a 4xx envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/verifyLogin',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'ERROR', error: { code: 'VALIDATION_ERROR' } });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/user/verifyLogin',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().status).toBe('ERROR');
  });

  it('refuses a body over the limit with 413', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(5 * 1024 * 1024 + 1) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/verifyLogin',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'ERROR', error: { code: 'BODY_TOO_LARGE' } });
  });

  it("counts only API calls against the per-client limit, never the web app's files", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 10; i++) expect((await limited.app.inject({ method: 'GET', url: '/login' })).statusCode).not.toBe(429);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/user/getProfile', payload: {} })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    // Every header helmet gives our policy, on an answer and on a refusal alike.
    const expected = securityHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy']),
    );
    const refused = await t.app.inject({ method: 'POST', url: '/api/user/getProfile', payload: {} });
    for (const answer of [res, refused]) for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
  });

  it('serves OpenAPI generated from the contracts at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/verifyLogin', '/api/user/requestOtp', '/api/acceptInvite']));
    expect(doc.paths['/api/user/verifyLogin'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('serves the dev mailbox outside production only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    const prod = await createTestApp({ NODE_ENV: 'production', DEV_MAILBOX: 'true' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('transactions that cross', () => {
  it('a deadlock PostgreSQL breaks answers 409 "try again", never 500, and the other call goes through', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    // Each call takes two locks, in opposite orders, with a pause between: a real deadlock.
    app.post<{ Body: { first: number; second: number } }>('/cross', async (request) => {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${request.body.first})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select pg_advisory_xact_lock(${request.body.second})`);
      });
      return { status: 'OK', data: null };
    });
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: '/cross', payload: { first: 7001, second: 7002 } }),
      app.inject({ method: 'POST', url: '/cross', payload: { first: 7002, second: 7001 } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json()).toEqual({
      status: 'ERROR',
      message: MSG.concurrentChange,
      error: { code: 'CONFLICT', message: MSG.concurrentChange },
    });
    await app.close();
  });
});

describe('route access and tenant rules', () => {
  // A leader route and an employee route, registered the way every feature registers them.
  const echo = z.object({ organizationId: z.string().optional(), filter: z.object({ organizationId: z.string() }).optional() }).strict();
  const leaderThing = defineEndpoint({
    method: 'POST',
    path: '/leaderThing',
    access: 'leader',
    permission: 'any',
    summary: 'x',
    request: echo,
    response: z.object({ org: z.string() }),
  });
  const employeeThing = defineEndpoint({
    method: 'POST',
    path: '/employee/thing',
    access: 'employee',
    summary: 'x',
    request: echo,
    response: z.object({ ok: z.boolean() }),
  });
  const brokenThing = defineEndpoint({
    method: 'POST',
    path: '/brokenThing',
    access: 'leader',
    permission: 'any',
    summary: 'x',
    request: echo,
    response: z.object({ count: z.number() }),
  });
  async function appWith(db: TestApp['db']) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandler(app);
    registerRoutes(app, db, t.identity, [
      defineRoute(leaderThing, async (_b, ctx) => ({ org: ctx.auth.organizationId, secret: 'never sent' })),
      defineRoute(employeeThing, async () => ({ ok: true })),
      // A service that breaks its contract: the answer is refused, not sent.
      defineRoute(brokenThing, async () => ({ count: 'many' }) as unknown as { count: number }),
    ]);
    await app.ready();
    return app;
  }
  const call = (app: Awaited<ReturnType<typeof appWith>>, url: string, token: string | null, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('leader routes: 401 without a token, 403 for an employee, 200 for an admin', async () => {
    const s = await seedOrg(t.db);
    const app = await appWith(t.db);
    expect((await call(app, '/leaderThing', null)).statusCode).toBe(401);
    const asEmployee = await call(app, '/leaderThing', await login(t, s.employee.businessEmail));
    expect(asEmployee.statusCode).toBe(403);
    expect(asEmployee.json().message).toBe(MSG.authorizationError);
    const asAdmin = await call(app, '/leaderThing', await login(t, s.admin.businessEmail));
    expect(asAdmin.statusCode).toBe(200);
    // The handler also answered `secret`: the response schema does not name it, so it never leaves.
    expect(asAdmin.json()).toEqual({ status: 'OK', data: { org: s.org.id } });
    expect(asAdmin.body).not.toContain('never sent');
    await app.close();
  });

  it('an answer that breaks its response schema is a 500 with the generic message, never sent', async () => {
    const s = await seedOrg(t.db);
    const app = await appWith(t.db);
    const res = await call(app, '/brokenThing', await login(t, s.admin.businessEmail));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('many');
    expect(res.json()).toMatchObject({ status: 'ERROR', error: { code: 'INTERNAL_ERROR' } });
    await app.close();
  });

  it('employee routes refuse leaders', async () => {
    const s = await seedOrg(t.db);
    const app = await appWith(t.db);
    expect((await call(app, '/employee/thing', await login(t, s.admin.businessEmail))).statusCode).toBe(403);
    expect((await call(app, '/employee/thing', await login(t, s.employee.businessEmail))).statusCode).toBe(200);
    await app.close();
  });

  it("refuses another organisation's organizationId, top level or in the filter", async () => {
    const a = await seedOrg(t.db);
    const b = await seedOrg(t.db);
    const app = await appWith(t.db);
    const token = await login(t, a.admin.businessEmail);
    expect((await call(app, '/leaderThing', token, { organizationId: b.org.id })).statusCode).toBe(403);
    expect((await call(app, '/leaderThing', token, { filter: { organizationId: b.org.id } })).statusCode).toBe(403);
    expect((await call(app, '/leaderThing', token, { organizationId: a.org.id, filter: { organizationId: a.org.id } })).statusCode).toBe(
      200,
    );
    await app.close();
  });

  it('a revoked token is refused everywhere', async () => {
    const s = await seedOrg(t.db);
    const app = await appWith(t.db);
    const token = await login(t, s.admin.businessEmail);
    await post(t, '/user/logout', {}, token);
    expect((await call(app, '/leaderThing', token)).statusCode).toBe(401);
    await app.close();
  });
});
