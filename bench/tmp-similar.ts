import { openDatabase } from '../apps/api/src/db/client.js';
import { ideasRepository } from '../apps/api/src/data/ideas.repository.js';
import { createEmptyDatabase, seedBenchDatabase } from './database.js';

const kind = (process.argv[2] ?? 'postgres') as 'postgres' | 'pglite';
const scratch = await createEmptyDatabase(kind, 'postgres://postgres@127.0.0.1:5432/postgres');
const seeded = await seedBenchDatabase(scratch, 100_000, () => {});
const db = await openDatabase(scratch.env.DATABASE_URL ? { databaseUrl: scratch.env.DATABASE_URL, poolSize: 8 } : { dataDir: scratch.env.DATA_DIR });
const repo = ideasRepository(db);
const texts = [
  'تقليل الفاقد فى خط التعبئه عن طريق ضبط حساسات المنتج',
  'reduce the changeover time on filling line with standard setup tools',
  'اعادة ترتيب رفوف المخزن لتقليل زمن تجهيز الطلبات',
  'visual board for the daily safety checks',
];
const units = seeded.factories.slice(0, 4);
const times: number[] = [];
let found = 0;
const end = Date.now() + 10_000;
await Promise.all(
  [0, 1, 2, 3].map(async (w) => {
    for (let i = w; Date.now() < end; i += 4) {
      const t0 = performance.now();
      found += (await repo.similar(texts[i % 4], units[Math.floor(i / 4) % 4], 5)).length;
      times.push(performance.now() - t0);
    }
  }),
);
times.sort((a, b) => a - b);
const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
console.log(`${kind}: ${times.length} lookups over 100,000 ideas at 4 concurrent, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, ${(found / times.length).toFixed(1)} hints each`);
await db.close();
await scratch.drop();
