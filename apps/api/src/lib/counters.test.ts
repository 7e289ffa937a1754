import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/factories.js';
import { type Counters, clientAddress, countAttempt, memoryCounters, sharedCounters, waitFor } from './counters.js';
import { routeWideLimit } from './windowCounter.js';

const t = useTestContext();

/** The same rules, whichever store counts: the table on every database (it exists on the embedded one too), and memory. */
const stores: [string, () => Counters][] = [
  ['the rate_counters table', () => sharedCounters(t.db)],
  ['memory', () => memoryCounters()],
];

describe.each(stores)('counters in %s', (_name, make) => {
  it('counts several keys in one hit, each in its own window, and says how long to wait', async () => {
    const c = make();
    const limit = { name: `l${Math.random()}`, max: 2, windowMs: 60_000 };
    expect((await countAttempt(c, [[limit, 'a']])).retryAfter).toBe(0);
    expect((await countAttempt(c, [[limit, 'a']])).retryAfter).toBe(0);
    const third = await countAttempt(c, [
      [limit, 'a'],
      [limit, 'b'],
    ]);
    expect(third.counts.map((x) => x.hits)).toEqual([3, 1]);
    expect(third.retryAfter).toBeGreaterThan(0);
    expect(third.retryAfter).toBeLessThanOrEqual(60);
    expect(await waitFor(c, limit, 'a')).toBeGreaterThan(0);
    expect(await waitFor(c, limit, 'b')).toBe(0);
    expect(await waitFor(c, limit, 'never')).toBe(0);
  });

  it('gives a hit back to the window it was counted in, never below zero', async () => {
    const c = make();
    const limit = { name: `g${Math.random()}`, max: 1, windowMs: 60_000 };
    const { counts } = await countAttempt(c, [[limit, 'k']]);
    await c.giveBack(counts[0]);
    await c.giveBack(counts[0]);
    expect((await c.read(counts[0].key))?.hits).toBe(0);
    expect((await countAttempt(c, [[limit, 'k']])).retryAfter).toBe(0);
  });

  it('holds under parallel hits: exactly max of 40 get through', async () => {
    const c = make();
    const limit = { name: `p${Math.random()}`, max: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 40 }, () => countAttempt(c, [[limit, 'same']])));
    expect(results.filter((r) => r.retryAfter === 0)).toHaveLength(10);
  });
});

describe('windows', () => {
  it('start again when they end (memory, with a clock)', async () => {
    let now = 0;
    const c = memoryCounters(() => now);
    const limit = { name: 'w', max: 1, windowMs: 10_000 };
    await countAttempt(c, [[limit, 'a']]);
    now = 2000;
    expect((await countAttempt(c, [[limit, 'a']])).retryAfter).toBe(8);
    now = 10_000;
    expect((await countAttempt(c, [[limit, 'a']])).retryAfter).toBe(0);
    expect(await c.forgetEnded()).toBe(0);
    now = 20_000;
    expect(await c.forgetEnded()).toBe(1);
  });

  it('start again when they end (the table, on the database clock)', async () => {
    const c = sharedCounters(t.db);
    const limit = { name: 'short', max: 1, windowMs: 60_000 };
    await countAttempt(c, [[limit, 'x']]);
    expect((await countAttempt(c, [[limit, 'x']])).retryAfter).toBeGreaterThan(0);
    await t.db.query(`update rate_counters set window_end = now() - interval '2 minutes' where key = 'short|x'`);
    const after = await countAttempt(c, [[limit, 'x']]);
    expect(after.retryAfter).toBe(0);
    expect(after.counts[0].hits).toBe(1);
    await t.db.query(`update rate_counters set window_end = now() - interval '2 minutes' where key = 'short|x'`);
    expect(await c.forgetEnded()).toBeGreaterThanOrEqual(1);
    expect(await c.read('short|x')).toBeUndefined();
  });
});

describe('clientAddress', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(clientAddress({ ip: '10.1.2.3' })).toBe('10.1.2.3');
    expect(clientAddress({ ip: '::ffff:10.1.2.3' })).toBe('10.1.2.3');
    const a = clientAddress({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd' });
    expect(a).toBe(clientAddress({ ip: '2001:db8:1:2::1' }));
    expect(a).not.toBe(clientAddress({ ip: '2001:db8:1:3::1' }));
  });
});

describe('routeWideLimit', () => {
  it('refuses past max requests from all callers together with 429 and Retry-After', async () => {
    const limit = routeWideLimit({ max: 3, windowMs: 60_000 });
    const headers: Record<string, string> = {};
    const reply = { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
    const req = {
      method: 'GET',
      routeOptions: { url: '/x' },
      server: { counters: memoryCounters() },
    } as unknown as FastifyRequest;
    for (let i = 0; i < 3; i++) await limit(req, reply);
    await expect(limit(req, reply)).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'This lookup is busy, please try again in a minute',
    });
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });
});
