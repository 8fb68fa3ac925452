import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { errorEnvelope } from './http/envelope.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRoutes, type RouteDef } from './http/routes.ts';
import type { Limiter } from './lib/limiter.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerDevMailbox } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { employeeRoutes } from './modules/employee/employee.routes.ts';
import { createEmployeeService } from './modules/employee/employee.service.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import { createSubmissionsService } from './modules/submissions/submissions.service.ts';
import { topicsRoutes } from './modules/topics/topics.routes.ts';
import { createTopicsService } from './modules/topics/topics.service.ts';
import type { IdentityVault } from './lib/identity-vault.ts';
import { aiAssistRoutes } from './modules/ai-assist/ai-assist.routes.ts';
import { createAiAssistService } from './modules/ai-assist/ai-assist.service.ts';
import type { AiProvider } from './ai/provider.ts';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';

export type AppDeps = {
  config: Config;
  db: Db;
  log: Logger;
  secretKey: string;
  vault: IdentityVault;
  ai: AiProvider;
  /** Hands a new insight to the processing pipeline. */
  enqueueSubmission: (submissionId: string, organizationId: string) => Promise<void>;
  enqueueTopicSummary: (organizationId: string, topicId: string, summaryId: string) => Promise<void>;
  limiter: Limiter;
  redis?: Redis;
  /** Called after a change queued e-mail, to deliver it without waiting. */
  onMailQueued: () => void;
};

/** Builds the HTTP app. No I/O happens here beyond what Fastify plugins do on ready. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; routes: RouteDef[] }> {
  const { config, db } = deps;
  const app = Fastify({
    loggerInstance: deps.log as unknown as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    // Our onResponse hook logs requests instead: without headers, and without the client
    // address on employee calls.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Request log without the client address on employee calls (ARCHITECTURE §5) and without
  // headers at all: they carry tokens.
  app.addHook('onResponse', async (request, reply) => {
    const anonymous = request.url.startsWith('/api/employee/');
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(anonymous ? {} : { ip: request.ip }),
      },
      'request',
    );
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(deps.redis ? { redis: deps.redis } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, ...errorEnvelope(ERROR_CODES.rateLimited, MSG.tooManyRequests) }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Voyce API',
        version: '1.0.0',
        description: 'Envelope: {status, data, message?}; errors {status:"ERROR", message, error:{code, message, details?}}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const authLimit = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };
  const auth = createAuthService({
    db,
    log: deps.log,
    secretKey: deps.secretKey,
    limiter: deps.limiter,
    onMailQueued: deps.onMailQueued,
    otpTtlMinutes: config.otpTtlMinutes,
    sessionTtlHours: config.sessionTtlHours,
    emailLimit: config.authEmailLimitPer15Minutes,
  });
  const routes: RouteDef[] = [
    ...authRoutes(auth, authLimit),
    ...employeeRoutes(createEmployeeService({ db, vault: deps.vault, enqueueSubmission: deps.enqueueSubmission })),
    ...submissionsRoutes(createSubmissionsService({ db, vault: deps.vault, appUrl: config.appUrl, onMailQueued: deps.onMailQueued })),
    ...topicsRoutes(createTopicsService({ db })),
    ...aiAssistRoutes(createAiAssistService({ db, ai: deps.ai, enqueueTopicSummary: deps.enqueueTopicSummary })),
  ];
  registerRoutes(app, db, routes);

  app.get('/api/health', { config: { rateLimit: false } }, async () => ({ status: 'OK', data: { ok: true } }));

  if (config.devMailbox) registerDevMailbox(app, db);
  registerSpa(app, config);
  return { app, routes };
}

/** Serves the built web app; any non-API path falls back to index.html for the router. */
function registerSpa(app: FastifyInstance, config: Config): void {
  const dist = config.webDist ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  const hasSpa = existsSync(join(dist, 'index.html'));
  if (hasSpa) {
    app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/dev/') || request.method !== 'GET' || !hasSpa) {
      return reply.status(404).send(errorEnvelope(ERROR_CODES.notFound, MSG.notFound));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
