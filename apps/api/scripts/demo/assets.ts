/**
 * The demo's pictures, PDFs and videos depend only on the demo's code, never on the database: each is made once
 * and kept in a cache directory (`DEMO_CACHE_DIR`, default node_modules/.cache/fikra-demo), under a version named
 * after the code that makes them, so the next build (the next day's, or a test's) reads them back instead of
 * drawing, printing and recording them again. What is read back is still uploaded through the API.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');
/** the files whose code makes the assets: a change to any of them makes a new version */
const MAKERS = ['assets.ts', 'images.ts', 'documents.ts', 'plant.ts', 'random.ts'];

export interface AssetCache {
  /** the asset called `name`: read back, or made by `make` and kept (unless it is null: nothing to keep) */
  get(name: string, make: () => Buffer | null | Promise<Buffer | null>): Promise<Buffer | null>;
  /** true when `name` is already kept */
  has(name: string): boolean;
  /** how many assets were made and how many read back */
  readonly made: number;
  readonly reused: number;
}

export function assetCache(dir = process.env.DEMO_CACHE_DIR || join(root, 'node_modules/.cache/fikra-demo')): AssetCache {
  const version = createHash('sha256')
    .update(MAKERS.map((f) => readFileSync(join(import.meta.dirname, f))).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const base = join(dir, version);
  let made = 0;
  let reused = 0;
  return {
    has: (name) => existsSync(join(base, name)),
    async get(name, make) {
      const path = join(base, name);
      if (existsSync(path)) {
        reused++;
        return readFileSync(path);
      }
      const content = await make();
      if (!content) return null;
      made++;
      mkdirSync(base, { recursive: true });
      // written aside and renamed: a build stopped halfway, or two builds at once, never leave half a file
      const partial = `${path}.${process.pid}.part`;
      writeFileSync(partial, content);
      renameSync(partial, path);
      return content;
    },
    get made() {
      return made;
    },
    get reused() {
      return reused;
    },
  };
}
