import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';

/**
 * Issue 28 / DESIGN §8: the shop-floor form opened in Chromium on a cheap phone over weak Wi-Fi. Serves the built
 * app as `npm start` does (apps/web/dist through the compiled server, on an empty embedded database), throttles
 * the page with the DevTools protocol (Fast 3G: 150 ms latency, 1.6 Mb/s down, 750 kb/s up; the CPU 4× slower)
 * and opens /auth/form twice: cold (no cache, no service worker) and warm (the service worker installed by the
 * first visit). Reads first contentful paint, when the form is usable (the first field drawn and enabled by the
 * entry's script), when the places list answered, the bytes on the wire by kind (fonts apart) and what the
 * service worker stored.
 */

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'apps/web/dist');
export const PHONE = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4, width: 360, height: 780 };
/** BENCH_WEB_RUNS (3): how many fresh profiles open the form; the times printed are their medians. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
export const PUBLIC_BUDGETS = { fcpMs: 1500, usableMs: 2500, precacheKb: 500, initialKb: 150 };

export interface LoadFigures {
  fcpMs: number;
  usableMs: number;
  placesMs: number;
  /** bytes on the wire (compressed as sent, headers included) by resource type, e.g. Script, Stylesheet, Font, Document, Fetch */
  wire: Record<string, { files: number; bytes: number }>;
  /** the scripts and stylesheets on the wire, by path (headers included), and whether asked before the form was usable */
  code: { path: string; bytes: number; beforeUsable: boolean }[];
}
export interface PublicLoadReport {
  /** fresh profiles opened; the times are their medians */
  runs: number;
  cold: LoadFigures;
  warm: LoadFigures;
  precache: { files: number; bytes: number; urls: string[] };
  /** the fonts the page asked for, with their size on the wire */
  fonts: { url: string; bytes: number }[];
}

/** Starts the compiled server (apps/api/dist/server.js) on a fresh embedded database; resolves with its address. */
async function startServer(): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fikra-bench-web-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('the server was not healthy within 180 s');
    }
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return { child, base, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Records, from the page's first script on, when the employee-code field is drawn and enabled. A string: tsx
 * wraps functions in a helper the page does not have.
 */
const WATCH_USABLE = `(() => {
  const check = () => {
    const field = document.querySelector('[data-testid="employee-code"]');
    if (window.__usableAt === undefined && field && !field.disabled && field.getClientRects().length) {
      window.__usableAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}

/** Opens /auth/form in a new throttled page of `context` and reads the figures once the places list answered. */
async function openForm(context: BrowserContext, base: string, fonts: Map<string, number>): Promise<LoadFigures> {
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_USABLE });
  const cdp = await throttle(page);
  const types = new Map<string, { type: string; url: string }>();
  const wire: LoadFigures['wire'] = {};
  const code: LoadFigures['code'] = [];
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = types.get(e.requestId);
    if (!r) return;
    wire[r.type] ??= { files: 0, bytes: 0 };
    const w = wire[r.type];
    w.files += 1;
    w.bytes += e.encodedDataLength;
    if (r.type === 'Font') fonts.set(r.url, e.encodedDataLength);
    if (r.type === 'Script' || r.type === 'Stylesheet')
      code.push({ path: new URL(r.url).pathname, bytes: e.encodedDataLength, beforeUsable: false });
  });
  const places = page.waitForResponse((r) => r.url().endsWith('/v1/idea-crud/places'), { timeout: 60_000 });
  await page.goto(`${base}/auth/form`, { waitUntil: 'load', timeout: 60_000 });
  await places;
  await page.waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt !== undefined, null, {
    timeout: 60_000,
  });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => {
    const placesEntry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/v1/idea-crud/places')) as
      | PerformanceResourceTiming
      | undefined;
    return {
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      usableMs: (window as unknown as { __usableAt: number }).__usableAt,
      placesMs: placesEntry?.responseEnd ?? Number.NaN,
      startedBeforeUsable: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < (window as unknown as { __usableAt: number }).__usableAt)
        .map((e) => new URL(e.name).pathname),
    };
  });
  await page.close();
  const { startedBeforeUsable, ...times } = figures;
  for (const c of code) c.beforeUsable = startedBeforeUsable.includes(c.path);
  return { ...times, wire, code };
}

/** What the service worker keeps: every entry of the page's caches, by the size of its stored body. */
async function readPrecache(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}/auth/form`);
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const urls: string[] = [];
    let bytes = 0;
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        bytes += response ? (await response.arrayBuffer()).byteLength : 0;
        urls.push(new URL(request.url).pathname);
      }
    }
    return { files: urls.length, bytes, urls };
  });
}

