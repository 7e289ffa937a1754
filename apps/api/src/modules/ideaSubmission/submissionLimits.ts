import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, countAttempt, type RateCount, tooMany } from '../../lib/counters.js';

/**
 * Public submissions per address, counted by outcome (issue 10): accepted ideas against a limit generous enough
 * for a whole plant behind one address (DESIGN §7), refused ones (invalid, unknown place or file, conflicting
 * key) against their own smaller one. A flood of bad requests is refused cheaply with 429 and never uses up the
 * plant's room for good ones. A well-formed body is counted as accepted BEFORE it is handled (parallel requests
 * cannot outrun the limit) and given back when it is not accepted after all. Counted in the app's counters, shared
 * by every API process on PostgreSQL.
 */
export const ACCEPTED_SUBMISSIONS = { name: 'submissions-accepted', max: 1000, windowMs: 10 * 60_000 };
export const REFUSED_SUBMISSIONS = { name: 'submissions-refused', max: 300, windowMs: 10 * 60_000 };

const counted = Symbol('submission counted as accepted');
type Counted = FastifyRequest & { [counted]?: RateCount };

export function submissionLimits(limits = { accepted: ACCEPTED_SUBMISSIONS, refused: REFUSED_SUBMISSIONS }) {
  return {
    /** preHandler of a route with attachValidation: a body that failed validation is judged by the refused count. */
    check: async (req: FastifyRequest, reply: FastifyReply) => {
      const address = clientAddress(req);
      if (req.validationError) {
        const { retryAfter } = await countAttempt(req.server.counters, [[limits.refused, address]]);
        if (retryAfter) throw tooMany(reply, retryAfter);
        return;
      }
      const { counts, retryAfter } = await countAttempt(req.server.counters, [[limits.accepted, address]]);
      if (retryAfter) throw tooMany(reply, retryAfter);
      (req as Counted)[counted] = counts[0];
    },
    /** onResponse: an idea counted as accepted that was not gives its place back; a refused one counts as refused. */
    count: async (req: FastifyRequest, reply: FastifyReply) => {
      const acceptedCount = (req as Counted)[counted];
      if (!acceptedCount || reply.statusCode === 201) return;
      await req.server.counters.giveBack(acceptedCount);
      if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429) {
        await countAttempt(req.server.counters, [[limits.refused, clientAddress(req)]]);
      }
    },
  };
}
