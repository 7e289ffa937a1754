/**
 * `npm run backup [-- <file.tar.gz>]` and `npm run restore -- <file.tar.gz> [--replace]`: the whole-system
 * backup of the embedded database in DATA_DIR (./data by default). With PostgreSQL (DATABASE_URL set) use the
 * server's own tools: README, "Backing up and restoring".
 */
import { backupDataDir, restoreDataDir } from '../src/db/systemBackup.js';

const [command, ...args] = process.argv.slice(2);
const dataDir = process.env.DATA_DIR ?? './data';

async function main() {
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: Fikra keeps everything in that PostgreSQL database. Back it up with\n' +
        '  pg_dump --format=custom --file=fikra.dump "$DATABASE_URL"\nand restore it into an empty database with\n' +
        '  pg_restore --no-owner --dbname="$DATABASE_URL" fikra.dump',
    );
    process.exit(2);
  }
  if (command === 'backup') {
    const out = args[0] ?? `fikra-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const started = Date.now();
    const done = await backupDataDir(dataDir, out);
    const how = done.via === 'server' ? 'taken by the running server' : 'server stopped';
    console.log(
      `Backed up ${dataDir} to ${done.file} (${(done.bytes / 1048576).toFixed(1)} MB, ${how}, ${Date.now() - started} ms)`,
    );
  } else if (command === 'restore' && args[0]) {
    const done = await restoreDataDir(dataDir, args[0], { replace: args.includes('--replace') });
    console.log(
      `Restored ${args[0]} into ${dataDir}${done.keptAside ? ` (the database that was there is kept in ${done.keptAside})` : ''}`,
    );
  } else {
    console.error('Usage: npm run backup [-- <file.tar.gz>]  |  npm run restore -- <file.tar.gz> [--replace]');
    process.exit(2);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
