import { Writable } from 'node:stream';
import { openDatabase } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { createIdeasAdminRepository } from '../apps/api/src/modules/ideas/ideas.repository.js';
import { writeIdeasWorkbook, writeIdeasBackup } from '../apps/api/src/modules/ideas/ideas.export.js';
import { createScratchDatabase } from './database.js';
import { seedIdeas } from './seed.js';
const N = Number(process.env.N ?? 20000);
const scratch = await createScratchDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'fikra_prof');
const db = await openDatabase({ databaseUrl: scratch.url });
try {
  await migrate(db);
  await seedIdeas(db, N);
  await db.exec('vacuum analyze');
  const repo = createIdeasAdminRepository(db);
  let t = performance.now(); let n = 0;
  for await (const b of repo.batches({ filter: {} }, '-createdAt', 2000)) n += b.length;
  console.log('batches only', n, (performance.now() - t).toFixed(0), 'ms');
  const sink = () => new Writable({ write(_c, _e, cb) { cb(); } });
  t = performance.now();
  await writeIdeasWorkbook(repo.batches({ filter: {} }, '-createdAt', 2000), 'ar', sink());
  console.log('xlsx', (performance.now() - t).toFixed(0), 'ms');
  t = performance.now();
  await writeIdeasBackup(repo.batches({ filter: {} }, 'ideaNumber', 2000), sink());
  console.log('backup', (performance.now() - t).toFixed(0), 'ms');
} finally { await db.close(); await scratch.drop(); }
