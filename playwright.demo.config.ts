import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The accessibility tour on the demo plant (`npm run test:e2e:demo`): `npm run demo` builds the demo (reused while
 * it was built today by the same code) and serves it, and e2e/tour.spec.ts visits every route in both languages
 * with the demo's own data (photos, long texts, full lists) instead of the records it seeds itself.
 * TOUR_ONLY=<regex> tours a sample of the routes; DEMO_IDEAS builds a smaller demo (CI runs both: .ci/run).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.TOUR_ON_DEMO = '1';

export default defineConfig({
  ...base,
  projects: [{ name: 'tour-demo', testMatch: /tour\.spec\.ts/, fullyParallel: true, use: { trace: 'off' } }],
  webServer: {
    command: 'npx tsx apps/api/scripts/demo.ts',
    url: `http://127.0.0.1:${port}/v1/health`,
    // the first build of the day on a busy machine
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA_DIR: process.env.DEMO_DATA_DIR ?? join(tmpdir(), `fikra-e2e-demo-${port}`),
      ...(process.env.DEMO_IDEAS ? { DEMO_IDEAS: process.env.DEMO_IDEAS } : {}),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
