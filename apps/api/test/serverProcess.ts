import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './freePort.js';

/**
 * The API server from its sources as a child process, the way `npm start` runs it, for tests that need real
 * processes (a kill -9, several processes on one database). Resolves once it listens; `env` is laid over this
 * process's environment with a free port, the data folder and quiet logs. The caller kills the child.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/server.ts')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the server exited early (${code})`)));
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => {
      if (text.includes('Fikra is running')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return { child, base: `http://127.0.0.1:${port}` };
}
