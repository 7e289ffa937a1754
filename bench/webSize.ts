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

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/**
 * What opening /auth/form downloads: the initial JavaScript plus the form page's lazy chunk and every chunk it
 * imports statically, read from Vite's build manifest (the service worker's registration is in the entry).
 */
export function publicFormJavaScript(distDir: string): InitialJs | undefined {
  const initial = initialJavaScript(distDir);
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!initial || !existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const page = Object.keys(manifest).find((k) => k.endsWith('IdeaFormPage.tsx'));
  if (!page) return undefined;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(page);
  return measure(distDir, [...initial.files.map((f) => f.file), ...files]);
}
