import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
}

export interface LoadResult {
  label: string;
  connections: number;
  seconds: number;
  requests: number;
  failures: number;
  /** every response's latency in ms, sorted */
  latencies: number[];
}

export interface LoadSummary {
  label: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** Exact percentile (ms) of recorded latencies. */
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs autocannon against `base` for `seconds` with `connections`, cycling through `requests`. Latencies are
 * recorded per response so p95 is exact (autocannon's summary has no p95).
 */
export async function load(
  base: string,
  label: string,
  connections: number,
  seconds: number,
  requests: LoadRequest[],
): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: {
        ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
      },
      ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
    })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  return {
    label,
    connections,
    seconds,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    latencies: latencies.sort((a, b) => a - b),
  };
}

/** Throughput and exact latency percentiles of one or more runs of the same load (runs are added up). */
export function summarize(runs: LoadResult[]): LoadSummary {
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const requests = runs.reduce((s, r) => s + r.requests, 0);
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    label: runs[0].label,
    connections: runs[0].connections,
    requests,
    rps: requests / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: runs.reduce((s, r) => s + r.failures, 0),
  };
}
