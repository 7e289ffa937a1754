import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

/**
 * PGlite takes no lock of its own: two servers on one directory silently lose rows. The server holds a lock on
 * DATA_DIR for as long as it runs (docs/decisions/021). The lock is a kernel object, not a pid in a file:
 * listening on a local socket whose name comes from the directory's real path. Binding a name is atomic (of
 * two servers exactly one gets it) and the kernel frees it when its process ends in any way, kill -9
 * included, so there is no stale lock to judge and no pid that another process may have taken since.
 * - Linux: an abstract socket (nothing on disk). Windows: a named pipe. Elsewhere: a socket file in DATA_DIR;
 *   one left by a crash answers no connection and is replaced.
 * `fikra.lock` in DATA_DIR still names the holder's pid, for people only: the lock never reads it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  try {
    await listen(server, address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const holder = await holderPid(address);
    if (holder !== null) throw inUse(dataDir, holder);
    // the holder ended a moment ago, or (a socket file) crashed: try once more, still atomically
    if (isSocketFile(address)) rmSync(address, { force: true });
    await listen(server, address).catch((again) => {
      throw (again as NodeJS.ErrnoException).code === 'EADDRINUSE' ? inUse(dataDir, undefined) : again;
    });
  }
  server.unref();
  const infoFile = join(dataDir, 'fikra.lock');
  writeFileSync(infoFile, `${process.pid}\n`);
  let released: Promise<void> | undefined;
  return () => {
    released ??= new Promise<void>((resolve) => {
      rmSync(infoFile, { force: true });
      server.close(() => resolve());
    });
    return released;
  };
}

const inUse = (dataDir: string, pid: number | undefined) =>
  new Error(
    `Another Fikra server${pid ? ` (pid ${pid})` : ''} is already using the embedded database in ${dataDir}. ` +
      'Stop it first, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
  );

function lockAddress(dataDir: string): string {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
  if (process.platform === 'linux') return `\0fikra-data-dir-${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\fikra-data-dir-${id}`;
  return join(dataDir, 'fikra.sock');
}

const isSocketFile = (address: string) => !address.startsWith('\0') && !address.startsWith('\\\\');

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The pid the holder answers with, 0 when it answers without one, null when nothing answers (no holder). */
function holderPid(address: string): Promise<number | null> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(Number.parseInt(text, 10) || 0));
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(Number.parseInt(text, 10) || 0));
  });
}
