import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_ADMIN, createScratchDatabase } from './database.js';
import { load } from './load.js';
const TICK = 100; // clock ticks per second
function cpuOf(pred: (cmd: string, pid: number) => boolean) {
  let total = 0;
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (!pred(cmd, Number(p))) continue;
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      total += Number(stat[11]) + Number(stat[12]);
    } catch {}
  }
  return total / TICK;
}
const scratch = await createScratchDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'fikra_cpu');
const child = fork(join(import.meta.dirname, 'server.ts'), [], { execArgv: ['--import', 'tsx', ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])], env: { ...process.env, BENCH_DATABASE_URL: scratch.url, BENCH_IDEAS: process.env.N ?? '100000' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const [ready] = (await once(child, 'message')) as [any];
const base = ready.address;
const { token } = await (await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) })).json();
const [f0, f1, f2] = ready.factories;
const yearAgo = new Date(Date.now() - 365 * 86400000).toISOString();
const filters = [
  { 'factoryBusinessUnit._id': { in: [f0] }, 'status.evaluated.value': false, limit: 25 },
  { 'factoryBusinessUnit._id': { in: [f1, f2] }, 'status.evaluated.value': true, createdAt: { gte: yearAgo }, limit: 25 },
];
const pgPred = (cmd: string) => cmd.startsWith('postgres: ');
const srvPred = (_: string, pid: number) => pid === child.pid;
for (const [label, reqs] of [
  ['bare', filters.map((body) => ({ method: 'POST' as const, path: '/bench/bare', body }))],
  ['list', filters.map((body) => ({ method: 'POST' as const, path: '/v1/idea-crud/all', body, token }))],
  ['bare', filters.map((body) => ({ method: 'POST' as const, path: '/bench/bare', body }))],
  ['list', filters.map((body) => ({ method: 'POST' as const, path: '/v1/idea-crud/all', body, token }))],
] as const) {
  const pg0 = cpuOf(pgPred), s0 = cpuOf(srvPred), me0 = process.cpuUsage();
  const r = await load(base, label, Number(process.env.C ?? 50), 6, reqs as never);
  const pg = cpuOf(pgPred) - pg0, s = cpuOf(srvPred) - s0; const me = process.cpuUsage(me0);
  console.log(label, 'req', r.requests, 'rps', (r.requests / 6).toFixed(0), 'pg ms/req', ((pg * 1000) / r.requests).toFixed(2), 'server ms/req', ((s * 1000) / r.requests).toFixed(2), 'autocannon ms/req', ((me.user + me.system) / 1000 / r.requests).toFixed(2));
}
child.send({ type: 'stop' });
await once(child, 'exit');
await scratch.drop();
