import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * The JavaScript a first visit to any route (the public form included) downloads before the route's own lazy
 * chunk: the entry script(s) and module preloads that the built index.html names, gzipped (level 9, as a
 * static pre-compression would). Undefined when the web app has not been built.
 */
export function initialJavaScript(distDir: string): InitialJs | undefined {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  const html = readFileSync(indexHtml, 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  return measure(distDir, srcs);
}

function measure(distDir: string, srcs: string[]): InitialJs {
  const files = [...new Set(srcs.map((s) => s.replace(/^\//, '')))].map((src) => {
    const bytes = readFileSync(join(distDir, src));
    return { file: src, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
}

/**
 * What opening /auth/form downloads before it is usable (issue 28): the shop floor's own entry, public.html, with
 * the script, module preloads and stylesheet it names, gzipped. The catalogs it loads on start are chunks of
 * their own, counted by the browser measure (bench/publicLoad.ts), not here.
 */
export function publicFormJavaScript(distDir: string): InitialJs | undefined {
  const publicHtml = join(distDir, 'public.html');
  if (!existsSync(publicHtml)) return undefined;
  const html = readFileSync(publicHtml, 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g),
  ].map((m) => m[1]);
  return measure(distDir, srcs);
}
