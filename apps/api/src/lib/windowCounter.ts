import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, type Message } from '../plugins/errors.js';

/**
 * Counts events per key in fixed windows, in this process's memory (as @fastify/rate-limit does). Used where
 * that plugin cannot decide: a limit shared by every address, or counting only some outcomes of a request.
 */
export function windowCounter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    return w;
  };
  return {
    max,
    /** Seconds until the key has room again; 0 when it has room now. */
    retryAfter(key: string, now = Date.now()): number {
      const w = current(key, now);
      return w.count < max ? 0 : Math.max(1, Math.ceil((w.resetAt - now) / 1000));
    },
    hit(key: string, now = Date.now()) {
      current(key, now).count++;
    },
  };
}
export type WindowCounter = ReturnType<typeof windowCounter>;

export const tooMany = (reply: FastifyReply, retryAfterSeconds: number, message: Message = 'tooManyRequests') => {
  reply.header('Retry-After', String(retryAfterSeconds));
  return appError('RATE_LIMITED', message);
};

/**
 * A limit on one route for all addresses together, so many addresses cannot sum to a bulk read. Runs as a
 * preHandler: requests the per-address limit or validation already refused do not use it up.
 */
export function routeWideLimit(limit: { max: number; windowMs: number }) {
  const counter = windowCounter(limit);
  return async (_req: FastifyRequest, reply: FastifyReply) => {
    const wait = counter.retryAfter('route');
    if (wait) throw tooMany(reply, wait, 'lookupBusy');
    counter.hit('route');
  };
}
