import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock of its own: two servers on one directory silently lose rows. The server holds an
 * exclusive lock file in DATA_DIR for as long as it runs; a stale file (its process gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'fikra.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `Another Fikra server (pid ${pid}) is already using the embedded database in ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${path}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
