/**
 * The worker thread that owns the embedded database (see pgliteWorker.ts for the API side). It speaks the
 * PostgreSQL wire protocol: each connection arrives as a MessagePort carrying what `pg` would send on a
 * socket, and gets back PGlite's raw reply bytes. PGlite has one backend, so the API keeps one connection
 * open at a time; the worker still runs requests strictly one after another.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite.js';

export type WorkerRequest = { type: 'connect'; port: MessagePort } | { type: 'close' };
export type WorkerReply = { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string };

const STARTUP_CODE = 196608; // protocol 3.0
/** Messages after which PostgreSQL answers: Sync, simple Query, Flush. The rest only make sense with them. */
const ANSWERED = new Set(['S', 'Q', 'H'].map((c) => c.charCodeAt(0)));
const TERMINATE = 'X'.charCodeAt(0);

const port = parentPort!;
let db: PGlite;
/** every piece of work on the database, in arrival order */
let queue: Promise<unknown> = Promise.resolve();
const serially = <T>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work);
  queue = next.catch(() => {});
  return next;
};

function serve(conn: MessagePort) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  let closed = false;
  const end = (): void => {
    if (closed) return;
    closed = true;
    conn.close();
    // a connection that went away inside a transaction must not leave it open for the next one
    void serially(async () => {
      if (db.isInTransaction()) await db.exec('rollback');
    });
  };
  conn.on('message', (chunk: Uint8Array) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let cut = 0;
    let offset = 0;
    while (pending.length - offset >= 5) {
      const length = started ? 1 + pending.readInt32BE(offset + 1) : pending.readInt32BE(offset);
      if (pending.length - offset < length) break;
      if (!started) {
        if (pending.readInt32BE(offset + 4) !== STARTUP_CODE) return end(); // SSL or cancel request: not offered
        started = true;
        cut = offset + length;
      } else if (pending[offset] === TERMINATE) {
        return end();
      } else if (ANSWERED.has(pending[offset])) {
        cut = offset + length;
      }
      offset += length;
    }
    if (!cut) return;
    const batch = new Uint8Array(pending.subarray(0, cut));
    pending = pending.subarray(cut);
    serially(async () => {
      const reply = await db.execProtocolRaw(batch);
      if (!closed) conn.postMessage(reply, [reply.buffer as ArrayBuffer]);
    }).catch((err) => {
      // PGlite itself failed (not a statement: those are answered as errors): its state is unknown, so stop;
      // the API side sees the thread exit and the server stops with it
      console.error('embedded database failed:', err);
      process.exit(1);
    });
  });
  conn.on('close', end);
}

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'connect') serve(msg.port);
  else if (msg.type === 'close') {
    void serially(async () => {
      await db.close();
      port.postMessage({ type: 'closed' } satisfies WorkerReply);
    });
  }
});

try {
  db = await createPglite(workerData?.dataDir as string | undefined);
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
} catch (err) {
  port.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
}
