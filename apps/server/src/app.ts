import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { errorEnvelope } from './http/envelope.ts';
import { trustProxyOption } from './http/client-address.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { registerRoutes, type RouteDef } from './http/routes.ts';
import { createAnswerCache } from './http/answer-cache.ts';
import { registerHealth } from './http/health.ts';
import { registerSpa } from './http/spa.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { Limiter } from './lib/limiter.ts';
import { memoryIdentityStore, redisIdentityStore, type IdentityStore } from './lib/identity-store.ts';
import { createDirectMailer } from './mail/direct-mail.ts';
import { createTransport, type MailTransport } from './mail/transport.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerDevMailbox } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { employeeRoutes } from './modules/employee/employee.routes.ts';
import { createEmployeeService } from './modules/employee/employee.service.ts';
import { insightListRoutes } from './modules/insights/insight-lists.routes.ts';
import { createInsightListService } from './modules/insights/insight-lists.service.ts';
import { topicsRoutes } from './modules/topics/topics.routes.ts';
import { topicCorrectionsRoutes } from './modules/topics/topic-corrections.routes.ts';
import { createTopicCorrectionsService } from './modules/topics/topic-corrections.service.ts';
import { createTopicsService } from './modules/topics/topics.service.ts';
import type { IdentityVault } from './lib/identity-vault.ts';
import { aiAssistRoutes } from './modules/ai-assist/ai-assist.routes.ts';
import { createAiAssistService } from './modules/ai-assist/ai-assist.service.ts';
import type { AiProvider } from './ai/provider.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { delegationRoutes } from './modules/delegation/delegation.routes.ts';
import { createDelegationService } from './modules/delegation/delegation.service.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { createDownloadsService } from './modules/downloads/downloads.service.ts';
import { createLocalStorage, type FileStorage } from './modules/downloads/downloads.storage.ts';
import { createS3Storage } from './modules/downloads/downloads.s3-storage.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { createShareService } from './modules/share/share.service.ts';
import { timelineRoutes } from './modules/timeline/timeline.routes.ts';
import { createTimelineService } from './modules/timeline/timeline.service.ts';
import { reachoutsRoutes } from './modules/reachouts/reachouts.routes.ts';
import { createReachoutsService } from './modules/reachouts/reachouts.service.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { createInsightsService } from './modules/insights/insights.service.ts';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { aiSettingsRoutes } from './modules/ai-settings/ai-settings.routes.ts';
import { createAiSettingsService } from './modules/ai-settings/ai-settings.service.ts';
import { alertPhrasesRoutes } from './modules/ai-settings/alert-phrases.routes.ts';
import { createAlertPhrasesService } from './modules/ai-settings/alert-phrases.service.ts';
import { invitesRoutes } from './modules/invites/invites.routes.ts';
import { createInvitesService } from './modules/invites/invites.service.ts';
import { leaderDigestRoutes } from './modules/leader-digest/leader-digest.routes.ts';
import { createLeaderDigestService } from './modules/leader-digest/leader-digest.service.ts';
import { emergencyContactRoutes } from './modules/emergency-contacts/emergency-contacts.routes.ts';
import { createEmergencyContactsService } from './modules/emergency-contacts/emergency-contacts.service.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createDatabaseBillingProvider } from './modules/billing/billing.provider.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { createRolesService } from './modules/roles/roles.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { structureRoutes } from './modules/structure/structure.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createStructureService } from './modules/structure/structure.service.ts';
import { createOidc } from './modules/identity/oidc.ts';
import { createSaml } from './modules/identity/saml.ts';
import { createSamlMetadata } from './modules/identity/saml-metadata.ts';
import { ssoRoutes } from './modules/identity/sso.routes.ts';
import { createSsoService } from './modules/identity/sso.service.ts';
import { scimRoutes } from './modules/identity/scim.routes.ts';
import { createScimService } from './modules/identity/scim.service.ts';

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
  enqueueReachoutSummary: (organizationId: string, reachoutId: string) => Promise<void>;
  limiter: Limiter;
  redis?: Redis;
  /** Sessions and codes; when not given, in Redis when `redis` is, else in this process's memory. */
  identity?: IdentityStore;
  /** What sends code e-mails at once (never through the outbox); when not given, SMTP_URL's or the log's. */
  transport?: MailTransport;
  /** Called after a change queued e-mail, to deliver it without waiting. */
  onMailQueued: () => void;
  /** Where export files go; when not given, S3 when configured, else DATA_DIR/exports. */
  storage?: FileStorage;
  /** false: every leaders' list computed on each call, without the answer cache (the bench's cold figures). */
  answerCache?: false;
};

