import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import pg from 'pg';
import { pgliteDirectory } from './pglite.js';
import type { WorkerReply, WorkerRequest } from './pglite.worker.js';

/**
 * The embedded database off the main thread: a worker thread owns PGlite (pglite.worker.ts) and the API talks to
 * it with `pg`, exactly as to a PostgreSQL server, through a stream over a MessagePort instead of a socket. A
 * query never blocks the API's event loop, and both databases return the same JavaScript types.
 * docs/decisions/005-embedded-database-in-a-worker.md says why this and not a message per query.
 */
export async function startPgliteWorker(dataDir: string | undefined, onCrash: (err: Error) => void) {
  // creating a database (initdb) leaves about 100 MB behind in the thread that ran it: a new DATA_DIR is
  // created by a short-lived worker, and the one that serves starts on the finished directory
  if (dataDir && !existsSync(join(pgliteDirectory(dataDir), 'PG_VERSION'))) await (await launch(dataDir, () => {})).close();
  return launch(dataDir, onCrash);
}

async function launch(dataDir: string | undefined, onCrash: (err: Error) => void) {
  const worker = createWorker({ dataDir });
  let closing = false;
  let stopped: Error | undefined;
  const replies = new EventTarget();
  worker.on('message', (msg: WorkerReply) => replies.dispatchEvent(new CustomEvent(msg.type, { detail: msg })));
  const exited = once(worker, 'exit');
  worker.on('error', (err) => {
    stopped ??= err;
  });
  worker.on('exit', (code) => {
    stopped ??= new Error(`the embedded database stopped (worker exit code ${code})`);
    if (!closing) onCrash(stopped);
  });
  const first = (await Promise.race([once(replies, 'ready'), once(replies, 'failed'), exited])) as [CustomEvent<WorkerReply>];
  const reply = first[0]?.detail;
  if (reply?.type !== 'ready') {
    closing = true;
    await worker.terminate();
    throw new Error(reply?.type === 'failed' ? reply.message : 'the embedded database did not start');
  }
  const send = (msg: WorkerRequest, transfer: MessagePort[] = []) => worker.postMessage(msg, transfer);

  // one backend, one connection: a transaction holds it and every other query waits its turn, as in PGlite itself
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres', // PGlite's only role and database
    database: 'postgres',
    stream: () => {
      const { port1, port2 } = new MessageChannel();
      // once the worker is gone a new connection fails at once instead of waiting for it
      if (stopped) port1.close();
      else send({ type: 'connect', port: port2 }, [port2]);
      return new PortStream(port1) as never;
    },
  });
  // a connection lost with the worker is reported through onCrash; the pool just drops it
  pool.on('error', () => {});
  let snapshots = Promise.resolve<unknown>(undefined);
  return {
    pool,
    worker,
    /** The whole database directory as a tar.gz, taken between transactions (pglite.worker.ts, snapshot). */
    snapshot(): Promise<Uint8Array> {
      const next = snapshots.then(async () => {
        const answered = once(replies, 'snapshot') as Promise<[CustomEvent<WorkerReply>]>;
        send({ type: 'snapshot' });
        const reply = (await Promise.race([answered, exited.then(() => [])]))[0]?.detail;
        if (reply?.type !== 'snapshot' || !reply.data)
          throw new Error(`snapshot failed: ${reply && 'error' in reply ? reply.error : 'the embedded database stopped'}`);
        return new Uint8Array(reply.data);
      });
      snapshots = next.catch(() => {});
      return next;
    },
    async close() {
      await pool.end();
      closing = true;
      send({ type: 'close' });
      await Promise.race([once(replies, 'closed'), exited]);
      await worker.terminate();
    },
  };
}

/**
 * The compiled server runs pglite.worker.js beside this file. From the TypeScript sources (development, tests)
 * the worker registers tsx's loader first: Node 20 does not hand loader hooks to worker threads.
 */
function createWorker(workerData: unknown): Worker {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith('.ts')) return new Worker(new URL('./pglite.worker.js', import.meta.url), { workerData });
  const entry = JSON.stringify(new URL('./pglite.worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** What `pg` needs of a socket, over a MessagePort. */
class PortStream extends Duplex {
  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (data: Uint8Array) => this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
    port.on('close', () => {
      this.push(null);
      this.destroy();
    });
  }
  connect() {
    setImmediate(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    this.port.ref();
    return this;
  }
  unref() {
    this.port.unref();
    return this;
  }
  override _read() {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void) {
    const copy = new Uint8Array(chunk); // its own buffer, handed over without another copy
    this.port.postMessage(copy, [copy.buffer]);
    done();
  }
  /**
   * What `pg` writes while corked (an extended query: Parse, Bind, Describe, Execute, Sync) goes over as one
   * message, so the worker hands it to PGlite as it is instead of gathering the pieces into a new buffer.
   */
  override _writev(chunks: { chunk: Buffer }[], done: (err?: Error | null) => void) {
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.chunk.length, 0));
    let at = 0;
    for (const { chunk } of chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    this.port.postMessage(all, [all.buffer]);
    done();
  }
  override _final(done: (err?: Error | null) => void) {
    this.port.close();
    done();
  }
  override _destroy(err: Error | null, done: (err?: Error | null) => void) {
    this.port.close();
    done(err);
  }
}
