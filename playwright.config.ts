import { mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'Admin#2026' };
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-123456';
/**
 * The server sends reset-password mail here; e2e/account.spec.ts listens on it with a local SMTP server (other
 * specs never ask for a link, so nothing listens then and nothing is sent).
 */
export const E2E_SMTP_PORT = port + 25;
export const E2E_MAIL_FROM = 'Fikra <fikra@e2e.local>';

function smallDevShm(): boolean {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.bavail * shm.bsize < 1024 ** 3;
  } catch {
    return true;
  }
}

export default defineConfig({
  testDir: 'e2e',
  // Two workers, one per core: the journeys' files and the tour's parts share them. Every journey makes its own
  // records and finds them by their own names, so two run side by side on one server; what switches something for
  // the whole server runs after them (server-settings). No retries: a flaky test is a defect to fix.
  workers: 2,
  retries: 0,
  projects: [
    { name: 'journeys', testIgnore: [/tour\.spec\.ts/, /recordsModule\.spec\.ts/] },
    // the tour's findings file and screenshots tell what went wrong; a trace of two hundred visits is only weight
    { name: 'tour', testMatch: /tour\.spec\.ts/, fullyParallel: true, use: { trace: 'off' } },
    // A switch of the whole server (the records module off) under the feet of the tour or a records journey fails
    // them (and they turn the module back on under its feet): it runs once both are done. `--no-deps` runs it alone.
    { name: 'server-settings', testMatch: /recordsModule\.spec\.ts/, dependencies: ['journeys', 'tour'] },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ar-EG',
    // the app turns antd's animations off for people who ask for less motion: no test waits for one to end
    reducedMotion: 'reduce',
    // The PWA's service worker installs itself in every new browser context, precaches the public shell, takes the
    // page over at a moment of its own and refetches the master data through itself: work each test paid for again.
    // It is off here and on where it is the subject (e2e/offline.spec.ts allows it).
    serviceWorkers: 'block',
    // A trace (actions, DOM snapshots, network) is recorded through every test to keep the failed ones: a sixth of
    // a journey's time. CI keeps only the output, where the failure's message and screenshot path are; E2E_TRACE=1
    // records traces again while chasing a failure (npx playwright show-trace).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // shared memory in files under /tmp only where /dev/shm is too small for Chromium (a container's 64 MB)
        ...(smallDevShm() ? ['--disable-dev-shm-usage'] : []),
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fikra-e2e-')),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // every journey signs in as the same admin from one address; the limit itself is covered by the API tests
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10000',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: E2E_MAIL_FROM,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
