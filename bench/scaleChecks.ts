import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Acknowledged, failures, type Outcome } from './scaleTraffic.js';

export interface ScaleFacts {
  databaseUrl: string;
  base: string;
  runs: { outcomes: Outcome[]; acknowledged: Acknowledged }[];
  killedAt: number;
  killedPort: number;
  connections: number;
  oneRps: number;
  threeRps: number;
  guessedEmail: string;
  accessLog: string;
}

type Log = (text: string) => void;

const markersIn = async (client: pg.Client, kind: 'submit' | 'decision', column: string) => {
  const rows = await client.query<{ marker: string; n: number }>(
    `select substring(${column} from 'scale-[a-z]+-${kind}-[0-9]+') as marker, count(*)::int as n
       from ideas where ${column} like '%scale-%-${kind}-%' group by 1`,
  );
  return new Map(rows.rows.map((r) => [r.marker, r.n]));
};

/** Every acknowledged submission is one row, every acknowledged decision is on its idea. */
async function checkWrites(client: pg.Client, facts: ScaleFacts, log: Log): Promise<boolean> {
  const acked = facts.runs.flatMap((r) => r.acknowledged.submissions);
  const abandoned = facts.runs.flatMap((r) => r.acknowledged.abandoned);
  const decisions = facts.runs.flatMap((r) => r.acknowledged.decisions);
  const rows = await markersIn(client, 'submit', 'idea_text');
  const lost = acked.filter((m) => !rows.has(m));
  const doubled = [...rows].filter(([, n]) => n > 1).map(([m]) => m);
  const decided = await markersIn(client, 'decision', 'status::text');
  const lostDecisions = decisions.filter((m) => !decided.has(m));
  log(
    `writes: ${acked.length} submissions acknowledged, ${rows.size} in the database; lost ${lost.length}, doubled ${doubled.length}` +
      ` (${abandoned.length} given up after every retry failed, ${abandoned.filter((m) => rows.has(m)).length} of them stored)`,
  );
  log(`writes: ${decisions.length} workflow decisions acknowledged; lost ${lostDecisions.length}`);
  return lost.length === 0 && doubled.length === 0 && lostDecisions.length === 0 && acked.length > 0 && decisions.length > 0;
}

/** Before the kill and after it nothing failed; at the kill at most one request per connection, those in flight. */
function checkFailures(facts: ScaleFacts, log: Log): boolean {
  const [one, three] = facts.runs;
  const failedOne = failures(one.outcomes);
  const failedThree = failures(three.outcomes);
  const inFlight = failedThree.filter((o) => o.startedAt <= facts.killedAt && o.endedAt >= facts.killedAt - 50);
  const others = failedThree.filter((o) => !inFlight.includes(o));
  const byOp = new Map<string, number>();
  for (const o of failedThree)
    byOp.set(`${o.op} ${o.status || 'dropped'}`, (byOp.get(`${o.op} ${o.status || 'dropped'}`) ?? 0) + 1);
  log(
    `requests: ${one.outcomes.length} with one process (${failedOne.length} failed), ${three.outcomes.length} with three` +
      ` (${failedThree.length} failed: ${[...byOp].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'})`,
  );
  log(
    `failed requests in flight at the kill: ${inFlight.length} (at most ${facts.connections}); failed at any other time: ${others.length}`,
  );
  for (const o of others) {
    const at = ((o.startedAt - facts.killedAt) / 1000).toFixed(1);
    log(
      `  not in flight at the kill: ${o.op} ${o.status || 'dropped'}, sent ${at} s after the kill, answered after ${o.endedAt - o.startedAt} ms`,
    );
  }
  const lines = readFileSync(facts.accessLog, 'utf8').trim().split('\n');
  const proxied5xx = lines.filter((l) => / 5\d\d "/.test(l));
  const onKilled = proxied5xx.filter((l) => l.includes(`:${facts.killedPort}`));
  // nginx lists every process it tried: "127.0.0.1:3202, 127.0.0.1:3201"
  const retried = lines.filter((l) => /"[^"]*, [^"]*"/.test(l));
  log(
    `nginx: ${lines.length} requests, ${proxied5xx.length} answered 5xx (${onKilled.length} of them from the killed process),` +
      ` ${retried.length} passed on to another process after one failed`,
  );
  return failedOne.length === 0 && others.length === 0 && inFlight.length <= facts.connections;
}

/** 40 wrong guesses at one account through nginx, spread over the processes: 10 checked, 30 refused. */
async function checkSignInLimit(facts: ScaleFacts, log: Log): Promise<boolean> {
  const guesses = await Promise.all(
    Array.from({ length: 40 }, () =>
      fetch(`${facts.base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: facts.guessedEmail, password: 'wrong-password' }),
      }).then((r) => r.status),
    ),
  );
  const checked = guesses.filter((s) => s === 401).length;
  const refused = guesses.filter((s) => s === 429).length;
  const servedBy = new Set(
    readFileSync(facts.accessLog, 'utf8')
      .trim()
      .split('\n')
      .slice(-40)
      .filter((l) => l.includes('/v1/auth/login'))
      .map((l) => l.split(' ')[2]),
  );
  log(
    `sign-in limit (10 per account per minute): ${checked} of 40 guesses checked, ${refused} refused, by ${servedBy.size} processes`,
  );
  return checked === 10 && refused === 30;
}

/** Each job ran once since the database first met it (every period is longer than the run), by whichever process. */
async function checkJobs(client: pg.Client, log: Log): Promise<boolean> {
  const read = async () =>
    (
      await client.query<{ name: string; runs: number; failures: number; last_outcome: string | null }>(
        'select name, runs::int as runs, failures::int as failures, last_outcome from periodic_jobs order by name',
      )
    ).rows;
  const deadline = Date.now() + 100_000;
  let jobs = await read();
  while (jobs.some((j) => j.runs === 0) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    jobs = await read();
  }
  for (const j of jobs) log(`job ${j.name}: ran ${j.runs} time(s), ${j.failures} failed, last ${j.last_outcome ?? '-'}`);
  return jobs.length >= 5 && jobs.every((j) => j.runs === 1);
}

export async function checkScale(facts: ScaleFacts, log: Log): Promise<boolean> {
  const client = new pg.Client({ connectionString: facts.databaseUrl });
  await client.connect();
  try {
    const results = {
      'no acknowledged write lost or doubled': await checkWrites(client, facts, log),
      'only requests in flight on the killed process failed': checkFailures(facts, log),
      'the sign-in limit holds across processes': await checkSignInLimit(facts, log),
      'each periodic job ran once': await checkJobs(client, log),
    };
    log(
      `throughput: ${facts.oneRps.toFixed(0)} requests/s with one process, ${facts.threeRps.toFixed(0)} with three before the kill:` +
        ` ratio ${(facts.threeRps / facts.oneRps).toFixed(2)} (nginx, the three processes, PostgreSQL and the load share this machine's cores)`,
    );
    for (const [check, ok] of Object.entries(results)) log(`${ok ? 'PASS' : 'FAIL'}  ${check}`);
    return Object.values(results).every(Boolean);
  } finally {
    await client.end();
  }
}
