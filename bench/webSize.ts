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
  const files = [...new Set(srcs)].map((src) => {
    const bytes = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { file: src, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
}
