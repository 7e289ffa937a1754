import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { submissionLimits } from './submissionLimits.js';

const request = (ip: string, invalid = false) =>
  ({ ip, validationError: invalid ? new Error('bad') : undefined }) as FastifyRequest;
const reply = (statusCode = 200) => ({ statusCode, header: () => undefined }) as unknown as FastifyReply;

describe('submission limits by outcome', () => {
  const limits = () => submissionLimits({ accepted: { max: 3, windowMs: 60_000 }, refused: { max: 2, windowMs: 60_000 } });

  it('stops accepted submissions past their limit, whatever the refused count', async () => {
    const l = limits();
    for (let i = 0; i < 3; i++) {
      await l.check(request('a'), reply());
      await l.count(request('a'), reply(201));
    }
    await expect(l.check(request('a'), reply())).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    await expect(l.check(request('b'), reply())).resolves.toBeUndefined();
  });

  it('refused ones (400, 404, 409) use their own count; a well-formed body is still let through', async () => {
    const l = limits();
    await l.count(request('a', true), reply(400));
    await l.count(request('a'), reply(409));
    await expect(l.check(request('a', true), reply())).rejects.toMatchObject({ statusCode: 429 });
    await expect(l.check(request('a'), reply())).resolves.toBeUndefined();
    // a 429 or a server error is not counted as a refusal of the request's content
    const other = limits();
    for (const status of [429, 429, 500]) await other.count(request('c'), reply(status));
    await expect(other.check(request('c', true), reply())).resolves.toBeUndefined();
  });
});
