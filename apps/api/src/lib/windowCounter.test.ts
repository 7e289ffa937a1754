import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeWideLimit, windowCounter } from './windowCounter.js';

describe('windowCounter', () => {
  it('counts per key in fixed windows and says how long to wait', () => {
    const c = windowCounter({ max: 2, windowMs: 10_000 });
    c.hit('a', 0);
    c.hit('a', 1000);
    expect(c.retryAfter('a', 2000)).toBe(8);
    expect(c.retryAfter('b', 2000)).toBe(0);
    expect(c.retryAfter('a', 10_000)).toBe(0);
  });
});

describe('routeWideLimit', () => {
  it('refuses past max requests from all callers together with 429 and Retry-After', async () => {
    const limit = routeWideLimit({ max: 3, windowMs: 60_000 });
    const headers: Record<string, string> = {};
    const reply = { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
    for (let i = 0; i < 3; i++) await limit({} as FastifyRequest, reply);
    await expect(limit({} as FastifyRequest, reply)).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'This lookup is busy, please try again in a minute',
    });
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });
});
