import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface ColdStart {
  /** spawn → first 200 from /v1/health */
  ms: number;
  /** resident memory of the server process after it settled */
  idleRss: number;
}

/** Resident memory of a process (Linux). */
export function rssOf(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) * 1024;
}

/**
 * Starts the compiled server as `npm start` runs it (apps/api/dist/server.js, built beforehand) on `env`'s
 * database, times spawn → /v1/health 200, waits `settleMs`, reads its resident memory and stops it with SIGTERM.
 */
export async function coldStart(env: Record<string, string | undefined>, settleMs = 5000): Promise<ColdStart> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'apps/api/dist/server.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    let ms = 0;
    while (!ms) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was healthy`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).status === 200) ms = performance.now() - started;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { ms, idleRss: rssOf(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
