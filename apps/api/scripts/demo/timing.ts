/**
 * Where the demo's build spends its time: each phase's wall-clock and CPU seconds (printed as the phase ends),
 * and with DEMO_TIMING=1 a table of the time spent per kind of request and per database write of the build.
 */
export interface Phases {
  /** ends the current phase with its line: `label  12.3 s (cpu 8.1 s)` */
  done(label: string): void;
  /** the time spent in `fn`, added to the tally of `kind` (DEMO_TIMING=1) */
  tally<T>(kind: string, fn: () => Promise<T>): Promise<T>;
  /** the tally, most expensive first (empty without DEMO_TIMING=1) */
  report(): string[];
}

export function phases(log: (line: string) => void, detailed = process.env.DEMO_TIMING === '1'): Phases {
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const tallies = new Map<string, { n: number; ms: number }>();
  return {
    done(label) {
      const spent = process.cpuUsage(cpu);
      const now = performance.now();
      const cpuSeconds = (spent.user + spent.system) / 1e6;
      log(`${label.padEnd(62)} ${((now - wall) / 1000).toFixed(1).padStart(5)} s (cpu ${cpuSeconds.toFixed(1)} s)`);
      wall = now;
      cpu = process.cpuUsage();
    },
    async tally(kind, fn) {
      if (!detailed) return fn();
      const started = performance.now();
      try {
        return await fn();
      } finally {
        const t = tallies.get(kind) ?? { n: 0, ms: 0 };
        t.n++;
        t.ms += performance.now() - started;
        tallies.set(kind, t);
      }
    },
    report: () =>
      [...tallies]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([kind, t]) => `${(t.ms / 1000).toFixed(1).padStart(7)} s ${String(t.n).padStart(6)} × ${kind}`),
  };
}
