import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite } from './pglite.js';
import { startPgliteWorker } from './pgliteWorker.js';

/** A database handle: parameterised SQL (the repositories of data/ hold every query) and transactions. */
export interface Database {
  kind: 'postgres' | 'pglite';
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /** Runs fn in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs fn on one connection (session-level locks need that on a pool). */
  withSession<T>(fn: (session: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** This process's connections: open, idle, and requests waiting for one (the metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database served by a worker: its whole directory as a tar.gz, taken between transactions. */
  snapshot?: () => Promise<Uint8Array>;
}

/** What a transaction offers: parameterised queries on its own connection. */
export type Tx = Pick<Database, 'query' | 'exec'>;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** directory for the embedded database; omitted means in memory (tests) */
  dataDir?: string;
  poolSize?: number;
  /**
   * Where the embedded database runs: 'worker' (a worker thread; what the server uses) or 'inline' (on the
   * caller's thread: tests, seeding, scripts). Default: 'worker' with a dataDir, 'inline' in memory.
   */
  embedded?: 'worker' | 'inline';
  /** Called if the embedded database's worker dies; the server exits (its state is unknown). */
  onCrash?: (err: Error) => void;
  /**
   * An in-memory embedded database starts as a copy of this `dumpDataDir()` tarball rather than from an empty
   * cluster: the tests migrate one template and copy it per file (test/templateDatabase.ts).
   */
  initialData?: Blob;
}

/**
 * The request a query is run for. On PostgreSQL its id goes with every statement as a leading comment
 * (`/* request <id> *\/`), so `pg_stat_activity`, the server's slow-query log and the API's JSON log lines
 * (`reqId`) meet; each process's connections name it in `application_name` (`fikra-api <pid>`).
 */
export const queryOrigin = new AsyncLocalStorage<string>();

/** Prefixes the current request's id as a comment (ids are the server's own UUIDs: nothing to escape). */
function tagged(text: string): string {
  const id = queryOrigin.getStore();
  return id && /^[\w-]{1,64}$/.test(id) ? `/* request ${id} */ ${text}` : text;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      application_name: `fikra-api ${process.pid}`,
    });
    // an idle connection dropped by the server (restart, failover, database dropped) must not crash the process;
    // the pool discards it and the next query opens a new one
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    await pool.query('select 1');
    return poolDatabase('postgres', pool, () => pool.end());
  }
  if ((opts.embedded ?? (opts.dataDir ? 'worker' : 'inline')) === 'worker') {
    const worker = await startPgliteWorker(opts.dataDir, opts.onCrash ?? ((err) => console.error(err)));
    return { ...poolDatabase('pglite', worker.pool, worker.close), snapshot: worker.snapshot };
  }
  return inlinePgliteDatabase(await createPglite(opts.dataDir, opts.initialData));
}

/**
 * A failed query's error must never carry the values it was given: PGlite attaches the bound `params` (a new user's
 * password hash, email and mobile) and PostgreSQL's `detail` quotes the row or key ("Failing row contains (…)",
 * "Key (email)=(…) already exists"). The error handler logs an unexpected error whole, so these are removed here,
 * where every query passes; the SQLSTATE `code`, table, column and constraint stay for handling and diagnosis.
 */
export function scrubDatabaseError(err: unknown): unknown {
  if (err && typeof err === 'object') {
    const fields = err as Record<string, unknown>;
    for (const key of ['params', 'parameters', 'values', 'queryOptions']) delete fields[key];
    if (typeof fields.detail === 'string') fields.detail = '[redacted]';
    if (typeof fields.where === 'string' && fields.where.includes('parameter')) fields.where = '[redacted]';
  }
  return err;
}

async function scrubbed<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw scrubDatabaseError(err);
  }
}

/** A database behind a `pg` pool: a PostgreSQL server, or the embedded database's worker. */
function poolDatabase(kind: Database['kind'], pool: pg.Pool, close: () => Promise<void>): Database {
  const sql = kind === 'postgres' ? tagged : (text: string) => text;
  const session = (conn: pg.PoolClient): Tx => ({
    query: async (text, params) => (await scrubbed(conn.query(sql(text), params as unknown[]))).rows,
    exec: async (text) => void (await scrubbed(conn.query(sql(text)))),
  });
  return {
    kind,
    async query(text, params) {
      return (await scrubbed(pool.query(sql(text), params as unknown[]))).rows;
    },
    async exec(text) {
      await scrubbed(pool.query(sql(text)));
    },
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await fn(session(conn));
        await conn.query('commit');
        return result;
      } catch (err) {
        await conn.query('rollback').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    async withSession(fn) {
      const conn = await pool.connect();
      try {
        return await fn(session(conn));
      } finally {
        conn.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close,
  };
}

/** PGlite on the caller's thread: a query blocks its event loop, which tests and scripts don't mind. */
export function inlinePgliteDatabase(client: PGlite): Database {
  const db: Database = {
    kind: 'pglite',
    async query(text, params) {
      return (await scrubbed(client.query(text, params as unknown[]))).rows as never[];
    },
    async exec(text) {
      await scrubbed(client.exec(text));
    },
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async (text, params) => (await scrubbed(tx.query(text, params as unknown[]))).rows as never[],
          exec: async (text) => void (await scrubbed(tx.exec(text))),
        }),
      ),
    withSession: (fn) => fn(db),
    close: () => client.close(),
  };
  return db;
}
