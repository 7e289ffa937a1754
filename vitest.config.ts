import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // one migrated database per run, copied for each test file (apps/api/test/templateDatabase.ts)
          globalSetup: ['./apps/api/test/templateDatabase.ts'],
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'lint/**/*.test.ts',
          ],
          // the lint rules' fixtures are files for biome to refuse, not tests to run
          exclude: [...configDefaults.exclude, 'lint/fixtures/**'],
          // The test files of a worker share its loaded modules instead of importing the whole API again for each
          // file (that import was about half of this project's time). Each file still gets its own database and app
          // (test/helpers.ts); a file that changes something process-wide (an environment variable) puts it back.
          // No module mocks here: they would reach the next file (testSetup.sources.test.ts holds that).
          isolate: false,
        },
      },
      {
        // the web app's plain modules (no DOM); they mock modules, so each file keeps its own
        extends: true,
        test: { name: 'web-unit', include: ['apps/web/src/**/*.test.ts'] },
      },
      {
        // React component tests: the web app's Vite config (plugins, aliases) in a simulated browser
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
