import { fileURLToPath } from 'node:url';
import { messageKeyOf } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../test/sourceFiles.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Operator-facing start-up errors, never sent to a user. */
const OPERATOR_ONLY = ['config.ts'];

/** The server's own sources: not its tests, test kits or operator-only files. */
const files = sourceFiles(
  SRC,
  (path) => !path.endsWith('.test.ts') && !/testKit/i.test(path.split('/').pop() ?? '') && !OPERATOR_ONLY.includes(path),
).map((f) => ({ name: f.path, text: f.text }));

/** Every line of the server's sources that breaks the rule, as "file: line". */
const offending = (test: (line: string) => boolean) =>
  files.flatMap((f) => f.text.split('\n').flatMap((line) => (test(line) ? [`${f.name}: ${line.trim()}`] : [])));

describe('the server speaks through the message catalogue (shared MESSAGES)', () => {
  it('reads the sources it checks', () => {
    expect(files.map((f) => f.name)).toContain('plugins/errors.ts');
  });

  it('never chooses an HTTP status for an AppError at the call site', () => {
    expect(offending((line) => /new AppError\(\s*\d/.test(line))).toEqual([]);
  });

  it('never writes a message as an English literal', () => {
    expect(offending((line) => /\bmessage: ['"`]/.test(line))).toEqual([]);
  });

  it('never repeats a text of the catalogue inline', () => {
    const literals = (line: string) =>
      [...line.matchAll(/'([^'\\]*)'|"([^"\\]*)"|`([^`$\\]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
    const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
    // '{{count}} {{label}}' would match any "1 minute"; the rest are sentences
    const catalogueText = (s: string) => s.includes(' ') && ![undefined, 'inUseCount'].includes(messageKeyOf(s)?.key);
    expect(offending((line) => !isComment(line) && literals(line).some(catalogueText))).toEqual([]);
  });
});
