import type { Tx } from '../db/client.js';

/** One counter's state after a hit: its hits in the current window, the window's end (as stored) and the time left. */
export interface RateCount {
  key: string;
  hits: number;
  /** the window's end as PostgreSQL wrote it: giving a hit back names the window it was counted in */
  window: string;
  resetInMs: number;
}

interface Row {
  key: string;
  hits: number;
  window_end: string;
  reset_in_ms: number;
}
const toCount = (r: Row): RateCount => ({
  key: r.key,
  hits: r.hits,
  window: r.window_end,
  resetInMs: Math.max(0, r.reset_in_ms),
});

/**
 * The `rate_counters` table (migration 0025, docs/decisions/026): fixed windows counted by the database, so the
 * figure holds across every API process on one PostgreSQL server. Times are the database's, never a process's.
 */
export function rateCountersRepository(q: Tx) {
  return {
    /**
     * Adds `n` to each key's current window, starting a new window of `windowMs` where none is running, in ONE
     * statement (an atomic upsert per key, keys taken in a fixed order so that two hits cannot deadlock); returns
     * the counts after, in the order given.
     */
    async hit(hits: { key: string; windowMs: number; n: number }[]): Promise<RateCount[]> {
      if (!hits.length) return [];
      const rows = await q.query<Row>(
        `insert into rate_counters as c (key, window_end, hits)
         select k, now() + make_interval(secs => w / 1000.0), n
           from unnest($1::text[], $2::float8[], $3::int[]) as t(k, w, n)
          order by k
         on conflict (key) do update set
           hits = case when c.window_end <= now() then excluded.hits else c.hits + excluded.hits end,
           window_end = case when c.window_end <= now() then excluded.window_end else c.window_end end
         returning key, hits, window_end::text as window_end,
                   (extract(epoch from window_end - now()) * 1000)::float8 as reset_in_ms`,
        [hits.map((h) => h.key), hits.map((h) => h.windowMs), hits.map((h) => h.n)],
      );
      const byKey = new Map(rows.map((r) => [r.key, toCount(r)]));
      return hits.map((h) => byKey.get(h.key) as RateCount);
    },

    /** The key's current window, if one is running. */
    async read(key: string): Promise<RateCount | undefined> {
      const [row] = await q.query<Row>(
        `select key, hits, window_end::text as window_end, (extract(epoch from window_end - now()) * 1000)::float8 as reset_in_ms
           from rate_counters where key = $1 and window_end > now()`,
        [key],
      );
      return row ? toCount(row) : undefined;
    },

    /** Takes `n` hits back from the window they were counted in (nothing, when that window has ended). */
    async giveBack(key: string, window: string, n: number): Promise<void> {
      await q.query('update rate_counters set hits = greatest(hits - $3, 0) where key = $1 and window_end = $2::timestamptz', [
        key,
        window,
        n,
      ]);
    },

    /** Forgets windows that ended; returns how many. */
    async forgetEnded(): Promise<number> {
      const rows = await q.query(`delete from rate_counters where window_end < now() - interval '1 minute' returning 1`);
      return rows.length;
    },
  };
}
