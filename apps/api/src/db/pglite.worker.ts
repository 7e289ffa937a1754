/**
 * The worker thread that owns the embedded database (see pgliteWorker.ts for the API side). It speaks the
 * PostgreSQL wire protocol: each connection arrives as a MessagePort carrying what `pg` would send on a
 * socket, and gets back PGlite's raw reply bytes. PGlite has one backend, so the API keeps one connection
 * open at a time; the worker still runs requests strictly one after another.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite.js';

export type WorkerRequest = { type: 'connect'; port: MessagePort } | { type: 'close' } | { type: 'snapshot' };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'failed'; message: string }
  | { type: 'snapshot'; data?: ArrayBuffer; error?: string };

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

/** Reply bytes are posted in pieces of whole messages, once this many have gathered. */
const REPLY_PIECE = 256 * 1024;
/** Where a reply's bytes are gathered (one for the thread: requests run one at a time); grows to fit a message. */
let staging = new Uint8Array(2 * REPLY_PIECE);

/**
 * Gathers PGlite's reply bytes (views into its WebAssembly memory, so copied) and posts them in pieces as they
 * come: a large result (a file's chunks) crosses to the API thread while it is produced instead of being
 * gathered whole first. Each piece is a buffer of exactly its size holding whole messages, so `pg` parses it
 * where it lies instead of joining a message split across pieces into a new buffer. `execProtocolRaw` is not
 * used: besides gathering the whole reply, it parses every message in JavaScript and keeps the parsed rows
 * until the next `exec`/`query` call, which on this wire-only path never comes (a 200 MB download kept ~500 MB;
 * docs/decisions/009). The last piece, which holds CommandComplete and ReadyForQuery, is posted by end(),
 * after PGlite has synced its files.
 */
function replyWriter(post: (piece: Uint8Array) => void) {
  let used = 0;
  /** where the first message not yet complete starts */
  let whole = 0;
  const postFirst = (length: number) => {
    post(staging.slice(0, length));
    staging.copyWithin(0, length, used);
    used -= length;
    whole = Math.max(0, whole - length);
  };
  return {
    write(data: Uint8Array) {
      if (used + data.length > staging.length) {
        const grown = new Uint8Array(Math.max(2 * staging.length, used + data.length));
        grown.set(staging.subarray(0, used));
        staging = grown;
      }
      staging.set(data, used);
      used += data.length;
      // a backend message: a type byte, then its length (which counts itself) as a big-endian int32
      while (used - whole >= 5) {
        const length =
          1 + ((staging[whole + 1] << 24) | (staging[whole + 2] << 16) | (staging[whole + 3] << 8) | staging[whole + 4]);
        if (used - whole < length) break;
        whole += length;
      }
      if (whole >= REPLY_PIECE) postFirst(whole);
    },
    end() {
      if (used) postFirst(used);
    },
  };
}

/** Whether a piece of input ends inside a message (its last message has not fully arrived). */
function isPartial(data: Buffer, started: boolean): boolean {
  let offset = 0;
  while (data.length - offset >= 5) {
    const length = started ? 1 + data.readInt32BE(offset + 1) : data.readInt32BE(offset);
    if (data.length - offset < length) return true;
    offset += length;
  }
  return offset < data.length;
}

function serve(conn: MessagePort) {
  /** the bytes received and not yet handed to PGlite: whole messages waiting for a Sync, then a partial one */
  let pending: Buffer[] = [];
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
    // a message cut across two pieces is rare (`pg` writes whole messages): join only then
    const last = pending.at(-1);
    const piece = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const data = last && isPartial(last, started) ? Buffer.concat([pending.pop() as Buffer, piece]) : piece;
    let cut = 0;
    let offset = 0;
    while (data.length - offset >= 5) {
      const length = started ? 1 + data.readInt32BE(offset + 1) : data.readInt32BE(offset);
      if (data.length - offset < length) break;
      if (!started) {
        if (data.readInt32BE(offset + 4) !== STARTUP_CODE) return end(); // SSL or cancel request: not offered
        started = true;
        cut = offset + length;
      } else if (data[offset] === TERMINATE) {
        return end();
      } else if (ANSWERED.has(data[offset])) {
        cut = offset + length;
      }
      offset += length;
    }
    if (!cut) {
      pending.push(data);
      return;
    }
    // usually one piece (pg's corked writes arrive together, see PortStream._writev): handed over as it is
    const batch = pending.length ? Buffer.concat([...pending, data.subarray(0, cut)]) : data.subarray(0, cut);
    pending = cut < data.length ? [data.subarray(cut)] : [];
    serially(async () => {
      const reply = replyWriter((piece) => {
        if (!closed) conn.postMessage(piece, [piece.buffer as ArrayBuffer]);
      });
      await db.execProtocolRawStream(batch, { onRawData: reply.write });
      reply.end();
    }).catch((err) => {
      // PGlite itself failed (not a statement: those are answered as errors): its state is unknown, so stop;
      // the API side sees the thread exit and the server stops with it
      console.error('embedded database failed:', err);
      process.exit(1);
    });
  });
  conn.on('close', end);
}

/**
 * A copy of the whole database directory (tar.gz) at a moment between transactions (the whole-system backup,
 * docs/decisions/019): taken in the queue of work, so no statement runs meanwhile; while a transaction is open it
 * waits for the end of it, and a checkpoint first leaves little write-ahead log to replay on restore.
 */
function snapshot() {
  const attempt = () =>
    serially(async () => {
      if (db.isInTransaction()) return false;
      await db.exec('checkpoint');
      const data = await (await db.dumpDataDir('gzip')).arrayBuffer();
      port.postMessage({ type: 'snapshot', data } satisfies WorkerReply, [data]);
      return true;
    });
  const retry = (): void => {
    attempt().then(
      (done) => {
        if (!done) setTimeout(retry, 50);
      },
      (err) => port.postMessage({ type: 'snapshot', error: String(err) } satisfies WorkerReply),
    );
  };
  retry();
}

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'connect') serve(msg.port);
  else if (msg.type === 'snapshot') snapshot();
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
