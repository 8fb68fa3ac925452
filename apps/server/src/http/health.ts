import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { pingDatabase, type Db } from '../db/client.ts';
import { errorEnvelope } from './envelope.ts';

/** A database slower than this to answer `select 1` counts as away. */
const DATABASE_CHECK_MS = 3000;

/**
 * Two probes. `/api/health/live` (liveness): 200 while the process serves HTTP, whatever the
 * database does; restarting the process would not bring PostgreSQL back. `/api/health`
 * (readiness): 200 only when PostgreSQL answers, else 503 with the envelope, so a load balancer
 * or a monitor sees what the calls see.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/api/health/live', { config: { rateLimit: false } }, async () => ({ status: 'OK', data: { ok: true } }));
  app.get('/api/health', { config: { rateLimit: false } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_CHECK_MS} ms`)), DATABASE_CHECK_MS);
        }),
      ]);
      return { status: 'OK', data: { ok: true, database: 'up' } };
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, 'health: database unavailable');
      return reply.status(503).send(errorEnvelope(ERROR_CODES.unavailable, MSG.dbUnavailable));
    } finally {
      clearTimeout(timer);
    }
  });
}
