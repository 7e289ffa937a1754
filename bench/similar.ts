/**
 * Issue 18's speed budget on its own (`BENCH_ONLY=similar4`): the similar-idea lookup over BENCH_IDEAS ideas at
 * 4 connections, on PostgreSQL and on the embedded database, without the rest of the bench (about 3 minutes
 * instead of 15). bench/run.ts measures the same scenario, with the same requests, inside the full run.
 */
import { benchAdminToken, createEmptyDatabase, type StartServer, type StopServer, seedBenchDatabase } from './database.js';
import { type LoadRequest, type LoadSummary, load, summarize } from './load.js';

/** The p95 budget of issue 18 (ms); the embedded figure is printed beside it against the same number. */
export const SIMILAR_P95_BUDGET_MS = 100;

/**
 * Titles as operators type them, close to the seeded ones of bench/ideaTitles.ts: other letter forms, a word
 * changed, the purpose not typed yet, a title half typed, and one that looks like nothing in particular. The
 * form asks once typing pauses; staff ask with their token (the public limit is per address).
 */
export function similarRequests(units: string[], token: string): LoadRequest[] {
  const texts = [
    'تقليل زمن تغيير المقاس فى ماكينه التعبئه بالخط 3',
    'reduce the changeover time of the filling machine on line 2',
    'اصلاح تسريب الهواء المضغوط فى ضاغط الهواء',
    'add a safety guard to the palletiser to prevent injuries',
    'تركيب حساس لمستوي المنتج علي السير الناقل بالخط 7 لتقليل الهالك',
    'visual board for the daily safety checks',
  ];
  return units.slice(0, 4).flatMap((unit) =>
    texts.map((text) => ({
      method: 'GET' as const,
      path: `/v1/idea-crud/similar?text=${encodeURIComponent(text)}&factoryBusinessUnit=${unit}`,
      token,
    })),
  );
}

export interface SimilarOnlyReport {
  kind: 'postgres' | 'pglite';
  ideas: number;
  seedSeconds: number;
  similar4: LoadSummary;
}

/** Seeds a scratch database of `kind`, starts the bench server on it and measures the lookup at 4 connections. */
export async function benchSimilarOnly(
  kind: 'postgres' | 'pglite',
  opts: { pgUrl: string; ideas: number; seconds: number; start: StartServer; stop: StopServer },
): Promise<SimilarOnlyReport> {
  const scratch = await createEmptyDatabase(kind, opts.pgUrl);
  try {
    const started = performance.now();
    const seeded = await seedBenchDatabase(scratch, opts.ideas, (done) =>
      process.stdout.write(`\r  ${kind}: seeding ${done}/${opts.ideas} ideas`),
    );
    const seedSeconds = (performance.now() - started) / 1000;
    process.stdout.write(` (${seedSeconds.toFixed(1)} s with vacuum analyze)\n`);
    const { child, address } = await opts.start(scratch);
    try {
      const token = await benchAdminToken(address);
      const requests = similarRequests(seeded.factories, token);
      process.stdout.write(`  ${kind}: warm-up, then GET similar ideas at 4 connections for ${opts.seconds} s\n`);
      await load(address, 'warm-up', 4, 3, requests);
      const similar4 = summarize([await load(address, 'GET similar ideas (one unit)', 4, opts.seconds, requests)]);
      return { kind, ideas: opts.ideas, seedSeconds, similar4 };
    } finally {
      await opts.stop(child);
    }
  } finally {
    await scratch.drop();
  }
}

export function printSimilarReport(reports: SimilarOnlyReport[]) {
  console.log('== Similar-idea lookup (issue 18): GET /v1/idea-crud/similar, one unit, 4 connections ==');
  for (const r of reports) {
    const s = r.similar4;
    const verdict = s.p95 <= SIMILAR_P95_BUDGET_MS ? 'PASS' : 'MISS';
    const name = r.kind === 'postgres' ? 'PostgreSQL' : 'embedded (file-backed)';
    console.log(
      `  ${name.padEnd(24)} ${r.ideas.toLocaleString('en')} ideas: ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms ${verdict} (<= ${SIMILAR_P95_BUDGET_MS} ms), p99 ${s.p99.toFixed(1)} ms, ${s.failures} failures`,
    );
  }
}
