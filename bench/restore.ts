/**
 * Issue 12's speed figure: restoring a backup of BENCH_IDEAS (100,000) ideas through POST /v1/idea-crud/backup
 * into an empty database, the file streamed from disk as a browser sends it. Prints the time and the server's
 * peak memory above its idle memory (the file is read as a stream, so that stays bounded). `BENCH_ONLY=restore`
 * runs this alone; the full bench runs it after the rest.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { usersRepository } from '../apps/api/src/data/users.repository.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { backupIdea, backupMasterData, backupOpening } from '../apps/api/test/fixtures/backupFile.js';
import { BENCH_ADMIN, benchAdminToken, createEmptyDatabase, type StartServer, type StopServer } from './database.js';

export interface RestoreReport {
  kind: 'postgres' | 'pglite';
  ideas: number;
  fileBytes: number;
  seconds: number;
  baselineRss: number;
  peakRss: number;
  status: number;
}

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 600_000).toISOString();

/** A backup as Fikra writes it: 6 factories, 24 areas, then `count` ideas, written to disk as a stream. */
async function writeBackupFile(path: string, count: number) {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const factories = Array.from({ length: 6 }, (_, n) => ({
    _id: uuid('00000001', n),
    name: { en: `Plant ${n}`, ar: `مصنع ${n}` },
  }));
  const areas = Array.from({ length: 24 }, (_, n) => ({ _id: uuid('00000002', n), name: { en: `Line ${n}`, ar: `خط ${n}` } }));
  const masterData = [
    ...factories.map((f) => backupMasterData(f, 'factoryBusinessUnit', [], at(0))),
    ...areas.map((a, n) => backupMasterData(a, 'areaSection', [factories[n % 6]], at(0))),
  ];
  await write(backupOpening(masterData));
  for (let n = 0; n < count; n++) {
    const text = `تقليل زمن تغيير المقاس في ماكينة التعبئة بالخط ${n % 40} — reduce changeover time ${n}`;
    const idea = backupIdea(
      {
        _id: uuid('00000003', n),
        ideaNumber: n + 1,
        ideaText: text,
        ideaDesc: `${text}. Standard tooling cart and quick clamps at every station.`,
        employeeName: 'Mona Hassan Ibrahim',
        employeeCode: `E${String(n % 5000).padStart(5, '0')}`,
        factoryBusinessUnit: factories[n % 6],
        areaSection: areas[n % 24],
        quarter: 'Q1',
        year: 2024,
        effectOnPQCDSM: ['Quality', 'Cost'],
        estimatedAnualSavings: 12000,
      },
      at(n),
    );
    await write(`${n ? ',' : ''}\n${JSON.stringify(idea)}`);
  }
  await write(`\n],"count":${count}}\n`);
  out.end();
  await once(out, 'finish');
}

/** The multipart body of one file, streamed from disk, and its length. */
function multipartFromFile(path: string) {
  const boundary = `----fikrabench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ideas-backup.json"\r\nContent-Type: application/json\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* createReadStream(path, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  return {
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    length: head.length + statSync(path).size + tail.length,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function benchRestore(
  kind: 'postgres' | 'pglite',
  opts: { pgUrl: string; ideas: number; start: StartServer; stop: StopServer },
): Promise<RestoreReport> {
  const dir = mkdtempSync(join(tmpdir(), 'fikra-bench-restore-'));
  const file = join(dir, 'ideas-backup.json');
  const scratch = await createEmptyDatabase(kind, opts.pgUrl);
  try {
    process.stdout.write(`  ${kind}: writing a backup of ${opts.ideas.toLocaleString('en')} ideas\n`);
    await writeBackupFile(file, opts.ideas);
    const db = await openDatabase(
      scratch.env.DATABASE_URL
        ? { databaseUrl: scratch.env.DATABASE_URL }
        : { dataDir: scratch.env.DATA_DIR, embedded: 'inline' },
    );
    try {
      await migrate(db);
      const passwordHash = await hashPassword(BENCH_ADMIN.password);
      await usersRepository(db).insert({ username: 'bench', email: BENCH_ADMIN.email, passwordHash, userType: 'ADMIN' });
    } finally {
      await db.close();
    }
    const { child, address } = await opts.start(scratch);
    try {
      const token = await benchAdminToken(address);
      const reset = (await (await fetch(`${address}/bench/memory/reset`, { method: 'POST' })).json()) as { rss: number };
      const upload = multipartFromFile(file);
      process.stdout.write(`  ${kind}: restoring it into an empty database\n`);
      const started = performance.now();
      const res = await fetch(`${address}/v1/idea-crud/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': upload.type, 'content-length': String(upload.length) },
        body: upload.body,
        duplex: 'half',
      } as RequestInit);
      const answer = await res.text();
      const seconds = (performance.now() - started) / 1000;
      if (!res.ok) process.stdout.write(`  ${kind}: restore answered ${res.status}: ${answer.slice(0, 300)}\n`);
      const memory = (await (await fetch(`${address}/bench/memory`)).json()) as { peakRss: number };
      return {
        kind,
        ideas: opts.ideas,
        fileBytes: upload.length,
        seconds,
        baselineRss: reset.rss,
        peakRss: memory.peakRss,
        status: res.status,
      };
    } finally {
      await opts.stop(child);
    }
  } finally {
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

export function printRestoreReport(reports: RestoreReport[]) {
  if (!reports.length) return;
  console.log('Backup restore (issue 12): POST /v1/idea-crud/backup into an empty database, file streamed');
  for (const r of reports) {
    console.log(
      `  ${r.kind.padEnd(8)} ${r.ideas.toLocaleString('en')} ideas, ${mb(r.fileBytes)} file: HTTP ${r.status} in ${r.seconds.toFixed(1)} s` +
        ` (${Math.round(r.ideas / r.seconds).toLocaleString('en')} ideas/s); server RSS ${mb(r.baselineRss)} idle -> ${mb(r.peakRss)} peak`,
    );
  }
}
