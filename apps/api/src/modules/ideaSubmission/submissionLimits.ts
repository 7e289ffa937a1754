import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooMany, windowCounter } from '../../lib/windowCounter.js';

/**
 * Public submissions per address, counted by outcome (issue 10): accepted ideas against a limit generous enough
 * for a whole plant behind one address (DESIGN §7), refused ones (invalid, unknown place or file, conflicting
 * key) against their own smaller one. A flood of bad requests is refused cheaply with 429 and never uses up the
 * plant's room for good ones.
 */
export const ACCEPTED_SUBMISSIONS = { max: 1000, windowMs: 10 * 60_000 };
export const REFUSED_SUBMISSIONS = { max: 300, windowMs: 10 * 60_000 };

export function submissionLimits(limits = { accepted: ACCEPTED_SUBMISSIONS, refused: REFUSED_SUBMISSIONS }) {
  const accepted = windowCounter(limits.accepted);
  const refused = windowCounter(limits.refused);
  return {
    /** preHandler of a route with attachValidation: a body that failed validation is judged by the refused count. */
    check: async (req: FastifyRequest, reply: FastifyReply) => {
      const wait = (req.validationError ? refused : accepted).retryAfter(req.ip);
      if (wait) throw tooMany(reply, wait);
    },
    /** onResponse: books the outcome. */
    count: async (req: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode === 201) accepted.hit(req.ip);
      else if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429) refused.hit(req.ip);
    },
  };
}
