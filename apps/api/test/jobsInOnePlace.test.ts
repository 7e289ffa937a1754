import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

/**
 * Issue 25 item 4, decision 031: a periodic job is one entry of housekeeping.ts, run by lib/periodic.ts once per
 * period across processes. A timer of its own anywhere else would run in every process.
 */
describe('periodic jobs live in one place', () => {
  it('only lib/periodic.ts repeats work on a timer, and only housekeeping.ts starts the job runner', () => {
    const offenders = sources(SRC)
      .map((file) => ({ file: relative(SRC, file), text: readFileSync(file, 'utf8') }))
      .flatMap(({ file, text }) => [
        ...(/\bsetInterval\(/.test(text) && file !== join('lib', 'periodic.ts') ? [`${file}: setInterval`] : []),
        ...(/\bcreateJobRunner\(/.test(text) && !['housekeeping.ts', join('lib', 'periodic.ts')].includes(file)
          ? [`${file}: createJobRunner`]
          : []),
      ]);
    expect(offenders).toEqual([]);
  });
});
