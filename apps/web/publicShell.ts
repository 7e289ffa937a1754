import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The addresses public.html serves, for the build's tools (the dev server, the service worker's offline pages),
 * which load before the shared package can be: held equal to shared `isPublicEntryPath` by publicEntry.test.ts.
 */
export const PUBLIC_ENTRY_PATTERNS = [/^\/$/, /^\/LandingPage$/, /^\/auth\/form$/, /^\/auth\/ideaStatus$/, /^\/q\/[^/]+$/];

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface PrecacheEntry {
  url: string;
  size: number;
}

/** The catalogs the shop-floor pages load (PUBLIC_NAMESPACES and the server's messages), in both languages. */
export const PUBLIC_CATALOGS = /(^|\/)i18n\/(ar|en)\/(common|enums|shopFloor|messages)\.json$/;

/**
 * The files public.html loads: its entry and every chunk the entry imports statically, with their styles and
 * assets; what the entry's own chunk imports once the form is drawn (its dynamic imports: the submission's check,
 * the service worker's registration); and the catalogs it may load (dynamic imports matching `catalogs`).
 */
export function publicShellFiles(manifest: Manifest, catalogs: RegExp = PUBLIC_CATALOGS): Set<string> {
  const files = new Set<string>(['public.html']);
  const visit = (key: string, entry = false) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const dep of chunk.dynamicImports ?? []) if (entry || catalogs.test(dep)) visit(dep);
  };
  visit('public.html', true);
  return files;
}

/** What a phone needs besides the entry: its icons and the web app manifest. */
const ALWAYS = /^(logo\.svg|icon-\d+\.png|manifest\.webmanifest)$/;

/**
 * The service worker's precache keeps only the shop floor's shell (issue 28): a phone that opened the form stores
 * a few hundred kilobytes, not the admin app. Read from Vite's build manifest, which is written before the worker.
 */
export function publicShellOnly(distDir: string) {
  return async (entries: PrecacheEntry[]) => {
    const manifestPath = join(distDir, '.vite/manifest.json');
    if (!existsSync(manifestPath)) return { manifest: entries, warnings: ['no Vite manifest: the whole app is precached'] };
    const shell = publicShellFiles(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
    return { manifest: entries.filter((e) => shell.has(e.url) || ALWAYS.test(e.url)), warnings: [] };
  };
}

/**
 * Moves public.html's stylesheets ahead of its scripts (decision 039). The build writes the entry's script and its
 * modulepreload links (a dozen with the catalogs) before the stylesheet, and over HTTP/1.1's six connections the
 * stylesheet, which holds the first paint, then waits for a connection behind them.
 */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const firstScript = html.search(/[ \t]*<(script type="module"|link rel="modulepreload")/);
  if (!sheets.length || firstScript < 0) return html;
  let rest = html;
  for (const s of sheets) rest = rest.replace(s, '');
  const at = rest.search(/[ \t]*<(script type="module"|link rel="modulepreload")/);
  return rest.slice(0, at) + sheets.map((s) => (s.endsWith('\n') ? s : `${s}\n`)).join('') + rest.slice(at);
}
