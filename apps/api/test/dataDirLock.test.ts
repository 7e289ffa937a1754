import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../src/db/lock.js';

/** A separate process that takes the lock on command (fixtures/lockHolder.ts). */
interface Holder {
  child: ChildProcessWithoutNullStreams;
  lines: Interface;
  send(line: string): Promise<string>;
}
function startHolder(): Holder {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/lockHolder.ts')]);
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  return {
    child,
    lines,
    send(line) {
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${line}\n`);
      });
    },
  };
}
const stop = async (h: Holder) => {
  if (h.child.exitCode !== null || h.child.signalCode) return;
  const exited = new Promise((resolve) => h.child.on('exit', resolve));
  h.child.kill('SIGKILL');
  await exited;
};

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fikra-lock-'));
  dirs.push(dir);
  return dir;
};
let a: Holder;
let b: Holder;
beforeAll(async () => {
  a = startHolder();
  b = startHolder();
  // both processes are up and answering before the races start
  const warm = newDir();
  expect(await a.send(`acquire ${warm}`)).toBe('won');
  expect(await b.send(`acquire ${warm}`)).toBe('lost');
  expect(await a.send('release')).toBe('released');
}, 60_000);
afterAll(async () => {
  await Promise.all([a, b].map(stop));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the data-directory lock', () => {
  it('40 trials of two processes taking it at once: exactly one wins each time', { timeout: 120_000 }, async () => {
    const winners: number[] = [];
    for (let trial = 0; trial < 40; trial++) {
      const dir = newDir();
      // half the trials start from a lock file a crashed server left behind
      if (trial % 2) writeFileSync(join(dir, 'fikra.lock'), '999999999');
      const answers = await Promise.all([a.send(`acquire ${dir}`), b.send(`acquire ${dir}`)]);
      winners.push(answers.filter((x) => x === 'won').length);
      expect([...answers].sort()).toEqual(['lost', 'won']);
      expect(await (answers[0] === 'won' ? a : b).send('release')).toBe('released');
    }
    console.log(`lock trials with exactly one winner: ${winners.filter((n) => n === 1).length}/40`);
    expect(winners.every((n) => n === 1)).toBe(true);
  });

  it('refuses a second holder in the same process too, naming the holder', async () => {
    const dir = newDir();
    const release = await acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'fikra.lock'), 'utf8').trim()).toBe(String(process.pid));
    await expect(acquireDataDirLock(dir)).rejects.toThrowError(`Another Fikra server (pid ${process.pid}) is already using`);
    await release();
    expect(existsSync(join(dir, 'fikra.lock'))).toBe(false);
    const again = await acquireDataDirLock(dir);
    await again();
  });

  it('is taken over from a server killed with SIGKILL', { timeout: 60_000 }, async () => {
    const dir = newDir();
    const victim = startHolder();
    try {
      expect(await victim.send(`acquire ${dir}`)).toBe('won');
      expect(await a.send(`acquire ${dir}`)).toBe('lost');
      await stop(victim);
      // its lock file is still there, naming a dead pid; the kernel freed the lock itself
      expect(existsSync(join(dir, 'fikra.lock'))).toBe(true);
      const answers = await Promise.all([a.send(`acquire ${dir}`), b.send(`acquire ${dir}`)]);
      expect(answers.sort()).toEqual(['lost', 'won']);
      await Promise.all([a.send('release'), b.send('release')]);
    } finally {
      await stop(victim);
    }
  });

  it('is not blocked by a lock file whose pid now belongs to an unrelated process', async () => {
    const dir = newDir();
    for (const pid of [process.pid, process.ppid, 1]) {
      writeFileSync(join(dir, 'fikra.lock'), String(pid));
      expect(await a.send(`acquire ${dir}`)).toBe('won');
      expect(await a.send('release')).toBe('released');
    }
  });
});
