import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The contrib extensions the migrations create (0002/0005: the trigram index that search uses). */
const EXTENSIONS = { pg_trgm };

/** Where the embedded database of a DATA_DIR lives. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'db');
}

/** PGlite as the server runs it: file-backed in DATA_DIR/db (or in memory without a dataDir), extensions loaded. */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  const options: PGliteOptions = { extensions: EXTENSIONS };
  if (!dataDir) return PGlite.create(options);
  const dir = pgliteDirectory(dataDir);
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, options);
}
