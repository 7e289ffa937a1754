/** The demo's one source of chance: a seeded generator, so two builds give the same plant. */
export interface Random {
  /** a number in [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** `count` different items, in the order drawn */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: small, fast and good enough to vary a demo. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    sample: (items, count) => {
      const pool = [...items];
      const out: (typeof pool)[number][] = [];
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
}

const DAY = 86_400_000;

/** Days relative to the demo's "today" (midnight UTC of the day it is built, or a fixed day for tests). */
export function demoClock(today: Date) {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    /** the moment `days` after (or before, negative) today's midnight, at the given hour */
    at: (days: number, hour = 9, minute = 0) => new Date(start + days * DAY + (hour * 60 + minute) * 60_000),
    daysAgo: (days: number, hour = 9, minute = 0) => new Date(start - days * DAY + (hour * 60 + minute) * 60_000),
  };
}
export type DemoClock = ReturnType<typeof demoClock>;
