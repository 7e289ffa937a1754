import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles.js';

/**
 * Issue 25 item 8: the API's tests set themselves up one way. A file's context is `useTestContext(overrides)`;
 * one test's own context (an empty database, a configuration of its own) is `withFreshTestContext`; master data
 * is made by the factories (`insertMasterData`, `insertUnit`, `seedUnits`, `seedHierarchy`), never by raw SQL. The files
 * of a worker share its modules (vitest.config.ts), so none of them, nor the shared package's and the lint rules'
 * tests that run beside them, mocks a module or stubs a global.
 */
const API = fileURLToPath(new URL('..', import.meta.url));
const THIS_FILE = relative(API, fileURLToPath(import.meta.url));

/** The files that may call createTestContext themselves, each with its reason. */
const OWN_CONTEXT_ALLOWED: Record<string, string> = {
  'test/helpers.ts': 'where createTestContext is defined: the engine behind the factories',
  'test/factories.ts': 'the home of useTestContext and withFreshTestContext, which open a context for the others',
};

const RULES = [
  {
    name: 'createTestContext',
    pattern: /\bcreateTestContext\(/,
    message: 'opens a context by hand: use useTestContext(overrides), or withFreshTestContext for one test',
    allowed: (file: string) => file in OWN_CONTEXT_ALLOWED,
  },
  {
    // the API's test files share their worker's modules (vitest.config.ts: isolate false): a mock would outlive its file
    name: 'module mock',
    pattern: /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/,
    message: 'replaces a module or global for the whole worker: pass the dependency in, or set it and put it back',
    allowed: () => false,
  },
  {
    name: 'raw master data',
    pattern: /\binsert\s+into\s+master_data/i,
    message: 'inserts master data with SQL: use insertMasterData / insertUnit / seedUnits / seedHierarchy',
    allowed: () => false,
  },
];

/** What breaks the rules in one file's text, as "file:line: what". */
function setUpOffences(file: string, text: string): string[] {
  return RULES.filter((rule) => !rule.allowed(file)).flatMap((rule) => {
    const global = new RegExp(rule.pattern.source, `${rule.pattern.flags}g`);
    return [...text.matchAll(global)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length}: ${rule.message}`);
  });
}

const ROOT = join(API, '..', '..');
const testsUnder = (dir: string) =>
  sourceFiles(join(ROOT, dir), (path) => path.endsWith('.test.ts') && !path.startsWith('fixtures/')).map((f) => ({
    ...f,
    path: `${dir}/${f.path}`,
  }));

/**
 * Every test file and test support file of the API (paths relative to apps/api), this check's own file aside, and
 * the other test files that share a worker with them (vitest's `node` project: the shared package, the lint rules;
 * paths relative to the repository).
 */
const files = [
  ...sourceFiles(join(API, 'src'), (path) => path.endsWith('.test.ts')).map((f) => ({ ...f, path: `src/${f.path}` })),
  ...sourceFiles(join(API, 'test'), () => true).map((f) => ({ ...f, path: `test/${f.path}` })),
  ...testsUnder('packages/shared/src'),
  ...testsUnder('lint'),
].filter((f) => f.path !== THIS_FILE);

describe('API tests set themselves up one way', () => {
  it('reads the files it checks', () => {
    const paths = files.map((f) => f.path);
    expect(paths).toContain('src/modules/users/users.test.ts');
    expect(paths).toContain('test/factories.ts');
    expect(paths).toContain('packages/shared/src/domain/permissions.test.ts');
    expect(paths).toContain('lint/lintRules.test.ts');
    expect(paths.filter((path) => path.startsWith('lint/fixtures/'))).toEqual([]);
    expect(paths).toContain('test/scenarios/workflow.ts');
  });

  it('no test opens a context by hand outside the allowlist, nor inserts master data with SQL', () => {
    const offences = files.flatMap((f) => setUpOffences(f.path, f.text));
    expect(offences).toEqual([]);
  });

  it('every allowlisted file exists, says why, and does call createTestContext', () => {
    for (const [file, reason] of Object.entries(OWN_CONTEXT_ALLOWED)) {
      expect(reason.length, file).toBeGreaterThan(10);
      expect(readFileSync(join(API, file), 'utf8'), file).toMatch(/\bcreateTestContext\(/);
    }
  });

  describe('the check fires', () => {
    const byHand = [
      'let t: TestContext;',
      'beforeAll(async () => {',
      '  t = await createTestContext({ PUBLIC_URL: "https://plant.example/" });',
      '});',
    ].join('\n');
    const rawSql = [
      'beforeAll(async () => {',
      "  await t.db.query(`insert into master_data (kind, name_en, name_ar) values ('company', 'A', 'ب')`);",
      "  await t.db.query('INSERT INTO\n    master_data_parents (child_id, parent_id) values ($1, $2)', [a, b]);",
      '});',
    ].join('\n');

    it('on a context opened by hand, naming the file and line', () => {
      expect(setUpOffences('src/modules/x/x.test.ts', byHand)).toEqual([
        'src/modules/x/x.test.ts:3: opens a context by hand: use useTestContext(overrides), or withFreshTestContext for one test',
      ]);
    });

    it('on master data and its parents inserted with SQL, whatever the case and line breaks', () => {
      expect(setUpOffences('test/scenarios/x.ts', rawSql)).toEqual([
        'test/scenarios/x.ts:2: inserts master data with SQL: use insertMasterData / insertUnit / seedUnits / seedHierarchy',
        'test/scenarios/x.ts:3: inserts master data with SQL: use insertMasterData / insertUnit / seedUnits / seedHierarchy',
      ]);
    });

    it('on a module mock or a stubbed global, which would reach the next file of the worker', () => {
      const mocks = ["vi.mock('../src/lib/mailer.js', () => ({ send: vi.fn() }));", "vi.stubEnv('TZ', 'UTC');"].join('\n');
      expect(setUpOffences('test/x.test.ts', mocks)).toEqual([
        'test/x.test.ts:1: replaces a module or global for the whole worker: pass the dependency in, or set it and put it back',
        'test/x.test.ts:2: replaces a module or global for the whole worker: pass the dependency in, or set it and put it back',
      ]);
    });

    it('not on an allowlisted file, nor on the one way', () => {
      expect(setUpOffences('test/factories.ts', byHand)).toEqual([]);
      const oneWay = [
        "const t = useTestContext({ PUBLIC_URL: 'https://plant.example/' });",
        "beforeAll(async () => { await insertMasterData(t, 'company', 'A', 'ب'); });",
        "it('x', () => withFreshTestContext(async (ctx) => { await ctx.login('ADMIN'); }));",
      ].join('\n');
      expect(setUpOffences('src/modules/x/x.test.ts', oneWay)).toEqual([]);
    });
  });
});
