import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files below `dir` that a source-scanning test reads (the rules that hold themselves: messages through the
 * catalogue, periodic jobs in one place, tests set up one way). Each comes with its path relative to `dir`, in
 * forward slashes whatever the system, and its text; `keep` chooses by that path. node_modules is never read.
 */
export function sourceFiles(dir: string, keep: (path: string) => boolean): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !path.split('/').includes('node_modules') && keep(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(dir, path), 'utf8') }));
}
