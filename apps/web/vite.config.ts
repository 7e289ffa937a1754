import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The folder the shared package exports as `@fikra/shared/i18n/*`, found through its package.json exports.
 * Vite's import.meta.glob does not resolve package exports itself, so the specifier is aliased to it.
 */
const sharedI18n = dirname(dirname(fileURLToPath(import.meta.resolve('@fikra/shared/i18n/en/common.json'))));

/** pdf.js's standard fonts (for PDFs that do not embed theirs), globbed by features/media's PdfPages. */
const pdfStandardFonts = join(dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json'))), 'standard_fonts');

export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
});
