import type { Redis } from 'ioredis';

/**
 * Fixed-window counters keyed by anything (an e-mail, a client). In memory on one
 * machine; in Redis when REDIS_URL is set so that replicas share the count.
 */
export type Limiter = { hit: (key: string, windowMs: number) => Promise<number>; reset: () => void };

export function memoryLimiter(): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit: async (key, windowMs) => {
      const now = Date.now();
      if (windows.size > 100_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      const w = windows.get(key);
      if (!w || w.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return 1;
      }
      w.count++;
      return w.count;
    },
    reset: () => windows.clear(),
  };
}

export function redisLimiter(redis: Redis): Limiter {
  return {
    hit: async (key, windowMs) => {
      const k = `voyce:limit:${key}`;
      const count = await redis.incr(k);
      if (count === 1) await redis.pexpire(k, windowMs);
      return count;
    },
    reset: () => {},
  };
}
