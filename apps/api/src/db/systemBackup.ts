import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.js';
import { acquireDataDirLock } from './lock.js';
import { createPglite, EXTENSIONS, pgliteDirectory } from './pglite.js';

/**
 * The whole-system backup of the embedded database (issue 12, docs/decisions/019): everything Fikra keeps —
 * ideas, their history and scores, files, users, master data, settings — lives in DATA_DIR/db, so a backup is
 * a tar.gz of that directory taken at a moment between transactions. With the server running, `npm run
 * backup` asks it (a request file and SIGUSR2 to the pid in DATA_DIR/fikra.lock) to take the copy through its
 * own database thread; with the server stopped, the command opens the directory itself under the same lock.
 */
const REQUEST = 'backup-request.json';
const answerFile = (dataDir: string, id: string) => join(dataDir, `backup-answer-${id}.json`);
const GZIP_MAGIC = [0x1f, 0x8b];
const ANSWER_TIMEOUT_MS = 30 * 60_000;

/** Writes the file whole or not at all: a temporary file renamed into place. */
async function writeAtomically(path: string, data: Uint8Array) {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.part`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

/** The server's side: answers backup requests with a snapshot taken by its database thread. */
export function serveSnapshotRequests(dataDir: string, db: Database) {
  if (!db.snapshot) return;
  const take = db.snapshot;
  process.on('SIGUSR2', () => {
    const path = join(dataDir, REQUEST);
    let request: { id: string; out: string };
    try {
      request = JSON.parse(readFileSync(path, 'utf8'));
      rmSync(path, { force: true });
    } catch {
      return;
    }
    const answer = (body: object) => {
      const file = answerFile(dataDir, request.id);
      writeFileSync(`${file}.part`, JSON.stringify(body));
      renameSync(`${file}.part`, file);
    };
    take()
      .then(async (data) => {
        await writeAtomically(request.out, data);
        answer({ ok: true, bytes: data.byteLength });
      })
      .catch((err) => answer({ ok: false, error: err instanceof Error ? err.message : String(err) }));
  });
}

/** The pid of the live server holding DATA_DIR, or undefined. */
function runningServer(dataDir: string): number | undefined {
  const lock = join(dataDir, 'fikra.lock');
  if (!existsSync(lock)) return undefined;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  try {
    if (pid) process.kill(pid, 0);
    return pid || undefined;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export interface BackupOutcome {
  file: string;
  bytes: number;
  /** taken by the running server, or by this command with the server stopped */
  via: 'server' | 'directory';
}

/** `npm run backup`: the whole embedded database into `out` (a .tar.gz). */
export async function backupDataDir(dataDir: string, out: string): Promise<BackupOutcome> {
  const file = resolve(out);
  const pid = runningServer(dataDir);
  if (pid) {
    const id = `${process.pid}-${Date.now()}`;
    await writeFile(join(dataDir, REQUEST), JSON.stringify({ id, out: file }));
    process.kill(pid, 'SIGUSR2');
    const answer = answerFile(dataDir, id);
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    while (!existsSync(answer)) {
      if (Date.now() > deadline) throw new Error('The running server did not answer the backup request');
      await sleep(100);
    }
    const reply = JSON.parse(await readFile(answer, 'utf8')) as { ok: boolean; bytes?: number; error?: string };
    await rm(answer, { force: true });
    if (!reply.ok) throw new Error(`The running server could not take the backup: ${reply.error}`);
    return { file, bytes: reply.bytes!, via: 'server' };
  }
  if (!existsSync(join(pgliteDirectory(dataDir), 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}`);
  const release = await acquireDataDirLock(dataDir);
  try {
    const pg = await createPglite(dataDir);
    try {
      await pg.exec('checkpoint');
      const data = new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
      await writeAtomically(file, data);
      return { file, bytes: data.byteLength, via: 'directory' };
    } finally {
      await pg.close();
    }
  } finally {
    await release();
  }
}

/**
 * `npm run restore`: a backup into DATA_DIR, with the server stopped. An existing database is kept aside
 * (renamed, never deleted) and only with `replace`.
 */
export async function restoreDataDir(dataDir: string, backupFile: string, opts: { replace?: boolean } = {}) {
  if (runningServer(dataDir)) throw new Error(`A Fikra server is running on ${dataDir}: stop it before restoring`);
  const bytes = await readFile(backupFile);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1])
    throw new Error(`${backupFile} is not a Fikra system backup (.tar.gz)`);
  const dir = pgliteDirectory(dataDir);
  let keptAside: string | undefined;
  const release = await acquireDataDirLock(dataDir);
  try {
    if (existsSync(join(dir, 'PG_VERSION'))) {
      if (!opts.replace)
        throw new Error(`${dataDir} already holds a database: restore into an empty DATA_DIR, or pass --replace`);
      keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dir, keptAside);
    }
    await mkdir(dir, { recursive: true });
    const pg = await PGlite.create(dir, { extensions: EXTENSIONS, loadDataDir: new Blob([new Uint8Array(bytes)]) });
    try {
      await pg.query('select 1');
    } finally {
      await pg.close();
    }
    return { dataDir, keptAside };
  } finally {
    await release();
  }
}
