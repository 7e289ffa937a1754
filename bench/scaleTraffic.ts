import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { visitorSubmission } from './publicSubmission.js';

/** One answer (or a dropped connection: status 0) as the client saw it, with when it was sent and answered. */
export interface Outcome {
  op: Operation;
  status: number;
  startedAt: number;
  endedAt: number;
}

export type Operation = 'list' | 'search' | 'submit' | 'decide' | 'signIn';

/** What the traffic needs from the seeded database. */
export interface TrafficSetup {
  base: string;
  adminToken: string;
  /** where public submissions go: a factory and one of its areas */
  places: { factory: string; area: string }[];
  /** ideas no one has decided on yet; each is decided at most once, so its decision is checkable */
  undecided: string[];
  /** accounts that sign in with their right password (a right one never uses the limit up) */
  signIns: { email: string; password: string }[];
}

/** What the checks compare with the database: the writes the server acknowledged. */
export interface Acknowledged {
  /** the marker in the idea's text of every submission answered 201 (after retries with the same key) */
  submissions: string[];
  /** the marker of every workflow decision answered 200 */
  decisions: string[];
  /** markers of submissions given up after every retry failed */
  abandoned: string[];
}

const WEIGHTS: [Operation, number][] = [
  ['list', 30],
  ['search', 20],
  ['submit', 25],
  ['decide', 15],
  ['signIn', 10],
];
const SEARCHES = ['changeover', 'water', 'E01234', 'Mona Hassan', 'label', 'leak'];
const isFailure = (status: number) => status === 0 || status >= 500;

function pick(): Operation {
  let r = Math.random() * 100;
  for (const [op, weight] of WEIGHTS) {
    r -= weight;
    if (r < 0) return op;
  }
  return 'list';
}

/**
 * One client connection: keep-alive, from its own loopback address (127.0.1.N), as a plant's phones and PCs are
 * many addresses. Resolves with status 0 when the connection drops.
 */
function client(base: string, index: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${1 + (index % 250)}` });
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; json: () => Record<string, unknown> }>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          // longer than nginx's own 60 s: a slow answer is nginx's 504 to count, not this client giving up
          timeout: 65_000,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(Buffer.concat(chunks).toString()) }));
          res.on('error', () => resolve({ status: 0, json: () => ({}) }));
        },
      );
      req.on('error', () => resolve({ status: 0, json: () => ({}) }));
      req.on('timeout', () => req.destroy());
      req.end(payload);
    });
}

/**
 * Drives `connections` clients for `seconds` with mixed traffic: the ideas list, searches, public submissions with
 * an Idempotency-Key (sent again with the same key after a failure, as the phones' form does), workflow decisions
 * (an evaluation put on hold, on an idea read first for its version) and sign-ins. Returns every answer and the
 * acknowledged writes. `onSecond` is called once a second with the elapsed seconds.
 */
export async function driveTraffic(
  setup: TrafficSetup,
  { connections, seconds, run }: { connections: number; seconds: number; run: string },
  onSecond?: (elapsed: number) => void,
): Promise<{ outcomes: Outcome[]; acknowledged: Acknowledged }> {
  const outcomes: Outcome[] = [];
  const acknowledged: Acknowledged = { submissions: [], decisions: [], abandoned: [] };
  const admin = { authorization: `Bearer ${setup.adminToken}` };
  const started = Date.now();
  const endsAt = started + seconds * 1000;
  let submitted = 0;
  let decided = 0;
  const ticker = setInterval(() => onSecond?.(Math.round((Date.now() - started) / 1000)), 1000);

  const timed = async (op: Operation, call: () => Promise<{ status: number; json: () => Record<string, unknown> }>) => {
    const startedAt = Date.now();
    const res = await call();
    outcomes.push({ op, status: res.status, startedAt, endedAt: Date.now() });
    return res;
  };

  const worker = async (index: number) => {
    const send = client(setup.base, index);
    while (Date.now() < endsAt) {
      const op = pick();
      if (op === 'list') {
        await timed(op, () => send('POST', '/v1/idea-crud/all', { limit: 25, page: 1 + (index % 5) }, admin));
      } else if (op === 'search') {
        const search = SEARCHES[(index + outcomes.length) % SEARCHES.length];
        await timed(op, () => send('POST', '/v1/idea-crud/all', { search, limit: 25, view: 'compact' }, admin));
      } else if (op === 'submit') {
        const marker = `scale-${run}-submit-${++submitted}`;
        const place = setup.places[submitted % setup.places.length];
        const key = randomUUID();
        const body = visitorSubmission(place, `Reuse the rinse water ${marker}`);
        let acked = false;
        for (let attempt = 0; attempt < 6 && !acked; attempt++) {
          if (attempt) await new Promise((r) => setTimeout(r, 250 * attempt));
          const res = await timed(op, () => send('POST', '/v1/idea-crud', body, { 'idempotency-key': key }));
          if (res.status === 201) acked = true;
          else if (!isFailure(res.status)) break;
        }
        (acked ? acknowledged.submissions : acknowledged.abandoned).push(marker);
      } else if (op === 'decide') {
        const id = setup.undecided[decided++];
        if (!id) continue;
        const idea = await timed(op, () => send('GET', `/v1/idea-crud/${id}`, undefined, admin));
        if (idea.status !== 200) continue;
        const marker = `scale-${run}-decision-${decided}`;
        const res = await timed(op, () =>
          send(
            'PUT',
            `/v1/idea-crud/updateStatus/${id}/evaluated`,
            { accepted: 'hold', reasonOfHold: marker, version: idea.json().version },
            admin,
          ),
        );
        if (res.status === 200) acknowledged.decisions.push(marker);
      } else {
        const account = setup.signIns[(index + outcomes.length) % setup.signIns.length];
        await timed(op, () => send('POST', '/v1/auth/login', account));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  clearInterval(ticker);
  return { outcomes, acknowledged };
}

/** Requests per second answered (any status but a failure) in [from, to). */
export function throughput(outcomes: Outcome[], from: number, to: number): number {
  const answered = outcomes.filter((o) => o.endedAt >= from && o.endedAt < to && !isFailure(o.status)).length;
  return answered / ((to - from) / 1000);
}

export const failures = (outcomes: Outcome[]) => outcomes.filter((o) => isFailure(o.status));
