// `npm start`: build the web app and the API where missing or older than their sources, then run the compiled
// server (plain JavaScript, source maps on) in this process: no TypeScript tooling at run time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Runs `command` when `output` is missing or older than any of `sources`. */
function buildIfStale(label, output, sources, command) {
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (existsSync(output) && statSync(output).mtimeMs >= newest) return;
  console.log(`Building ${label}…`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = 'packages/shared/src';
buildIfStale(
  'the web app',
  join(root, 'apps/web/dist/index.html'),
  ['apps/web', shared],
  ['npm', 'run', 'build', '-w', 'apps/web'],
);
const server = join(root, 'apps/api/dist/server.js');
buildIfStale(
  'the API',
  server,
  ['apps/api/src', 'apps/api/package.json', shared, 'scripts/build-api.mjs'],
  [process.execPath, join(root, 'scripts/build-api.mjs')],
);

// FIKRA_BUILD_ONLY=1: only the builds (`npm run demo` makes them while it builds its plant)
if (process.env.FIKRA_BUILD_ONLY === '1') process.exit(0);

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
