import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The folder the shared package exports as `@fikra/shared/i18n/*`, found through its package.json exports.
 * Vite's import.meta.glob does not resolve package exports itself, so the specifier is aliased to it.
 */
const sharedI18n = dirname(dirname(fileURLToPath(import.meta.resolve('@fikra/shared/i18n/en/common.json'))));

/** pdf.js's standard fonts (for PDFs that do not embed theirs), globbed by features/media's PdfPages. */
const pdfStandardFonts = join(dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json'))), 'standard_fonts');

export default defineConfig({
  plugins: [
    react(),
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
        // the dashboard's charts are the one large admin-only chunk; a phone at the line never needs them
        globIgnores: ['**/DashboardPage-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        // no admin page and no API answer is ever served from the cache, except the public lists below
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
    // read by `npm run bench` to weigh what the public form downloads
    manifest: true,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
});
