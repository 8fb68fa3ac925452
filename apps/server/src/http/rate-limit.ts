import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Limiter } from '../lib/limiter.ts';
import { AppError } from './app-error.ts';

/** RATE_LIMIT_PER_MINUTE: one counter per client across every API call (README). */
export type GeneralLimit = { max: number; timeWindow: number; limiter: Limiter };

/**
 * The client a counter belongs to: its address, or for IPv6 its /64 (one subscriber's
 * network), so that walking through one's own addresses does not reset the count.
 */
export function clientLimitKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The onRequest check of every API route: counted before the session look-up, so a flood costs no query. */
export function generalLimitHook(limit: GeneralLimit) {
  const retryAfter = String(Math.ceil(limit.timeWindow / 1000));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let count: number;
    try {
      count = await limit.limiter.hit(`api:${clientLimitKey(request.ip)}`, limit.timeWindow);
    } catch (err) {
      // Redis away: the calls go on uncounted rather than all failing (sign-in keeps its own
      // per-e-mail limits, which do fail closed).
      request.log.warn({ err: (err as Error).message }, 'rate limit not counted');
      return;
    }
    if (count > limit.max) {
      reply.header('retry-after', retryAfter);
      throw new AppError(ERROR_CODES.rateLimited, 429, MSG.tooManyRequests);
    }
  };
}
