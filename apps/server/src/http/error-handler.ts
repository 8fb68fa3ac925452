import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { IDENTITY_STORE_DOWN } from '../lib/identity-store.ts';
import { AppError } from './app-error.ts';
import { errorEnvelope } from './envelope.ts';

/** Connection-level failures of PostgreSQL or the identity store (Redis): they are away, not the request wrong. */
const DB_DOWN_CODES = new Set([
  IDENTITY_STORE_DOWN,
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** An error and its causes, a few deep (drizzle wraps the driver's error as its cause). */
function* causeChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}
const hasCode = (err: unknown, codes: Set<string>) => [...causeChain(err)].some((e) => typeof e.code === 'string' && codes.has(e.code));

/**
 * PostgreSQL gave up one of two transactions that waited on each other (a deadlock) or on a
 * serialisation conflict. The whole transaction was rolled back, so nothing was half saved: the
 * caller may simply try again. Rare (a leader's edit crossing the pipeline's writes to the same
 * topics and their chart tally), but never a 500.
 */
const CONCURRENCY_CODES = new Set(['40P01', '40001']);

function isDatabaseDown(err: unknown): boolean {
  return (
    hasCode(err, DB_DOWN_CODES) ||
    [...causeChain(err)].some(
      (e) =>
        typeof e.message === 'string' &&
        /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message),
    )
  );
}

/** Maps every failure to the envelope of ARCHITECTURE §4. A 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send(errorEnvelope(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const v of err.validation) {
        const field =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String((v.params?.issue && (v.params.issue as { path?: unknown[] }).path?.join('.')) || '') ||
          '_';
        details[field] ??= v.message ?? 'Invalid value';
      }
      const first = Object.values(details)[0] ?? MSG.validation;
      return reply.status(400).send(errorEnvelope(ERROR_CODES.validation, first, details));
    }
    const status = (err as FastifyError).statusCode;
    if (status === 429) {
      return reply.status(429).send(errorEnvelope(ERROR_CODES.rateLimited, MSG.tooManyRequests));
    }
    if (status === 413) {
      return reply.status(413).send(errorEnvelope(ERROR_CODES.bodyTooLarge, MSG.bodyTooLarge));
    }
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body...
      const code = status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation;
      const message = status === 415 ? 'Unsupported content type; send application/json.' : err.message || MSG.validation;
      return reply.status(status).send(errorEnvelope(code, message));
    }
    if (hasCode(err, CONCURRENCY_CODES)) {
      request.log.warn({ err: err.message }, 'transaction rolled back by a concurrent one');
      return reply.status(409).send(errorEnvelope(ERROR_CODES.conflict, MSG.concurrentChange));
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err: err.message }, 'database unavailable');
      return reply.status(503).send(errorEnvelope(ERROR_CODES.unavailable, MSG.dbUnavailable));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(ERROR_CODES.internal, MSG.unexpected));
  });
}
