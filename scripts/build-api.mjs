// Compiles the API for production (`npm start`, `npm run build`): apps/api/src -> apps/api/dist, plain
// JavaScript with source maps. The shared package (TypeScript sources) is bundled in; every npm dependency
// stays an import from node_modules. esbuild is a build-time tool only: nothing in dist needs it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const api = join(root, 'apps/api');
const dist = join(api, 'dist');

/** The entry points: the server, and the worker thread the embedded database runs in (loaded by file name). */
export const API_ENTRIES = {
  server: 'src/server.ts',
  'pglite.worker': 'src/db/pglite.worker.ts',
  'spreadsheet.worker': 'src/lib/spreadsheet.worker.ts',
};

export async function buildApi({ entries = API_ENTRIES, outdir = dist, from = api } = {}) {
  const packages = (dir) => Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies ?? {});
  const external = [...packages(api), ...packages(join(root, 'packages/shared'))].filter((name) => name !== '@fikra/shared');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(from, file)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  cpSync(join(api, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildApi();
  console.log(`API built into apps/api/dist in ${Date.now() - started} ms`);
}