/** Undefined when the web app has not been built. */
export async function benchPublicLoad(): Promise<PublicLoadReport | undefined> {
  if (!existsSync(join(DIST, 'public.html')) || !existsSync(join(ROOT, 'apps/api/dist/server.js'))) return undefined;
  const { child, base, dataDir } = await startServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const fonts = new Map<string, number>();
    const runs: { cold: LoadFigures; warm: LoadFigures; precache: PublicLoadReport['precache'] }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      // a new profile each time: no HTTP cache, no service worker
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'ar-EG',
        serviceWorkers: 'allow',
      });
      process.stdout.write(`  web: run ${run}/${RUNS}: /auth/form cold, then again from the service worker\n`);
      const cold = await openForm(context, base, fonts);
      const precache = await readPrecache(context, base);
      const warm = await openForm(context, base, fonts);
      await context.close();
      runs.push({ cold, warm, precache });
    }
    const median = (pick: (r: (typeof runs)[number]) => LoadFigures): LoadFigures => {
      const of = (key: 'fcpMs' | 'usableMs' | 'placesMs') =>
        runs.map((r) => pick(r)[key]).sort((a, b) => a - b)[(runs.length - 1) >> 1];
      return { ...pick(runs[0]), fcpMs: of('fcpMs'), usableMs: of('usableMs'), placesMs: of('placesMs') };
    };
    const cold = median((r) => r.cold);
    const warm = median((r) => r.warm);
    const precache = runs[0].precache;
    return { runs: RUNS, cold, warm, precache, fonts: [...fonts].map(([url, bytes]) => ({ url, bytes })) };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, max: number, format: (v: number) => string) =>
  `${format(value)} ${value <= max ? 'PASS' : 'MISS'} (<= ${format(max)})`;
const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;

/** The issue's figures before the shop floor had its own entry (issue 28, measured in the trial). */
const BEFORE = { blankMs: 4800, js: '89 JavaScript files, 520 KB compressed', precache: '205 files, 2.4 MB' };

export function printPublicLoadReport(report: PublicLoadReport | undefined) {
  console.log(
    `== Shop floor: /auth/form in Chromium at ${PHONE.width}x${PHONE.height}, Fast 3G (${PHONE.latencyMs} ms latency, ` +
      `${PHONE.downKbps / 1000} Mb/s down, ${PHONE.upKbps} kb/s up), CPU ${PHONE.cpuSlowdown}x slower (issue 28, DESIGN §8) ==`,
  );
  if (!report) {
    console.log('  apps/web/dist or apps/api/dist is not built: run `npm run build` first');
    return;
  }
  const { cold, warm, precache } = report;
  console.log(`  times: the median of ${report.runs} fresh profiles (BENCH_WEB_RUNS); each figure from navigation start`);
  const wireOf = (f: LoadFigures, ...types: string[]) => types.reduce((s, t) => s + (f.wire[t]?.bytes ?? 0), 0);
  const filesOf = (f: LoadFigures, ...types: string[]) => types.reduce((s, t) => s + (f.wire[t]?.files ?? 0), 0);
  for (const [label, f] of [
    ['cold', cold],
    ['warm', warm],
  ] as const) {
    console.log(`  ${label}: first contentful paint ${verdict(f.fcpMs, PUBLIC_BUDGETS.fcpMs, ms)}`);
    console.log(`  ${label}: form usable (first field drawn by the script) ${verdict(f.usableMs, PUBLIC_BUDGETS.usableMs, ms)}`);
    console.log(`  ${label}: places list answered at ${ms(f.placesMs)}`);
    const wire = Object.entries(f.wire)
      .map(([type, w]) => `${type} ${w.files} (${kb(w.bytes)})`)
      .join(', ');
    const where = label === 'warm' ? ' (0 KB: served by the service worker)' : '';
    console.log(`  ${label}: on the wire${where}: ${wire || 'nothing'}`);
  }
  const before = cold.code.filter((c) => c.beforeUsable);
  console.log(
    `  cold: JS + CSS asked before the form was usable, on the wire with headers: ${before.length} files ` +
      verdict(
        before.reduce((sum, c) => sum + c.bytes, 0),
        PUBLIC_BUDGETS.initialKb * 1024,
        kb,
      ),
  );
  for (const f of [...cold.code].sort((a, b) => b.bytes - a.bytes))
    console.log(`    ${f.path}: ${kb(f.bytes)}${f.beforeUsable ? '' : ' (after the form was usable)'}`);
  console.log(
    `  fonts downloaded: ${report.fonts.length ? report.fonts.map((f) => `${f.url} ${kb(f.bytes)}`).join(', ') : 'none (0 KB)'}`,
  );
  console.log(
    `  service worker precache: ${precache.files} files, ${verdict(precache.bytes, PUBLIC_BUDGETS.precacheKb * 1024, kb)}` +
      (precache.urls.some((u) => /\/assets\/(index|antd|Dashboard)/i.test(u)) ? ' — holds admin chunks!' : ''),
  );
  console.log(`  before (issue 28): blank page ${ms(BEFORE.blankMs)}; ${BEFORE.js}; precache ${BEFORE.precache}`);
}

/** `npx tsx bench/publicLoad.ts`: this part alone (after `npm run build`). */
if (import.meta.url === `file://${process.argv[1]}`) {
  printPublicLoadReport(await benchPublicLoad());
}
