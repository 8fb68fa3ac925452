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
    // One round trip (every API call counts here), and the window's expiry is set with the key
    // itself: INCR then PEXPIRE left a counter without expiry, a client limited for good, when
    // the process stopped between the two.
    hit: async (key, windowMs) => {
      const k = `voyce:limit:${key}`;
      const replies = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).exec();
      const [err, count] = replies?.[1] ?? [new Error('redis transaction aborted'), 0];
      if (err) throw err;
      return count as number;
    },
    reset: () => {},
  };
}