/** Builds the HTTP app. No I/O happens here beyond what Fastify plugins do on ready. */
export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  // Identity-bearing short-lived state stays out of PostgreSQL (lib/identity-store.ts).
  const identity = deps.identity ?? (deps.redis ? redisIdentityStore(deps.redis) : memoryIdentityStore());
  const directMail = createDirectMailer(
    deps.transport ?? createTransport(config.smtpUrl, config.mailFrom, deps.log),
    deps.log,
    config.devMailbox,
  );
  const app = Fastify({
    loggerInstance: deps.log as unknown as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For only from the proxies the operator names (TRUST_PROXY): believed from
    // anyone, each request could claim a new client address and escape the rate limits.
    trustProxy: trustProxyOption(config.trustProxy),
    // A signed download token (/api/downloads/<token>) is about 200 characters.
    routerOptions: { maxParamLength: 512 },
    // Our onResponse hook logs requests instead: without headers, and without the client
    // address on employee calls.
    logController: new LogController({ disableRequestLogging: true }),
    // The router's own refusals (a malformed URL, an over-long path parameter) get the envelope too.
    frameworkErrors: (err, _request, reply) => {
      const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
      void (reply as unknown as FastifyReply).status(status).send(errorEnvelope(ERROR_CODES.validation, MSG.validation));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);

  // Request log without headers (they carry tokens), and with no line at all for employee calls:
  // even without an address, a line's time next to a sign-in line ties a person to what they
  // just wrote (ARCHITECTURE §5). Their failures still reach the error handler's log.
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/employee/')) return;
    request.log.info(
      {
        method: request.method,
        // A download, invoice or unsubscribe link's token is its permission: it stays out of the log.
        url: request.url.split('?')[0]!.replace(/^\/api\/(downloads|invoices|leaderDigest\/unsubscribe)\/.*/, '/api/$1/[redacted]'),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'request',
    );
  });

  // Security headers on every answer, worked out once (http/security-headers.ts).
  const security = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });

  // Only API routes count: the web app's static files must never use up the budget of an office
  // behind one address. This plugin keeps the per-route limits (sign-in calls, AUTH_RATE_LIMIT_PER_MINUTE);
  // RATE_LIMIT_PER_MINUTE is one counter per client over every API call (registerRoutes), in
  // Redis when REDIS_URL is set so that replicas share both.
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(deps.redis ? { redis: deps.redis } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, ...errorEnvelope(ERROR_CODES.rateLimited, MSG.tooManyRequests) }),
  });

  // Only the users CSV upload takes multipart; its route reads the parts with its own limits.
  await app.register(fastifyMultipart);

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
    identity,
    mail: directMail,
    otpTtlMinutes: config.otpTtlMinutes,
    sessionTtlHours: config.sessionTtlHours,
    emailLimit: config.authEmailLimitPer15Minutes,
  });
  const mailer = { appUrl: config.appUrl, onMailQueued: deps.onMailQueued };
  const downloads = createDownloadsService({
    secretKey: deps.secretKey,
    storage: deps.storage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'exports'))),
  });
  const submissions = createInsightListService({ db, vault: deps.vault });
  const insights = createInsightsService({ db });
  const employee = createEmployeeService({ db, vault: deps.vault, ai: deps.ai, insights, enqueueSubmission: deps.enqueueSubmission });
  const reachouts = createReachoutsService({
    db,
    ai: deps.ai,
    log: deps.log,
    ...mailer,
    employee,
    enqueueReachoutSummary: deps.enqueueReachoutSummary,
    answerReleaseMinutes: config.answerReleaseMinutes,
  });
  const saml = createSaml(config.appUrl);
  const sso = createSsoService({
    db,
    log: deps.log,
    secretKey: deps.secretKey,
    appUrl: config.appUrl,
    identity,
    oidc: createOidc({ allowHttp: config.ssoAllowHttp }),
    saml,
    samlMetadata: createSamlMetadata({ allowHttp: config.ssoAllowHttp }),
    openSession: auth.openSsoSession,
  });
  const routes: RouteDef[] = [
    ...authRoutes(auth, authLimit),
    ...ssoRoutes(sso, saml, config.appUrl, authLimit),
    ...scimRoutes(
      createScimService({ db, identity, limiter: deps.limiter, appUrl: config.appUrl, perMinute: config.scimRateLimitPerMinute }),
    ),
    ...employeeRoutes(employee),
    ...reachoutsRoutes(reachouts),
    ...insightListRoutes(submissions),
    ...topicsRoutes(createTopicsService({ db, downloads })),
    ...topicCorrectionsRoutes(createTopicCorrectionsService({ db, ai: deps.ai })),
    ...aiAssistRoutes(createAiAssistService({ db, ai: deps.ai, enqueueTopicSummary: deps.enqueueTopicSummary })),
    ...timelineRoutes(createTimelineService({ db })),
    ...insightsRoutes(insights),
    ...delegationRoutes(createDelegationService({ db, insights, ...mailer })),
    ...organizationsRoutes(createOrganizationsService({ db })),
    ...exportsRoutes(createExportsService({ db, downloads, submissions, reachouts })),
    ...shareRoutes(createShareService({ db, log: deps.log, ...mailer, reachouts })),
    ...dashboardRoutes(createDashboardService({ db })),
    ...downloadsRoutes(downloads),
    ...accountRoutes(createAccountService({ db, identity }), authLimit),
    ...leaderDigestRoutes(createLeaderDigestService({ db, secretKey: deps.secretKey })),
    ...aiSettingsRoutes(createAiSettingsService({ db })),
    ...alertPhrasesRoutes(createAlertPhrasesService({ db })),
    ...invitesRoutes(createInvitesService({ db, ...mailer })),
    ...emergencyContactRoutes(createEmergencyContactsService({ db })),
    ...structureRoutes(createStructureService({ db })),
    ...rolesRoutes(createRolesService({ db, identity })),
    ...usersRoutes(createUsersService({ db, identity, ...mailer })),
    ...reportsRoutes(createReportsService({ db, downloads, submissions, reachouts })),
    ...auditRoutes(createAuditService({ db, downloads })),
    ...billingRoutes(createBillingService({ db, provider: createDatabaseBillingProvider(db), secretKey: deps.secretKey })),
  ];
  registerRoutes(
    app,
    db,
    identity,
    routes,
    { max: config.rateLimitPerMinute, timeWindow: 60_000, limiter: deps.limiter },
    deps.answerCache === false ? undefined : createAnswerCache(db),
  );

  registerHealth(app, db);

  if (config.devMailbox) registerDevMailbox(app, db, directMail);
  registerSpa(app, config.webDist);
  return { app, routes, identity, directMail };
}
