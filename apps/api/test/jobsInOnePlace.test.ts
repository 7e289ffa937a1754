import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles.js';

const SRC = join(import.meta.dirname, '../src');
/**
 * Issue 25 item 4, decision 031: a periodic job is one entry of housekeeping.ts, run by lib/periodic.ts once per
 * period across processes. A timer of its own anywhere else would run in every process.
 */
describe('periodic jobs live in one place', () => {
  it('only lib/periodic.ts repeats work on a timer, and only housekeeping.ts starts the job runner', () => {
    const offenders = sourceFiles(SRC, (path) => !path.endsWith('.test.ts')).flatMap(({ path, text }) => [
      ...(/\bsetInterval\(/.test(text) && path !== 'lib/periodic.ts' ? [`${path}: setInterval`] : []),
      ...(/\bcreateJobRunner\(/.test(text) && !['housekeeping.ts', 'lib/periodic.ts'].includes(path)
        ? [`${path}: createJobRunner`]
        : []),
    ]);
    expect(offenders).toEqual([]);
  });
});
