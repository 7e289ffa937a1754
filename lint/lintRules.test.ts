import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/CONVENTIONS.md are held by lint (biome.jsonc and the GritQL plugins beside this file).
 * Each file of lint/fixtures/ sits at the path it pretends to have in the tree and says on its first line what
 * the lint run must answer: `// expect: <start of the message>` or `// expect: clean`. The run happens on a
 * scratch copy (the repository's config + the fixtures), so the real tree never holds a bad import.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'lint', 'fixtures');

interface Diagnostic {
  severity: string;
  message: string;
  category: string;
  location: { path: string };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const cases = filesUnder(fixtures).map((file) => {
  const expectation = /^\/\/ expect: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim();
  if (!expectation) throw new Error(`${file} says nothing of what lint must answer (// expect: …)`);
  return { path: relative(fixtures, file).split('\\').join('/'), expectation };
});

let scratch: string;
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'fikra-lint-'));
  cpSync(join(root, 'biome.jsonc'), join(scratch, 'biome.jsonc'));
  cpSync(join(root, 'lint'), join(scratch, 'lint'), { recursive: true, filter: (src) => !src.startsWith(fixtures) });
  cpSync(fixtures, scratch, { recursive: true });
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'biome'),
    ['lint', '--reporter=json', '--max-diagnostics=1000', 'apps'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  diagnostics = report.diagnostics;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const boundaryErrors = (path: string) =>
  diagnostics.filter(
    (d) =>
      d.location.path === path &&
      d.severity === 'error' &&
      (d.category === 'lint/style/noRestrictedImports' || d.category === 'plugin'),
  );

describe('lint holds the boundaries', () => {
  it('has a fixture for every rule', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  it.each(cases)('$path → $expectation', ({ path, expectation }) => {
    const messages = boundaryErrors(path).map((d) => d.message);
    if (expectation === 'clean') expect(messages).toEqual([]);
    else
      expect(
        messages.some((m) => m.startsWith(expectation)),
        messages.join('\n') || 'no error',
      ).toBe(true);
  });
});
