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
            'apps/web/src/**/*.test.ts',
            'lint/**/*.test.ts',
          ],
          // the lint rules' fixtures are files for biome to refuse, not tests to run
          exclude: [...configDefaults.exclude, 'lint/fixtures/**'],
        },
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
