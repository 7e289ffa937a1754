import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../../plugins/auth.js';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies", docs/decisions/026): after a
 * successful sign-in the browser gets a signed, HttpOnly cookie naming this account and a random device id. A
 * later sign-in to the same account from that browser is counted in the device's own bucket, not in the bucket
 * that every other client of the account shares, so strangers' failures cannot lock the owner's browser out.
 *
 * The cookie holds up to five accounts (a shared office computer) as `tag.device.signature` entries joined by
 * `~`: the tag is a keyed hash of the e-mail (the cookie does not carry it), the signature a keyed hash of both.
 */
export const DEVICE_COOKIE = 'fikra_device';
const PATH = '/v1/auth';
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const ENTRY = /^([\w-]{22})\.([\w-]{22})\.([\w-]{32})$/;

interface Entry {
  tag: string;
  device: string;
  text: string;
}

/** The cookie's value in a request (none, or not ours: undefined); its characters need no decoding. */
function cookieValue(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

export function deviceCookies(tokens: TokenService) {
  const tagOf = (email: string) => tokens.mac('device-account', email.toLowerCase()).slice(0, 22);
  const signatureOf = (tag: string, device: string) => tokens.mac('device-cookie', `${tag}.${device}`).slice(0, 32);

  /** The entries of the request's cookie whose signature is ours. */
  function validEntries(req: FastifyRequest): Entry[] {
    const entries: Entry[] = [];
    for (const text of (cookieValue(req) ?? '').split('~').slice(0, MAX_ACCOUNTS)) {
      const m = ENTRY.exec(text);
      if (!m) continue;
      const [, tag, device, signature] = m;
      if (timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(tag, device)))) entries.push({ tag, device, text });
    }
    return entries;
  }

  return {
    /** The device id, when this browser has signed in to this account before; undefined otherwise. */
    deviceOf(req: FastifyRequest, email: string): string | undefined {
      const tag = tagOf(email);
      return validEntries(req).find((e) => e.tag === tag)?.device;
    },

    /** After a successful sign-in: this account's entry (kept, or new) first, then up to four others. */
    remember(req: FastifyRequest, reply: FastifyReply, email: string) {
      const tag = tagOf(email);
      const entries = validEntries(req);
      const device = entries.find((e) => e.tag === tag)?.device ?? randomBytes(16).toString('base64url');
      const mine = `${tag}.${device}.${signatureOf(tag, device)}`;
      const value = [mine, ...entries.filter((e) => e.tag !== tag).map((e) => e.text)].slice(0, MAX_ACCOUNTS).join('~');
      // Secure only over HTTPS: a plant's LAN over plain HTTP must keep working (DESIGN §7)
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${value}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}
