import { buildApp } from './app.js';
import { ensureFirstAdmin } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { acquireDataDirLock } from './db/lock.js';
import { migrate } from './db/migrate.js';
import { serveSnapshotRequests } from './db/systemBackup.js';

async function main() {
  const config = loadConfig();
  const releaseLock = config.DATABASE_URL ? async () => {} : await acquireDataDirLock(config.DATA_DIR);
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onCrash: (err) => {
      // the embedded database's thread died: nothing more can be written or read, and a supervisor (or the
      // next `npm start`) restarts the server, which recovers the database from its write-ahead log
      console.error(`The embedded database stopped: ${err.message}`);
      void releaseLock();
      process.exit(1);
    },
  });
  if (!config.DATABASE_URL) serveSnapshotRequests(config.DATA_DIR, db);
  const applied = await migrate(db);
  const app = await buildApp({ db, config });
  if (applied.length) app.log.info({ applied }, 'database migrated');
  const admin = await ensureFirstAdmin(db, config);
  if (admin?.password) {
    console.log(
      `\n  First ADMIN created: ${admin.email}\n  Password (shown once, change it after signing in): ${admin.password}\n`,
    );
  } else if (admin) {
    console.log(`\n  First ADMIN created: ${admin.email} (password from ADMIN_PASSWORD)\n`);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    await releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `  Fikra is running on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (${db.kind})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(`Fikra could not start: ${err instanceof Error ? err.message : err}`);
  }
  process.exit(1);
});
