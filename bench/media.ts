/**
 * Media in `npm run bench` (issue 13): a 200 MB video uploaded through POST /v1/video and downloaded through
 * GET /v1/file/:id, on PostgreSQL and on the file-backed embedded database, with the time, the server's peak
 * RSS above its idle RSS (budget: under 150 MB, so the bytes stream and never sit whole in memory) and the time
 * to the first byte of a Range request in the middle of the file (video seeking).
 */

import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { BENCH_ADMIN, createEmptyDatabase, type StartServer, type StopServer, seedBenchDatabase } from './database.js';

const MB = 1024 * 1024;
export const MEDIA_BYTES = 200 * MB;
export const MEDIA_RSS_BUDGET_MB = 150;
const RANGE_SAMPLES = 5;
const RANGE_LENGTH = MB;

export interface MediaReport {
  kind: 'postgres' | 'pglite';
  idleRssMb: number;
  upload: { seconds: number; peakAboveIdleMb: number };
  download: { seconds: number; peakAboveIdleMb: number };
  rangeFirstByteMs: number[];
}

/** An mp4 `ftyp` box, then pseudo-random bytes up to `size` (one random megabyte repeated). */
function* videoBytes(size: number): Generator<Buffer> {
  const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4), Buffer.from('mp42isom')]);
  const block = randomBytes(MB);
  yield header;
  for (let sent = header.length; sent < size; sent += block.length) yield block.subarray(0, Math.min(block.length, size - sent));
}

/** Streams a multipart POST /v1/video of `size` bytes, honouring back-pressure; resolves with the answer. */
function uploadVideo(base: string, token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = `----fikrabench${Date.now()}`;
  const head = Buffer.from(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="nameEn"\r\n\r\nBench video\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="nameAr"\r\n\r\nفيديو القياس\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ].join(''),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/v1/video', base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const parts = videoBytes(size);
    const pump = () => {
      for (;;) {
        const next = parts.next();
        if (next.done) return void req.end(tail);
        if (!req.write(next.value)) return void req.once('drain', pump);
      }
    };
    req.write(head);
    pump();
  });
}

async function json<T>(res: Promise<Response>): Promise<T> {
  return (await res).json() as Promise<T>;
}

async function measureKind(
  kind: 'postgres' | 'pglite',
  pgUrl: string,
  start: StartServer,
  stop: StopServer,
): Promise<MediaReport> {
  const scratch = await createEmptyDatabase(kind, pgUrl);
  try {
    await seedBenchDatabase(scratch, 0, () => {});
    const { child, address: base } = await start(scratch);
    try {
      const { token } = await json<{ token: string }>(
        fetch(`${base}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BENCH_ADMIN),
        }),
      );
      const memory = () => json<{ rss: number; peakRss: number }>(fetch(`${base}/bench/memory`));
      const reset = () => json<{ rss: number }>(fetch(`${base}/bench/memory/reset`, { method: 'POST' }));
      const idle = (await reset()).rss;

      process.stdout.write(`  ${kind}: uploading a ${MEDIA_BYTES / MB} MB video\n`);
      let started = performance.now();
      const up = await uploadVideo(base, token, MEDIA_BYTES);
      const uploadSeconds = (performance.now() - started) / 1000;
      if (up.status !== 201) throw new Error(`video upload: HTTP ${up.status} ${up.body}`);
      const uploadPeak = (await memory()).peakRss;
      const { videoId } = JSON.parse(up.body) as { videoId: string };

      process.stdout.write(`  ${kind}: downloading it\n`);
      await reset();
      started = performance.now();
      const res = await fetch(`${base}/v1/file/${videoId}`);
      let bytes = 0;
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) bytes += chunk.length;
      const downloadSeconds = (performance.now() - started) / 1000;
      if (bytes !== MEDIA_BYTES) throw new Error(`video download: ${bytes} bytes of ${MEDIA_BYTES}`);
      const downloadPeak = (await memory()).peakRss;

      const rangeFirstByteMs: number[] = [];
      for (let i = 0; i < RANGE_SAMPLES; i++) {
        const from = Math.floor(MEDIA_BYTES / 2) + i * 7 * MB;
        const t0 = performance.now();
        const ranged = await fetch(`${base}/v1/file/${videoId}`, {
          headers: { range: `bytes=${from}-${from + RANGE_LENGTH - 1}` },
        });
        const reader = (ranged.body as ReadableStream<Uint8Array>).getReader();
        await reader.read();
        rangeFirstByteMs.push(performance.now() - t0);
        if (ranged.status !== 206) throw new Error(`range: HTTP ${ranged.status}`);
        await reader.cancel();
      }
      const mb = (n: number) => n / MB;
      return {
        kind,
        idleRssMb: mb(idle),
        upload: { seconds: uploadSeconds, peakAboveIdleMb: mb(uploadPeak - idle) },
        download: { seconds: downloadSeconds, peakAboveIdleMb: mb(downloadPeak - idle) },
        rangeFirstByteMs,
      };
    } finally {
      await stop(child);
    }
  } finally {
    await scratch.drop();
  }
}

export async function benchMedia(kinds: readonly ('postgres' | 'pglite')[], pgUrl: string, start: StartServer, stop: StopServer) {
  const reports: MediaReport[] = [];
  for (const kind of kinds) reports.push(await measureKind(kind, pgUrl, start, stop));
  return reports;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function printMediaReport(reports: MediaReport[]) {
  if (!reports.length) return;
  console.log(`\nMedia: a ${MEDIA_BYTES / MB} MB video (issue 13)`);
  const rows: [string, string, string, string][] = [];
  for (const r of reports) {
    const ok = (mb: number) => (mb < MEDIA_RSS_BUDGET_MB ? 'ok' : 'OVER');
    const speed = (s: number) => `${(MEDIA_BYTES / MB / s).toFixed(0)} MB/s`;
    rows.push(
      [`${r.kind}: upload time`, `${r.upload.seconds.toFixed(1)} s (${speed(r.upload.seconds)})`, '—', ''],
      [
        `${r.kind}: upload peak RSS above idle (${r.idleRssMb.toFixed(0)} MB)`,
        `${r.upload.peakAboveIdleMb.toFixed(0)} MB`,
        `< ${MEDIA_RSS_BUDGET_MB} MB`,
        ok(r.upload.peakAboveIdleMb),
      ],
      [`${r.kind}: download time`, `${r.download.seconds.toFixed(1)} s (${speed(r.download.seconds)})`, '—', ''],
      [
        `${r.kind}: download peak RSS above idle`,
        `${r.download.peakAboveIdleMb.toFixed(0)} MB`,
        `< ${MEDIA_RSS_BUDGET_MB} MB`,
        ok(r.download.peakAboveIdleMb),
      ],
      [
        `${r.kind}: first byte of a mid-file Range (median of ${r.rangeFirstByteMs.length})`,
        `${median(r.rangeFirstByteMs).toFixed(1)} ms`,
        '—',
        '',
      ],
    );
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [label, value, budget, verdict] of rows)
    console.log(`  ${label.padEnd(width)}  ${value.padEnd(20)} ${budget.padEnd(10)} ${verdict}`);
}
