import { defineConfig } from 'vitest/config';

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
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
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
