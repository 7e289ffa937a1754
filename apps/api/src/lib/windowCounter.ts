import type { FastifyReply, FastifyRequest } from 'fastify';
import { countAttempt, tooMany } from './counters.js';

export { tooMany };

/**
 * A limit on one route for all addresses together, so many addresses cannot sum to a bulk read. Runs as a
 * preHandler: requests the per-address limit or validation already refused do not use it up. It counts in the
 * app's counters (lib/counters.ts): in PostgreSQL on a server, so the figure holds across all API processes.
 */
export function routeWideLimit(limit: { max: number; windowMs: number }) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const name = `route-wide ${req.method} ${req.routeOptions.url}`;
    const { retryAfter } = await countAttempt(req.server.counters, [[{ name, ...limit }, 'all']]);
    if (retryAfter) throw tooMany(reply, retryAfter, 'lookupBusy');
  };
}
