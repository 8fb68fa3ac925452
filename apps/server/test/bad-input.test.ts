import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../src/http/routes.ts';
import { login } from './fixtures.ts';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { REPORT_MSG } from '@voyce/contracts/reports';
import { BAD_DATES, dateFields, GOOD_DATES, setDeep, variants } from './bad-input-generator.ts';
import { missingSamples, Multipart, sampleOf, seedWorld, send, type World } from './route-samples.ts';
import { rowCounts } from './tenant-snapshot.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every route of the server's own table, fed generated bad input: the variants the route's own
 * zod schema refuses must answer 4xx with the error envelope and write nothing; the odd ones it
 * accepts (NUL, unicode, huge strings, edge numbers) must never answer 5xx. Then the raw
 * request faults: malformed JSON, wrong content type, no body, a body over the 5 MB limit.
 */
let t: TestApp;
let w: World;
let routes: RouteDef[];
const samples = new Map<string, unknown>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_EMAIL_LIMIT_PER_15_MINUTES: '1000000',
  });
  w = await seedWorld(t, 'fuzz');
  routes = t.routes;
  for (const r of routes) if (sampleOf(r)) samples.set(key(r), await sampleOf(r)!(w));
  // Signed in up front, so the row counts before and after the invalid bodies compare only what they did.
  for (const r of routes) await tokenFor(r);
}, 120_000);
afterAll(() => t?.close());

const key = (r: RouteDef) => `${r.method} ${r.url}`;

/** SCIM's calls answer in RFC 7644's own format and take the organisation's SCIM token. */
const isScim = (r: Pick<RouteDef, 'url'>) => r.url.startsWith('/scim/');

/** A live token for the route's caller; signs in again when an earlier variant ended the session. */
async function tokenFor(r: RouteDef, renew = false): Promise<string | undefined> {
  if (isScim(r)) return w.scimToken;
  if (r.access === 'public') return undefined;
  const who = r.access === 'employee' ? w.s.employee.businessEmail : w.s.admin.businessEmail;
  if (renew || !tokens.has(who)) tokens.set(who, await login(t, who).catch(() => ''));
  return tokens.get(who) || undefined;
}

function envelopeProblem(res: { status: number; body: any }, r?: Pick<RouteDef, 'url'>): string | null {
  if (res.status >= 500) return 'server error';
  if (res.status < 400) return null;
  const b = res.body;
  // A SCIM route answers a SCIM error; the router's own refusals (a malformed URL) come before any route.
  if (r && isScim(r) && b?.schemas?.[0] === 'urn:ietf:params:scim:api:messages:2.0:Error' && b?.status === String(res.status)) return null;
  if (b?.status !== 'ERROR' || typeof b?.message !== 'string' || typeof b?.error?.code !== 'string') return 'no error envelope';
  return null;
}

