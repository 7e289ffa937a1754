import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../plugins/errors.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Checked = Awaited<ReturnType<Limiter>>;

const tooMany = (reply: FastifyReply, checked: Checked) => {
  if (!checked.isAllowed) reply.header('retry-after', checked.ttlInSeconds);
  return appError('RATE_LIMITED', 'tooManyRequests');
};

const accountOf = (req: FastifyRequest) => String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

/**
 * Limits for the routes that check a password or create an account (issue 10 item 3). Two counters, both
 * per minute: one per ADDRESS over every account (a spray of many accounts, a flood of new e-mails), and
 * one per ACCOUNT over every address (guessing one password from many machines). For sign-in the account
 * counter counts only FAILED attempts, so a stranger can slow down guesses at an account but a person who
 * types the right password is not locked out by someone else's failures unless those pile up.
 */
export function signInLimits(app: FastifyInstance, perAccount: number, perAddress: number) {
  const byAddress = app.createRateLimit({ max: perAddress, timeWindow: 60_000, keyGenerator: (req) => `address|${req.ip}` });
  const byAccount = app.createRateLimit({
    max: perAccount,
    timeWindow: 60_000,
    keyGenerator: (req) => `account|${accountOf(req)}`,
  });
  const failuresByAccount = app.createRateLimit({
    max: perAccount,
    timeWindow: 60_000,
    keyGenerator: (req) => `failed|${accountOf(req)}`,
  });

  const check = async (req: FastifyRequest, reply: FastifyReply, limiters: [Limiter, { increment: boolean }][]) => {
    for (const [limiter, options] of limiters) {
      const checked = await limiter(req, options);
      if (!checked.isAllowed && checked.isExceeded) throw tooMany(reply, checked);
    }
  };

  return {
    /** Sign-in: every attempt counts for the address; the account's failures are counted after the answer. */
    signIn: {
      preHandler: (req: FastifyRequest, reply: FastifyReply) =>
        check(req, reply, [
          [byAddress, { increment: true }],
          [failuresByAccount, { increment: false }],
        ]),
      onResponse: async (req: FastifyRequest, reply: FastifyReply) => {
        if (reply.statusCode === 401) await failuresByAccount(req);
      },
    },
    /** Register, forgot and reset password: every attempt counts for the address and for the account. */
    everyAttempt: {
      preHandler: (req: FastifyRequest, reply: FastifyReply) =>
        check(req, reply, [
          [byAddress, { increment: true }],
          [byAccount, { increment: true }],
        ]),
    },
  };
}
