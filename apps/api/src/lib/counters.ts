import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import { type RateCount, rateCountersRepository } from '../data/rateCounters.repository.js';
import type { Database } from '../db/client.js';
import { appError, type Message } from '../plugins/errors.js';

export type { RateCount };

/**
 * Where every limit and budget counts (docs/decisions/026): fixed windows per key. On a PostgreSQL server
 * (`DATABASE_URL`) the counts live in the database, so a limit holds across any number of API processes; the
 * embedded database serves one process, which counts in its own memory.
 */
export interface Counters {
  kind: 'shared' | 'memory';
  /** Adds n (default 1) to each key's current window, all at once; the counts after, in the order given. */
  hit(hits: { key: string; windowMs: number; n?: number }[]): Promise<RateCount[]>;
  /** The key's current window, if one is running. */
  read(key: string): Promise<RateCount | undefined>;
  /** Takes hits back from the window they were counted in (nothing, when it has ended). */
  giveBack(count: RateCount, n?: number): Promise<void>;
  /** Forgets ended windows (a periodic job); returns how many. */
  forgetEnded(): Promise<number>;
}

export function countersFor(db: Database): Counters {
  return db.kind === 'postgres' ? sharedCounters(db) : memoryCounters();
}

/** Counts in the `rate_counters` table: one statement per request, whatever the number of keys. */
export function sharedCounters(db: Database): Counters {
  const repo = rateCountersRepository(db);
  return {
    kind: 'shared',
    hit: (hits) => repo.hit(hits.map((h) => ({ ...h, n: h.n ?? 1 }))),
    read: (key) => repo.read(key),
    giveBack: (count, n = 1) => repo.giveBack(count.key, count.window, n),
    forgetEnded: () => repo.forgetEnded(),
  };
}

/** Counts in this process's memory (the embedded database); `now` is for tests. */
export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const countOf = (key: string, w: { hits: number; endsAt: number }): RateCount => ({
    key,
    hits: w.hits,
    window: String(w.endsAt),
    resetInMs: Math.max(0, w.endsAt - now()),
  });
  const forgetEnded = () => {
    let forgotten = 0;
    for (const [key, w] of windows) if (w.endsAt <= now() && windows.delete(key)) forgotten++;
    return forgotten;
  };
  return {
    kind: 'memory',
    async hit(hits) {
      if (windows.size > 50_000) forgetEnded();
      return hits.map(({ key, windowMs, n = 1 }) => {
        let w = windows.get(key);
        if (!w || w.endsAt <= now()) {
          w = { hits: 0, endsAt: now() + windowMs };
          windows.set(key, w);
        }
        w.hits += n;
        return countOf(key, w);
      });
    },
    async read(key) {
      const w = windows.get(key);
      return w && w.endsAt > now() ? countOf(key, w) : undefined;
    },
    async giveBack(count, n = 1) {
      const w = windows.get(count.key);
      if (w && String(w.endsAt) === count.window) w.hits = Math.max(0, w.hits - n);
    },
    forgetEnded: async () => forgetEnded(),
  };
}

/** A limit: at most `max` per key in each window of `windowMs`; `name` keeps its counters apart from others'. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** A client's address as every per-address limit and budget keys it: IPv4 as is, IPv6 by its /64 (one subscriber). */
export const clientAddress = (req: { ip: string }) => normalizeIP(req.ip, 64);

const retryAfterSeconds = (count: RateCount) => Math.max(1, Math.ceil(count.resetInMs / 1000));

/**
 * Counts one attempt against each limit at once, BEFORE the work it guards, so parallel requests cannot outrun a
 * limit. Returns the counts (to give back later) and, when a limit is passed, the seconds until it has room.
 */
export async function countAttempt(counters: Counters, checks: [Limit, string][]) {
  const counts = await counters.hit(checks.map(([limit, key]) => ({ key: `${limit.name}|${key}`, windowMs: limit.windowMs })));
  const over = counts.filter((c, i) => c.hits > checks[i][0].max);
  return { counts, retryAfter: over.length ? Math.max(...over.map(retryAfterSeconds)) : 0 };
}

/** How long the key must wait under the limit without counting anything; 0 when it has room. */
export async function waitFor(counters: Counters, limit: Limit, key: string): Promise<number> {
  const count = await counters.read(`${limit.name}|${key}`);
  return count && count.hits >= limit.max ? retryAfterSeconds(count) : 0;
}

/** The 429 answer of a limit, with Retry-After. */
export const tooMany = (reply: FastifyReply, retryAfter: number, message: Message = 'tooManyRequests') => {
  reply.header('Retry-After', String(retryAfter));
  return appError('RATE_LIMITED', message);
};
