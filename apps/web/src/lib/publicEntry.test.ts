import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPublicEntryPath } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { fontProblems } from '../../publicFonts';
import { PUBLIC_ENTRY_PATTERNS, publicShellFiles, stylesheetsFirst } from '../../publicShell';
import { staticImportGraph } from '../../test/importGraph';

const WEB = join(import.meta.dirname, '../..');
const read = (file: string) => ({ file, text: readFileSync(join(WEB, file), 'utf8') });
/** Every file of apps/web/src whose name matches. */
const sources = (pattern: RegExp) =>
  readdirSync(join(WEB, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f))
    .map((f) => read(join('src', f)));

const SAMPLES = [
  '/',
  '/LandingPage',
  '/auth/form',
  '/auth/ideaStatus',
  '/q/Ab12Cd34Ef',
  '/auth/login',
  '/auth/videos',
  '/admin/idea',
  '/q/a/b',
  '/auth/form/x',
];

describe('the shop floor entry (issue 28)', () => {
  it('is the same set of addresses for the server and for the build’s dev server and service worker', () => {
    for (const path of SAMPLES)
      expect(
        PUBLIC_ENTRY_PATTERNS.some((p) => p.test(path)),
        path,
      ).toBe(isPublicEntryPath(path));
  });

  it('precaches what public.html loads, never the admin app’s chunks', () => {
    const manifest = {
      'public.html': {
        file: 'assets/public-1.js',
        css: ['assets/public-1.css'],
        imports: ['_shared.js'],
        dynamicImports: ['_serviceWorker.js'],
      },
      // loaded by the entry once the form is drawn: kept for the phone without a connection
      '_serviceWorker.js': { file: 'assets/serviceWorker-1.js', imports: ['_workbox.js'] },
      '_workbox.js': { file: 'assets/workbox-window-1.js' },
      '_shared.js': { file: 'assets/shared-1.js', dynamicImports: ['i18n/ar/shopFloor.json', 'i18n/ar/dashboard.json'] },
      'i18n/ar/shopFloor.json': { file: 'assets/shopFloor-1.js' },
      'i18n/ar/dashboard.json': { file: 'assets/dashboard-1.js' },
      'index.html': { file: 'assets/index-1.js', imports: ['_shared.js', '_antd.js'] },
      '_antd.js': { file: 'assets/antd-1.js' },
    };
    expect([...publicShellFiles(manifest)].sort()).toEqual(
      [
        'assets/public-1.css',
        'assets/public-1.js',
        'assets/shared-1.js',
        'assets/shopFloor-1.js',
        'assets/serviceWorker-1.js',
        'assets/workbox-window-1.js',
        'public.html',
      ].sort(),
    );
  });
});

