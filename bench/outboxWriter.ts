/**
 * The writer of the outbox bench (bench/outbox.ts): public idea submissions through POST /v1/idea-crud, as the
 * phones' form sends them, each of which writes its `idea.submitted` event in the idea's own transaction. Each
 * submission has an Idempotency-Key and is sent again with the same key after a failure (the API process killed
 * under it), so every idea, and every event, is written exactly once. Submissions come from many loopback
 * addresses (127.0.1.N), as a plant's phones are many addresses: the per-address limit of public submissions
 * (1,000 in 10 minutes) stays the product's.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type Place, visitorSubmission } from './publicSubmission.js';

export interface WriterOptions {
  /** the server's base URL; read before every attempt (the server may be restarted on the same port) */
  base: () => string;
  /** submissions number `from` to `to - 1` */
  from: number;
  to: number;
  writers: number;
  /** submissions a second; 0: as fast as the writers go */
  rate: number;
  places: Place[];
  /** a submission that fails for this long in a row stops the bench */
  giveUpMs: number;
}

export interface WriterResult {
  /** idea id → Date.now() when its 201 came */
  acked: Map<string, number>;
  startedAt: number;
  /** attempts that got no answer or a 5xx (the kill), sent again with the same key */
  retried: number;
}

const ADDRESSES = 50;
const agents = Array.from(
  { length: ADDRESSES },
  (_, i) => new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: `127.0.1.${i + 1}` }),
);

/** The idea text of submission `n`: the bench finds `n` again in the event the receiver gets. */
export const benchIdeaText = (n: number) => `Reuse the rinse water of line ${n % 9} (outbox bench ${n})`;
export const benchIdeaNumber = (title: string) => Number(/\(outbox bench (\d+)\)$/.exec(title)?.[1] ?? Number.NaN);

function post(base: string, body: unknown, key: string, agent: http.Agent) {
  const url = new URL('/v1/idea-crud', base);
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.on('timeout', () => req.destroy());
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the writers: `result` fills in as submissions are answered, `done` settles when all are (or one gave up). */
export function writeIdeas(opts: WriterOptions): { result: WriterResult; done: Promise<void> } {
  const result: WriterResult = { acked: new Map(), startedAt: Date.now(), retried: 0 };
  let next = opts.from;

  const submit = async (n: number) => {
    const place = opts.places[n % opts.places.length];
    const body = { ...visitorSubmission(place, benchIdeaText(n)), lang: n % 2 ? 'ar' : 'en' };
    const key = randomUUID();
    const agent = agents[n % ADDRESSES];
    let failingSince = 0;
    for (;;) {
      const res = await post(opts.base(), body, key, agent);
      if (res.status === 201) {
        result.acked.set((JSON.parse(res.body) as { _id: string })._id, Date.now());
        return;
      }
      if (res.status !== 0 && res.status < 500) throw new Error(`submission ${n}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
      result.retried++;
      failingSince ||= Date.now();
      if (Date.now() - failingSince > opts.giveUpMs) throw new Error(`submission ${n}: no answer for ${opts.giveUpMs} ms`);
      await sleep(250);
    }
  };

  const worker = async () => {
    for (;;) {
      const n = next++;
      if (n >= opts.to) return;
      if (opts.rate) {
        const due = result.startedAt + ((n - opts.from) * 1000) / opts.rate;
        if (due > Date.now()) await sleep(due - Date.now());
      }
      await submit(n);
    }
  };
  const done = Promise.all(Array.from({ length: opts.writers }, worker)).then(() => {});
  return { result, done };
}
