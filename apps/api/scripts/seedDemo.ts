/**
 * `npm run seed:demo`: fills a bilingual demo company (see demoData.ts). Run it with the server stopped
 * (the embedded database is locked while a server runs); it refuses to seed twice.
 */
import { buildApp } from '../src/app.js';
import { ensureFirstAdmin } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { acquireDataDirLock } from '../src/db/lock.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demoData.js';

const config = loadConfig();
const releaseLock = config.DATABASE_URL ? async () => {} : await acquireDataDirLock(config.DATA_DIR);
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
const app = await buildApp({ db, config: { ...config, LOG_LEVEL: 'silent' } });
await ensureFirstAdmin(db, config);

try {
  if (await seedDemo(app, db)) {
    console.log('Demo company created: master data, employee codes, and ideas in every stage.');
    console.log(
      `Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map(([email, , role]) => `${email} (${role})`).join(', ')}`,
    );
  } else {
    console.log('The demo company is already there; nothing to do.');
  }
} finally {
  await app.close();
  await db.close();
  await releaseLock();
}