describe('what the shop floor’s entry runs before the form is drawn (issue 28, decision 039)', () => {
  const graph = staticImportGraph(join(WEB, 'src/publicMain.tsx'), WEB, join(WEB, '../../packages/shared/src/index.ts'));
  const main = read('src/publicMain.tsx').text;

  it('carries the public namespaces’ catalogs of both languages, fetched beside its scripts, not after they ran', () => {
    const namespaces = [
      ...(/PUBLIC_NAMESPACES = \[([^\]]*)\]/.exec(read('src/app/public/PublicApp.tsx').text)?.[1] ?? '').matchAll(/'(\w+)'/g),
    ].map((m) => m[1]);
    expect(namespaces).toContain('shopFloor');
    const catalogs = [...graph.packages.keys()].filter((p) => p.startsWith('@fikra/shared/i18n/')).sort();
    expect(catalogs).toEqual(
      ['ar', 'en'].flatMap((lang) => namespaces.map((ns) => `@fikra/shared/i18n/${lang}/${ns}.json`)).sort(),
    );
    expect(main).toMatch(/initI18n\(\{ bundled: CATALOGS \}\)/);
  });

  it('loads no service worker registration (workbox-window), no zod and no server messages before the first render', () => {
    expect(graph.packages.has('virtual:pwa-register')).toBe(false);
    expect(graph.packages.has('zod'), `zod imported by ${graph.packages.get('zod')}`).toBe(false);
    expect([...graph.files].filter((f) => /serviceWorker|submissionCheck|schemas\//.test(f))).toEqual([]);
    // the messages catalog and the deferred imports are started only from afterFirstRender, called by an effect
    const deferred = /function afterFirstRender\(\) \{[\s\S]*?\n\}\n/.exec(main)?.[0] ?? '';
    expect(deferred).toMatch(/loadNamespace\(currentLanguage\(\), 'messages'\)/);
    expect(deferred).toMatch(/import\('\.\/lib\/serviceWorker'\)/);
    expect(deferred).toMatch(/loadSubmissionCheck\(\)/);
    expect(deferred).toMatch(/addEventListener\('load'/);
    const outside = main.replace(deferred, '');
    expect(outside).not.toMatch(/loadNamespace\(|import\(|registerServiceWorker|loadSubmissionCheck\(/);
    expect(outside).toMatch(/useEffect\(afterFirstRender, \[\]\)/);
  });

  it('asks for the stylesheet (which holds the first paint) before the scripts and their preloads', () => {
    const built = [
      '<head>',
      '  <style>.sf-bar{}</style>',
      '  <script type="module" crossorigin src="/assets/public-1.js"></script>',
      '  <link rel="modulepreload" crossorigin href="/assets/paths-1.js">',
      '  <link rel="stylesheet" crossorigin href="/assets/public-1.css">',
      '</head>',
    ].join('\n');
    const tags = stylesheetsFirst(built).match(/<(script|link)[^>]*>/g);
    expect(tags).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/public-1.css">',
      '<script type="module" crossorigin src="/assets/public-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/paths-1.js">',
    ]);
    expect(stylesheetsFirst('<head><link rel="icon" href="/logo.svg"></head>')).toBe(
      '<head><link rel="icon" href="/logo.svg"></head>',
    );
  });

  it('sees what the shared package drags in (the check finds zod when the form’s schema is imported)', () => {
    const shared = join(WEB, '../../packages/shared/src/index.ts');
    const withSchema = staticImportGraph(join(WEB, 'src/features/ideaForm/submissionCheck.ts'), WEB, shared);
    expect(withSchema.packages.has('zod')).toBe(true);
    expect(staticImportGraph(join(WEB, 'src/app/Root.tsx'), WEB, shared).packages.has('virtual:pwa-register')).toBe(true);
  });
});

describe('the shop floor’s fonts (issue 28, decision 039)', () => {
  const SUBSET = '/fonts/noto-sans-arabic-arabic-400.woff2';
  const face = (src: string, range = 'unicode-range: U+0600-06FF, U+FB50-FDFF;') =>
    `@font-face { font-family: 'Noto Sans Arabic'; font-display: swap; src: url(${src}) format('woff2'); ${range} }`;
  const page = (head = '') => ({ file: 'public.html', text: `<html><head>${head}</head><body></body></html>` });
  const preload = (href: string, extra = ' crossorigin') =>
    `<link rel="preload" as="font" type="font/woff2" href="${href}"${extra}>`;

  it('downloads none today: public.html, index.html and every stylesheet and script of the web app use the phone’s fonts', () => {
    const css = sources(/\.css$/);
    const scripts = sources(/\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f.file));
    expect(css.length).toBeGreaterThan(3);
    for (const html of ['public.html', 'index.html'].map(read)) expect(fontProblems({ html, css, scripts })).toEqual([]);
    expect([read('public.html'), ...css].filter((f) => /@font-face/i.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it('takes a woff2 subset per script that public.html preloads', () => {
    expect(fontProblems({ html: page(preload(SUBSET)), css: [{ file: 'public.css', text: face(SUBSET) }] })).toEqual([]);
  });

  it('refuses a whole Noto file: not woff2, no unicode-range', () => {
    const whole = '/fonts/NotoSansArabic-Regular.ttf';
    expect(fontProblems({ html: page(), css: [{ file: 'public.css', text: face(whole, '') }] })).toEqual([
      'public.css: an @font-face without a unicode-range (not a subset)',
      `public.css: ${whole} is not woff2`,
    ]);
  });

  it('refuses a subset that is not preloaded, or preloaded without crossorigin (fetched twice)', () => {
    const css = [{ file: 'public.css', text: face(SUBSET) }];
    expect(fontProblems({ html: page(), css })).toEqual([`public.css: ${SUBSET} is not preloaded by public.html`]);
    expect(fontProblems({ html: page(preload(SUBSET, '')), css })).toEqual([
      `public.css: ${SUBSET} is not preloaded by public.html`,
    ]);
  });

  it('refuses a font inlined as data, one outside @font-face, and one a script imports', () => {
    expect(
      fontProblems({
        html: page(),
        css: [{ file: 'a.css', text: `${face('data:font/woff2;base64,AAAA')} .x { background: url(/f/Noto.woff) }` }],
        scripts: [{ file: 'main.tsx', text: "import '@fontsource/noto-sans-arabic';\nimport './x.css';" }],
      }),
    ).toEqual([
      'a.css: a font inlined as data (never cached apart, never subset)',
      'a.css: /f/Noto.woff is a font outside @font-face',
      'main.tsx: imports @fontsource/noto-sans-arabic; a font must be a preloaded woff2 subset named by public.html',
    ]);
  });
});
