import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import type { StoredFileOutput } from '@fikra/shared';
import { Button, Flex, Spin } from 'antd';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const PdfPages = lazy(() => import('./PdfPages'));

/** Phones and touch tablets: their browsers often show nothing for a PDF in a frame. */
const SMALL_OR_TOUCH = '(max-width: 767px), (pointer: coarse)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(SMALL_OR_TOUCH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useSmallOrTouch = () => useSyncExternalStore(subscribe, () => window.matchMedia(SMALL_OR_TOUCH).matches);

/** The spec's PDF embed height (§9). */
export const PDF_EMBED_HEIGHT = 1200;

/**
 * A PDF for reading: embedded 1200 px high on a desktop, drawn page by page with pdf.js on a phone, and
 * always clear Open and Download buttons.
 */
export function PdfViewer({
  file,
  title,
  height = PDF_EMBED_HEIGHT,
}: {
  file: StoredFileOutput;
  title: string;
  height?: number;
}) {
  const { t } = useTranslation('media');
  const small = useSmallOrTouch();
  const url = `/v1/file/${file._id}`;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Button href={url} target="_blank" rel="noopener" icon={<ExportOutlined />} data-testid="pdf-open">
          {t('document.open')}
        </Button>
        <Button
          href={`/v1/file/download/${file._id}`}
          download={file.filename}
          icon={<DownloadOutlined />}
          data-testid="pdf-download"
        >
          {t('document.download')}
        </Button>
      </Flex>
      {small ? (
        <Suspense fallback={<Spin />}>
          <PdfPages url={url} />
        </Suspense>
      ) : (
        <iframe
          src={url}
          title={t('document.frameTitle', { title })}
          style={{ width: '100%', height, border: '1px solid #d9d9d9', borderRadius: 8 }}
          data-testid="pdf-frame"
        />
      )}
    </Flex>
  );
}
