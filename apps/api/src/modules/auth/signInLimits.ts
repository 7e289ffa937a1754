import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, countAttempt, type Limit, type RateCount, tooMany } from '../../lib/counters.js';
import { deviceCookies } from './deviceCookies.js';

const MINUTE = 60_000;
const counted = Symbol('sign-in attempt counted');
type Counted = FastifyRequest & { [counted]?: RateCount[] };

const bodyField = (req: FastifyRequest, field: 'email' | 'token') => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
};
const accountOf = (req: FastifyRequest) => bodyField(req, 'email').trim().toLowerCase();
/** A reset is keyed by its link's token, hashed as the reset table keys it. */
const tokenKeyOf = (req: FastifyRequest) => createHash('sha256').update(bodyField(req, 'token')).digest('hex');

/**
 * Limits of the routes that check a password, create an account or reset one (issue 10 item 3, issue 29 items
 * 2–4; docs/decisions/026), all per minute, counted in the app's counters (shared by every API process on
 * PostgreSQL):
 * - per ADDRESS (an IPv6 client by its /64), over every account and these routes together: a spray of many
 *   accounts, a flood of new e-mails;
 * - sign-in per ACCOUNT over every address: guessing one password from many machines. Every attempt is counted
 *   BEFORE the password is checked, so parallel guesses stop at the limit, and given back when it was right;
 * - sign-in from a browser that signed in to the account before (a device cookie) counts in that device's own
 *   bucket instead, so strangers' failures never lock the owner's browser out;
 * - a password reset per link (its token's hash); 'forgot password' only per address, since the service sends
 *   one user at most one e-mail a minute whoever asks.
 */
export function signInLimits(app: FastifyInstance, perAccount: number, perAddress: number) {
  const devices = deviceCookies(app.tokens);
  const byAddress: Limit = { name: 'auth-address', max: perAddress, windowMs: MINUTE };
  const byAccount: Limit = { name: 'signin-account', max: perAccount, windowMs: MINUTE };
  const byDevice: Limit = { name: 'signin-device', max: perAccount, windowMs: MINUTE };
  const registerByAccount: Limit = { name: 'register-account', max: perAccount, windowMs: MINUTE };
  const resetByLink: Limit = { name: 'reset-link', max: perAccount, windowMs: MINUTE };

  const attempt = (keys: (req: FastifyRequest) => [Limit, string][]) => async (req: FastifyRequest, reply: FastifyReply) => {
    const { counts, retryAfter } = await countAttempt(app.counters, keys(req));
    if (retryAfter) throw tooMany(reply, retryAfter);
    (req as Counted)[counted] = counts;
  };

  return {
    signIn: {
      preHandler: attempt((req) => {
        const account = accountOf(req);
        const device = devices.deviceOf(req, account);
        return device
          ? [[byDevice, `${account}|${device}`]]
          : [
              [byAddress, clientAddress(req)],
              [byAccount, account],
            ];
      }),
      /**
       * A right password: its attempt is given back (only failures use the limits up) and the browser is
       * remembered for this account; before the answer leaves, so the next attempt already sees the count.
       */
      onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode !== 200) return payload;
        for (const count of (req as Counted)[counted] ?? []) await app.counters.giveBack(count);
        devices.remember(req, reply, accountOf(req));
        return payload;
      },
    },
    register: {
      preHandler: attempt((req) => [
        [byAddress, clientAddress(req)],
        [registerByAccount, accountOf(req)],
      ]),
    },
    forgotPassword: { preHandler: attempt((req) => [[byAddress, clientAddress(req)]]) },
    resetPassword: {
      preHandler: attempt((req) => [
        [byAddress, clientAddress(req)],
        [resetByLink, tokenKeyOf(req)],
      ]),
    },
  };
}
