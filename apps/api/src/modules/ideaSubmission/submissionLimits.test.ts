import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../../lib/counters.js';
import { submissionLimits } from './submissionLimits.js';

const reply = (statusCode = 200) => ({ statusCode, header: () => undefined }) as unknown as FastifyReply;

describe('submission limits by outcome', () => {
  const limits = () => {
    const server = { counters: memoryCounters() };
    const l = submissionLimits({
      accepted: { name: 'a', max: 3, windowMs: 60_000 },
      refused: { name: 'r', max: 2, windowMs: 60_000 },
    });
    const request = (ip: string, invalid = false) =>
      ({ ip, server, validationError: invalid ? new Error('bad') : undefined }) as unknown as FastifyRequest;
    /** what the route's hooks do with one request that ends with `status` */
    const submit = async (ip: string, status: number, invalid = false) => {
      const req = request(ip, invalid);
      await l.check(req, reply());
      await l.count(req, reply(status));
    };
    return { l, request, submit };
  };

  it('stops accepted submissions past their limit, whatever the refused count', async () => {
    const { l, request, submit } = limits();
    for (let i = 0; i < 3; i++) await submit('10.0.0.1', 201);
    await expect(l.check(request('10.0.0.1'), reply())).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    await expect(l.check(request('10.0.0.2'), reply())).resolves.toBeUndefined();
  });

  it('counts a well-formed body before it is handled: parallel ones stop at the limit', async () => {
    const { l, request } = limits();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => l.check(request('10.0.0.9'), reply())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });

  it('refused ones (400, 404, 409) use their own count; a well-formed body is still let through', async () => {
    const { l, request, submit } = limits();
    await submit('10.0.0.1', 400, true);
    await submit('10.0.0.1', 409);
    await expect(l.check(request('10.0.0.1', true), reply())).rejects.toMatchObject({ statusCode: 429 });
    await expect(l.check(request('10.0.0.1'), reply())).resolves.toBeUndefined();
    // a well-formed body that was refused gave its place among the accepted back
    for (let i = 0; i < 2; i++) await submit('10.0.0.1', 201);
    await expect(l.check(request('10.0.0.1'), reply())).rejects.toMatchObject({ statusCode: 429 });
  });

  it('a 429 or a server error is not counted as a refusal of the request content', async () => {
    const { l, request, submit } = limits();
    for (const status of [429, 429, 500]) await submit('10.0.0.3', status);
    await expect(l.check(request('10.0.0.3', true), reply())).resolves.toBeUndefined();
  });
});