describe('bad input over the route table', () => {
  it('has a sample for every route', () => {
    expect(missingSamples(routes), 'add these routes to apps/server/test/route-samples.ts').toEqual([]);
  });

  it('answers every schema-invalid body with a 4xx envelope and writes nothing', async () => {
    const before = await rowCounts(t);
    const wrong: string[] = [];
    let cases = 0;
    for (const r of routes) {
      const sample = samples.get(key(r));
      if (sample instanceof Multipart || r.params) continue;
      const token = await tokenFor(r);
      for (const v of variants(sample)) {
        // The querystring parser drops a __proto__ key by itself (nothing reaches the schema).
        if (r.method === 'GET' && v.label === '__proto__ field') continue;
        const body = r.method === 'GET' ? queryOf(v.body) : v.body;
        if (r.input.safeParse(body).success) continue;
        cases++;
        const res = await send(t, r, body, token);
        const problem = res.status < 400 ? `accepted (${res.status})` : envelopeProblem(res, r);
        if (problem) wrong.push(`${key(r)} [${v.label}]: ${problem}: ${res.status} ${String(res.raw).slice(0, 160)}`);
      }
    }
    console.info(`bad input: ${routes.length} routes, ${cases} schema-invalid bodies`);
    expect(wrong).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  }, 120_000);

  it('answers the odd bodies the schemas accept (NUL, unicode, huge, edge numbers) without a 5xx', async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const r of routes) {
      const sample = samples.get(key(r));
      if (sample instanceof Multipart || r.params) continue;
      for (const v of variants(sample)) {
        const body = r.method === 'GET' ? queryOf(v.body) : v.body;
        if (!r.input.safeParse(body).success) continue;
        cases++;
        let res = await send(t, r, body, await tokenFor(r));
        // An earlier variant may have signed the caller out (logout, password change).
        if (res.status === 401 && r.access !== 'public') res = await send(t, r, body, await tokenFor(r, true));
        const problem = envelopeProblem(res, r);
        if (problem) wrong.push(`${key(r)} [${v.label}]: ${problem}: ${res.status} ${String(res.raw).slice(0, 160)}`);
      }
    }
    console.info(`bad input: ${cases} schema-valid odd bodies`);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers every bad date in every date field of every call with 400 and the wording, and takes real days', async () => {
    const wrong: string[] = [];
    const covered: string[] = [];
    for (const r of routes) {
      const sample = samples.get(key(r));
      if (sample instanceof Multipart || r.params) continue;
      for (const path of dateFields(r.input)) {
        const at = path.join('.');
        const base = dateBase(r, sample, path);
        if (!base) {
          wrong.push(`${key(r)} ${at}: no valid body to put a date in (add one to DATE_BASES)`);
          continue;
        }
        covered.push(`${r.url} ${at}`);
        const token = await tokenFor(r);
        for (const [label, value] of BAD_DATES) {
          const body = setDeep(base, path, value);
          const res = await send(t, r, r.method === 'GET' ? queryOf(body) : body, token);
          // An empty date of a report's range is a missing one: the spec's own sentence for that.
          const rangeEnd = (r.url === '/generateReport' || r.url === '/previewReport') && /^(reportOptions\.)?(start|end)Date$/.test(at);
          const wording = label === 'empty' && rangeEnd ? REPORT_MSG.bothDatesRequired : REPORT_MSG.invalidDate;
          if (res.status !== 400 || res.body?.message !== wording || res.body?.error?.code !== ERROR_CODES.validation)
            wrong.push(`${key(r)} ${at} [${label} ${JSON.stringify(value)}]: ${res.status} ${String(res.raw).slice(0, 160)}`);
        }
        for (const [label, value] of GOOD_DATES) {
          const res = await send(t, r, setDeep(base, path, value), token);
          if (res.status !== 200) wrong.push(`${key(r)} ${at} [${label} ${value}]: ${res.status} ${String(res.raw).slice(0, 160)}`);
        }
      }
    }
    console.info(`bad input: ${covered.length} date fields: ${covered.join(', ')}`);
    // The walker must see the calls the issue names (a schema change that hides them fails here).
    for (const f of ['/findReachouts filter.startDate', '/exportReachouts filter.endDate', '/findAuditLog filter.from'])
      expect(covered).toContain(f);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers bad path tokens of signed links with a 4xx envelope', async () => {
    const wrong: string[] = [];
    const bad = [
      'x',
      'a'.repeat(600),
      '%00',
      '%E0%A4%A',
      '..%2F..%2Fetc%2Fpasswd',
      encodeURIComponent('Zoë😀'),
      `${'A'.repeat(40)}.${'B'.repeat(43)}`,
    ];
    for (const r of routes.filter((x) => x.params)) {
      for (const token of bad) {
        const res = await send(t, { method: r.method, url: r.url.replace(/:\w+/, token) }, {}, isScim(r) ? w.scimToken : undefined);
        // A signed link is opened by a person in a browser: a refused one answers a page, by design.
        const page = res.status >= 400 && res.status < 500 && String(res.raw).startsWith('<!doctype html>');
        const problem = res.status < 400 ? `accepted (${res.status})` : page ? null : envelopeProblem(res, r);
        if (problem) wrong.push(`${key(r)} [${token.slice(0, 20)}]: ${problem}: ${res.status} ${String(res.raw).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers malformed JSON, a wrong content type, no body and a 5 MB + 1 body with a 4xx envelope', async () => {
    const wrong: string[] = [];
    const over = `{"x":"${'a'.repeat(5 * 1024 * 1024 + 1 - 8)}"}`;
    expect(Buffer.byteLength(over)).toBe(5 * 1024 * 1024 + 1);
    const raw: [string, string, string | undefined][] = [
      ['malformed JSON', '{"organizationId": "', 'application/json'],
      ['trailing garbage', '{}garbage', 'application/json'],
      ['JSON as text/plain', '{}', 'text/plain'],
      ['form encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'],
      ['XML', '<a>1</a>', 'application/xml'],
      ['no content type', '{}', undefined],
      ['empty JSON body', '', 'application/json'],
      ['5 MB + 1', over, 'application/json'],
    ];
    let cases = 0;
    for (const r of routes.filter((x) => x.method !== 'GET' && !x.params)) {
      const token = await tokenFor(r);
      for (const [label, payload, type] of raw) {
        cases++;
        const res = await t.app.inject({
          method: r.method,
          url: `/api${r.url}`,
          payload,
          headers: { ...(type ? { 'content-type': type } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        let body: unknown = null;
        try {
          body = res.json();
        } catch {
          /* checked below */
        }
        const problem = res.statusCode < 400 ? `accepted (${res.statusCode})` : envelopeProblem({ status: res.statusCode, body }, r);
        if (problem) wrong.push(`${key(r)} [${label}]: ${problem}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    console.info(`bad input: ${cases} raw malformed requests`);
    expect(wrong).toEqual([]);
  });
});

/**
 * Other valid bodies of a call, for date fields that live in a union branch the sample does
 * not take (a report's list filter beside its range).
 */
/** The report calls take their options in reportOptions or spread in the body (spec 1 §7): bases of both. */
const reportBases = (x: World) => [
  { organizationId: x.s.org.id, reportOptions: { reportType: 'submissions', filter: {} } },
  { organizationId: x.s.org.id, reportType: 'submissions', filter: {} },
  { organizationId: x.s.org.id, reportType: 'wins', startDate: '2024-01-01', endDate: '2024-12-31' },
];
const DATE_BASES: Record<string, (w: World) => unknown[]> = {
  '/generateReport': reportBases,
  '/previewReport': reportBases,
};

/**
 * A valid body of the call carrying a real day at `path`, with the period beside it set to a
 * custom range where the call has one (so the date is used, not ignored).
 */
function dateBase(r: RouteDef, sample: unknown, path: (string | number)[]): unknown {
  const parent = path.slice(0, -1);
  const bases = [sample, ...(DATE_BASES[r.url]?.(w) ?? [])];
  for (const b of bases) {
    for (const period of ['timespan', 'mostRecent', null]) {
      const withPeriod = period ? setDeep(b, [...parent, period], 'custom_range') : b;
      const body = setDeep(withPeriod, path, '2024-03-01');
      if (r.input.safeParse(r.method === 'GET' ? queryOf(body) : body).success) return withPeriod;
    }
  }
  return null;
}

/** A GET route's variant as a querystring: what cannot be a query value becomes its JSON text. */
function queryOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { q: JSON.stringify(body) };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}
