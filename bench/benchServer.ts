import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { ScratchDatabase } from './database.js';
import type { Download } from './report.js';

/**
 * The bench's own build of the server (the app with the bench routes of bench/server.ts), run as a child process on
 * a scratch database: started, stopped, and asked for its memory around a download.
 */
export const BENCH_BUILD = join(import.meta.dirname, '.build');

/** Starts the bench build on the scratch database; resolves with its address once it listens. */
export async function startServer(scratch: ScratchDatabase): Promise<{ child: ChildProcess; address: string }> {
  const child = fork(join(BENCH_BUILD, 'server.js'), [], {
    execArgv: ['--enable-source-maps'],
    env: { ...process.env, ...scratch.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => Promise.reject(new Error('bench server exited before it was ready'))),
  ])) as [{ address: string }];
  return { child, address: ready.address };
}

/** Streams a download to nowhere, timing it and taking the server's peak memory while it ran. */
export async function download(
  base: string,
  token: string,
  label: string,
  path: string,
  init: { method: string; body?: string },
): Promise<Download> {
  const reset = await (await fetch(`${base}/bench/memory/reset`, { method: 'POST' })).json();
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: init.method,
    body: init.body,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!res.ok || !res.body) throw new Error(`${label}: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += chunk.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = await (await fetch(`${base}/bench/memory`)).json();
  return { label, seconds, firstByteMs, bytes, baselineRss: reset.rss, peakRss: memory.peakRss };
}

/** Asks the bench server to stop and waits for it to exit. */
export async function stopServer(child: ChildProcess) {
  child.send({ type: 'stop' });
  await once(child, 'exit');
}
