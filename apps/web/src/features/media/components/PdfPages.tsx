import { Alert, Flex, Spin } from 'antd';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

/** pdf.js's own fonts for PDFs that name a standard font without embedding it (phones lack Helvetica & co.). */
const standardFonts = import.meta.glob<string>('pdfjs-standard-fonts/*.{pfb,ttf}', { query: '?url', import: 'default' });

/** Hands pdf.js the font files the build emitted (hashed names), fetched only when a PDF needs them. */
class StandardFontData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const load = Object.entries(standardFonts).find(([path]) => path.endsWith(`/${filename}`))?.[1];
    if (kind !== 'standardFontDataUrl' || !load) throw new Error(`no ${kind} ${filename}`);
    return new Uint8Array(await (await fetch(await load())).arrayBuffer());
  }
}

/** Sharp on a phone's dense screen without drawing needlessly huge canvases. */
const MAX_PIXEL_RATIO = 2;

/**
 * The PDF's pages drawn in the page itself with pdf.js, each as wide as the column: phone browsers often
 * cannot show a PDF in a frame. Loaded only where it is used (this module is imported lazily).
 */
export default function PdfPages({ url }: { url: string }) {
  const { t } = useTranslation('media');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    let cancelled = false;
    const task = getDocument({
      url,
      isEvalSupported: false,
      useSystemFonts: false,
      useWorkerFetch: false,
      BinaryDataFactory: StandardFontData as never,
    });
    (async () => {
      const doc = await task.promise;
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const scale = (box.clientWidth || 320) / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,0.2)';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('document.page', { n, total: doc.numPages }));
        canvas.dataset.testid = 'pdf-page';
        box.append(canvas);
        await page.render({ canvas, viewport }).promise;
        if (n === 1) setState('shown');
      }
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      void task.destroy();
      box.replaceChildren();
    };
  }, [url, t]);

  return (
    <Flex vertical gap={12}>
      {state === 'loading' && <Spin description={t('document.loadingPages')} />}
      {state === 'failed' && <Alert type="warning" showIcon title={t('document.renderFailed')} />}
      <Flex vertical gap={12} ref={container} data-testid="pdf-pages" />
    </Flex>
  );
}
