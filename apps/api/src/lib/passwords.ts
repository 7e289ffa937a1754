import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { FairSlots, type Lane } from './fairSlots.js';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/**
 * scrypt runs on libuv's thread pool, off the event loop, but a flood of sign-ins still queues there ahead of
 * a real person's. Hashes take turns per client address instead (issue 10 item 3), one core left for the rest,
 * and a sign-in for an e-mail nobody has (a flood of made-up e-mails: the check only keeps its timing) waits
 * behind those of real accounts.
 */
const slots = new FairSlots(Math.max(1, availableParallelism() - 1));
const derive = (password: string, salt: Buffer, length: number, address: string, lane?: Lane) =>
  slots.run(address, () => scryptAsync(password, salt, length), lane);

/** scrypt with a per-user salt, stored as `scrypt$<salt b64>$<hash b64>` (DESIGN §7). `address`: whose turn it is. */
export async function hashPassword(password: string, address = 'server'): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, address);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string, address = 'server', lane?: Lane): Promise<boolean> {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), expected.length, address, lane);
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the email is unknown, so login timing does not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(9).toString('base64url').slice(0, 14);
}
