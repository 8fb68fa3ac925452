import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Access, type Endpoint, type Method, FILE_RESPONSE } from '@voyce/contracts/endpoint';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { IdentityStore } from '../lib/identity-store.ts';
import { type AnswerCache, answerKey } from './answer-cache.ts';
import { AppError, unauthorized } from './app-error.ts';
import { type AuthContext, bearerToken, resolveAuth } from './auth-context.ts';
import { ok } from './envelope.ts';
import { checkEndpointPermission } from './permissions.ts';
import { type GeneralLimit, generalLimitHook } from './rate-limit.ts';

/** What a handler may answer: the response schema's input (dates become strings on the wire), with or without a message. */
type Answer<E extends Endpoint> = E['response'] extends z.core.$ZodType
  ? z.input<E['response']> | WithMessage<z.input<E['response']>>
  : RawReply;

/** The caller, typed by the endpoint's access: every route but a public one has a signed-in member. */
export type RouteContext<A extends Access = Access> = { auth: A extends 'public' ? null : AuthContext; request: FastifyRequest };

export type RouteOptions = {
  /** Per-route limit per client (its own counter), on top of the general one every API call counts in. */
  rateLimit?: { max: number; timeWindow: number };
  /** A larger request body than the app's default (bulk user lists). */
  bodyLimit?: number;
  /**
   * The body's organizationId may name another of the caller's organisations (choosing where the
   * session acts); the service checks the membership. Every other route refuses it (403).
   */
  anyOwnOrganization?: boolean;
  /**
   * A leaders' list whose answer is the organisation's listed data and the request, nothing of
   * the caller's own: the requests this accepts are answered from the replica's answer cache
   * while the organisation's list version holds (answer-cache.ts). Never a request with side
   * effects, such as an export, which writes a file and an audit entry.
   */
  cachedAnswer?: (input: unknown) => boolean;
  /**
   * Sets up a Fastify scope of the route's own (content types it alone parses, its own error
   * format): the SAML ACS parses HTML forms, SCIM parses application/scim+json and answers in
   * RFC 7644's error format. Routes given the same function share one scope; every other route
   * parses JSON only, so none can be reached by a cross-site form post.
   */
  scope?: (scope: FastifyInstance) => void;
  /** Checked before the body is read, after the session (a public route's own credential: a SCIM token). */
  guard?: (request: FastifyRequest) => Promise<void>;
};

/** The scope of routes whose body is an HTML form (application/x-www-form-urlencoded), posted by a browser. */
export function formScope(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** A registered route: its endpoint (the contract), the handler and the server's own options. */
export type RouteDef = RouteOptions & {
  endpoint: Endpoint;
  method: Method;
  url: string;
  access: Access;
  summary: string;
  /** The body (POST/PATCH) or querystring (GET/DELETE) schema. */
  input: Endpoint['request'];
  params?: Endpoint['params'];
  handler: (input: unknown, ctx: RouteContext) => Promise<unknown>;
};

/** A route for an endpoint: the handler receives the parsed request and answers the response schema's shape. */
export function defineRoute<E extends Endpoint>(
  endpoint: E,
  handler: (input: z.output<E['request']>, ctx: RouteContext<E['access']>) => Promise<Answer<E>>,
  options: RouteOptions = {},
): RouteDef {
  return {
    ...options,
    endpoint,
    method: endpoint.method,
    url: endpoint.path,
    access: endpoint.access,
    summary: endpoint.summary,
    input: endpoint.request,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    handler: handler as RouteDef['handler'],
  };
}

/** The answer's envelope around an endpoint's response schema (ARCHITECTURE §4). */
const zOkEnvelope = <T extends z.core.$ZodType>(data: T) => z.object({ status: z.literal('OK'), data, message: z.string().optional() });

/** A result that asks for a custom message in the envelope. */
export class WithMessage<T> {
  readonly data: T;
  readonly message: string;
  constructor(data: T, message: string) {
    this.data = data;
    this.message = message;
  }
}

/** A handler result sent as is (HTML pages, files), not wrapped in the envelope. */
export class RawReply {
  readonly body: string | Buffer | NodeJS.ReadableStream;
  readonly contentType: string;
  readonly headers: Record<string, string>;
  readonly status: number;
  constructor(body: string | Buffer | NodeJS.ReadableStream, contentType: string, headers: Record<string, string> = {}, status = 200) {
    this.body = body;
    this.contentType = contentType;
    this.headers = headers;
    this.status = status;
  }
}

/** The organisation named in a body must be the caller's own (ARCHITECTURE §4). */
function checkOrganization(input: unknown, auth: AuthContext): void {
  const seen: unknown[] = [];
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 2) return;
    if (Array.isArray(v)) {
      for (const item of v.slice(0, 1000)) visit(item, depth + 1);
      return;
    }
    const org = (v as Record<string, unknown>).organizationId;
    if (org !== undefined) seen.push(org);
    for (const key of ['filter', 'entity', 'userData']) visit((v as Record<string, unknown>)[key], depth + 1);
  };
  visit(input, 0);
  if (seen.some((org) => org !== auth.organizationId)) {
    throw new AppError(ERROR_CODES.forbidden, 403, MSG.authorizationError);
  }
}

/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate cannot be stored as it was
 * sent (text silently becomes U+FFFD; jsonb refuses it): a request carrying either is refused
 * before it reaches a query.
 */
const NUL_MESSAGE = 'Text cannot contain the NUL character';
const SURROGATE_MESSAGE = 'Text contains an invalid character';

const problemOf = (s: string) => (s.includes('\u0000') ? NUL_MESSAGE : s.isWellFormed() ? null : SURROGATE_MESSAGE);

