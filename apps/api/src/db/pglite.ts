import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions the migrations create: pg_trgm for the trigram indexes of search (0002/0005) and
 * similar ideas (0007), btree_gist for the unit beside the folded title in the similar ideas' index (0010).
 */
export const EXTENSIONS = { pg_trgm, btree_gist };

/**
 * PostgreSQL settings inside PGlite. initdb's 128MB of shared buffers are all resident from the start (about 100 MB
 * of the idle server's memory); 32MB still holds the list's indexes and the master data of 100,000 ideas, and a
 * miss is read from the OS page cache. docs/decisions/006-memory-of-the-embedded-server.md has the measurements.
 */
const SETTINGS = ['-c', 'shared_buffers=32MB'];

/** Where the embedded database of a DATA_DIR lives. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'db');
}

/**
 * PGlite as the server runs it: file-backed in DATA_DIR/db (or in memory without a dataDir), extensions loaded;
 * `initialData` (a `dumpDataDir()` tarball) starts it from a copy instead of an empty cluster (the tests' template).
 */
export async function createPglite(dataDir?: string, initialData?: Blob): Promise<PGlite> {
  const options: PGliteOptions = {
    extensions: EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...SETTINGS],
    ...(initialData ? { loadDataDir: initialData } : {}),
  };
  if (!dataDir) return PGlite.create(options);
  const dir = pgliteDirectory(dataDir);
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, options);
}
