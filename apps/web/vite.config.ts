import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PUBLIC_ENTRY_PATTERNS, publicShellOnly, stylesheetsFirst } from './publicShell.ts';

/**
 * The folder the shared package exports as `@fikra/shared/i18n/*`, found through its package.json exports.
 * Vite's import.meta.glob does not resolve package exports itself, so the specifier is aliased to it.
 */
const sharedI18n = dirname(dirname(fileURLToPath(import.meta.resolve('@fikra/shared/i18n/en/common.json'))));

/** pdf.js's standard fonts (for PDFs that do not embed theirs), globbed by features/media's PdfPages. */
const pdfStandardFonts = join(dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json'))), 'standard_fonts');

/** `npm run dev` answers the shop floor's addresses with public.html, as the server does. */
const publicEntryInDev: Plugin = {
  name: 'fikra-public-entry-dev',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method === 'GET' && PUBLIC_ENTRY_PATTERNS.some((p) => p.test(path)) && req.headers.accept?.includes('text/html'))
        req.url = '/public.html';
      next();
    });
  },
};

/** public.html asks for its stylesheet before its scripts (publicShell.ts `stylesheetsFirst`). */
const publicStylesheetFirst: Plugin = {
  name: 'fikra-public-stylesheet-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => (ctx.filename.endsWith('public.html') ? stylesheetsFirst(html) : html),
  },
};

export default defineConfig({
  plugins: [
    react(),
    publicEntryInDev,
    publicStylesheetFirst,
    VitePWA({
      // the app registers the worker itself (src/lib/serviceWorker.ts), after the first render
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'فكرة · Fikra',
        short_name: 'فكرة',
        description: 'قدّم فكرة تحسين من أي مكان في المصنع · Submit an improvement idea from anywhere in the plant',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/auth/form',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b6e4f',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // a phone keeps only the shop floor's entry (issue 28): public.html, its scripts and styles, the icons;
        // the admin app is never stored on it
        manifestTransforms: [publicShellOnly(join(import.meta.dirname, 'dist'))],
        // the push notifications of the ideas a phone follows (issue 27)
        importScripts: ['/push-sw.js'],
        navigateFallback: '/public.html',
        // offline, only the shop floor's own pages open from the cache; no API answer ever does, except below
        navigateFallbackAllowlist: PUBLIC_ENTRY_PATTERNS,
        navigateFallbackDenylist: [/^\/v1(\/|$)/, /^\/admin(\/|$)/],
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // the public form's dropdowns (read without a token): the last lists seen, for when the network is gone
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && !request.headers.has('authorization') && /^\/v1\/[^/]+\/names$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'fikra-public-names',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
          {
            // the form's places and the ideas' statuses, for the phone without a connection
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/v1/idea-crud/places',
            handler: 'NetworkFirst',
            options: { cacheName: 'fikra-public-places', networkTimeoutSeconds: 5, expiration: { maxEntries: 2 } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/v1/qr/resolve/'),
            handler: 'NetworkFirst',
            options: { cacheName: 'fikra-qr-places', networkTimeoutSeconds: 5, expiration: { maxEntries: 50 } },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: /^@fikra\/shared\/i18n(?=\/)/, replacement: sharedI18n },
      { find: /^pdfjs-standard-fonts(?=\/)/, replacement: pdfStandardFonts },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    rollupOptions: {
      // the full app and the shop floor's entry (issue 28), which shares no admin code with it
      input: { main: join(import.meta.dirname, 'index.html'), public: join(import.meta.dirname, 'public.html') },
    },
    // read by `npm run bench` to weigh what the public form downloads
    manifest: true,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
});