/** The path and problem of the first bad string (or key), or null. Iterative: bodies may nest deeply. */
export function findBadText(value: unknown): { field: string; message: string } | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const message = problemOf(v);
      if (message) return { field: path || '_', message };
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const message = problemOf(k);
        if (message) return { field: path || '_', message };
        stack.push([child, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

function rejectBadText(request: FastifyRequest): void {
  const bad = findBadText(request.body) ?? findBadText(request.query);
  if (bad) throw new AppError(ERROR_CODES.validation, 400, bad.message, { [bad.field]: bad.message });
}

/** Who may call a route: 401 without a live session, 403 for the wrong role or a custom role's missing permission. */
async function authorize(db: Db, identity: IdentityStore, def: RouteDef, request: FastifyRequest): Promise<AuthContext | null> {
  if (def.access === 'public') return null;
  const token = bearerToken(request.headers.authorization);
  const auth = token ? await resolveAuth(db, identity, token) : null;
  if (!auth) throw unauthorized();
  if (def.access === 'leader') {
    if (auth.role !== 'admin' && auth.role !== 'owner') throw new AppError(ERROR_CODES.forbidden, 403, MSG.authorizationError);
    checkEndpointPermission(def.endpoint, auth);
  }
  if (def.access === 'employee' && auth.role !== 'employee') {
    throw new AppError(ERROR_CODES.forbidden, 403, MSG.authorizationError);
  }
  return auth;
}

/** The caller of each request, settled before its body is read. */
const callers = new WeakMap<FastifyRequest, AuthContext | null>();
/**
 * Answers to keep once sent: the cache key, the list version read before computing them, and
 * the single flight to settle, which other requests for the same answer wait on.
 */
const toKeep = new WeakMap<FastifyRequest, { key: string; version: string; settle?: (body: Buffer | undefined) => void }>();
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerRoutes(
  app: FastifyInstance,
  db: Db,
  identity: IdentityStore,
  routes: RouteDef[],
  generalLimit?: GeneralLimit,
  answers?: AnswerCache,
): void {
  const countCall = generalLimit ? generalLimitHook(generalLimit) : undefined;
  // Runs after the app's own onSend hooks: the payload is the JSON text the client receives.
  const keepAnswer = async (request: FastifyRequest, reply: { statusCode: number }, payload: unknown) => {
    const keep = toKeep.get(request);
    if (!answers || !keep) return payload;
    toKeep.delete(request);
    const body = reply.statusCode === 200 && typeof payload === 'string' ? Buffer.from(payload) : undefined;
    if (body) answers.set(keep.key, keep.version, body);
    keep.settle?.(body);
    return payload;
  };
  // A request that ends without its answer going through onSend (its connection gone) still
  // releases those waiting on it; they compute their own.
  const endFlight = async (request: FastifyRequest) => {
    toKeep.get(request)?.settle?.(undefined);
    toKeep.delete(request);
  };
  const register = (scope: FastifyInstance, def: RouteDef) => {
    const inputKey = def.method === 'GET' || def.method === 'DELETE' ? 'querystring' : 'body';
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: def.method,
      url: `/api${def.url}`,
      schema: {
        summary: def.summary,
        tags: [def.access],
        [inputKey]: def.input,
        ...(def.params ? { params: def.params } : {}),
        ...(def.endpoint.response === FILE_RESPONSE ? {} : { response: { 200: zOkEnvelope(def.endpoint.response) } }),
        ...(def.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      },
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      config: def.rateLimit ? { rateLimit: def.rateLimit } : {},
      ...(countCall ? { onRequest: countCall } : {}),
      ...(answers && def.cachedAnswer ? { onSend: keepAnswer, onResponse: endFlight, onRequestAbort: endFlight } : {}),
      // Refuse before reading the body: someone who may not call the route learns nothing of its
      // schema (a 400 describing the body), and no body of theirs is parsed. The rate limits'
      // onRequest hooks run before this one.
      preParsing: async (request, _reply, payload) => {
        callers.set(request, await authorize(db, identity, def, request));
        if (def.guard) await def.guard(request);
        return payload;
      },
      preValidation: async (request) => rejectBadText(request),
      handler: async (request, reply) => {
        const auth = callers.get(request) ?? null;
        if (!auth && def.access !== 'public') throw unauthorized();
        // Fastify validates `querystring` but hands it over as `request.query`.
        const input = inputKey === 'querystring' ? request.query : request.body;
        if (auth && !def.anyOwnOrganization) checkOrganization(input, auth);
        if (answers && auth && def.cachedAnswer?.(input)) {
          const key = answerKey(def.url, auth, input);
          const version = await answers.version(auth.organizationId);
          const kept = answers.get(key, version);
          if (kept) return reply.type(JSON_TYPE).send(kept);
          const flight = answers.inFlight(key, version);
          const shared = flight && (await flight);
          if (shared) return reply.type(JSON_TYPE).send(shared);
          // The first to ask computes and the others wait for its bytes; after a failed flight each computes its own.
          toKeep.set(request, { key, version, ...(flight ? {} : { settle: answers.startFlight(key, version) }) });
        }
        const result = await def.handler(input, { auth, request } as RouteContext);
        if (result instanceof RawReply) {
          reply.status(result.status).type(result.contentType).headers(result.headers);
          return reply.send(result.body);
        }
        if (result instanceof WithMessage) return ok(result.data, result.message);
        return ok(result ?? null);
      },
    });
  };
  for (const def of routes.filter((r) => !r.scope)) register(app, def);
  for (const setUp of new Set(routes.flatMap((r) => (r.scope ? [r.scope] : [])))) {
    void app.register(async (scope) => {
      setUp(scope);
      for (const def of routes.filter((r) => r.scope === setUp)) register(scope, def);
    });
  }
}
