/**
 * `npm run seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL), which must hold no data yet, with
 * the demo plant (scripts/demo/). Run it with the server stopped (the embedded database is locked while a server
 * runs); it refuses to seed twice. To try Fikra on a demo of its own, `npm run demo` is simpler.
 */
import { buildApp } from '../src/app.js';
import { ensureFirstAdmin } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { acquireDataDirLock } from '../src/db/lock.js';
import { migrate } from '../src/db/migrate.js';
import { buildDemo } from './demo/buildDemo.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/people.js';

const config = { ...loadConfig(), OUTBOX_POLL_MS: 0 };
const releaseLock = config.DATABASE_URL ? async () => {} : await acquireDataDirLock(config.DATA_DIR);
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, embedded: 'inline' });
await migrate(db);
const app = await buildApp({ db, config: { ...config, LOG_LEVEL: 'silent' } });
await app.ready();
await ensureFirstAdmin(db, config);

try {
  if (await buildDemo(app, db, { log: (line) => console.log(`  ${line}`) })) {
    console.log(`Demo plant created. Accounts (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(10)} ${u.email}`);
  } else {
    console.log('The demo plant is already there; nothing to do.');
  }
} finally {
  await app.close();
  await db.close();
  await releaseLock();
}
