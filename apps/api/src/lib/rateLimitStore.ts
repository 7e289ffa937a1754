import type { Counters } from './counters.js';

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}
type Done = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over our counters (its documented `store` option), so the per-route limits
 * declared as `config: { rateLimit }` count where every other limit does: in PostgreSQL when the API runs on a
 * server, shared by all its processes (docs/decisions/026). Each route counts apart, named by method and path.
 */
export function counterStore(counters: Counters) {
  return class CounterStore {
    private readonly name: string;

    /** `options`: the route's merged settings, with `routeInfo` (the route) where the plugin knows it */
    constructor(options: unknown) {
      const { method, url } = (options as StoreOptions | undefined)?.routeInfo ?? {};
      this.name = `route ${[method].flat().join(',')} ${url ?? ''}`;
    }

    child(routeOptions: unknown) {
      return new CounterStore(routeOptions);
    }

    incr(key: string, done: Done, timeWindow: number) {
      counters
        .hit([{ key: `${this.name}|${key}`, windowMs: timeWindow }])
        .then(([count]) => done(null, { current: count.hits, ttl: count.resetInMs }), done);
    }

    read(key: string, done: Done) {
      counters
        .read(`${this.name}|${key}`)
        .then((count) => done(null, { current: count?.hits ?? 0, ttl: count?.resetInMs ?? 0 }), done);
    }
  };
}
