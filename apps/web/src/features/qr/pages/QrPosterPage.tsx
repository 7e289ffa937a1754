import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQrPoster } from '../api/qrPosters';
import { Poster, type PosterSize } from '../components/Poster';
import { PrintFrame } from '../components/PrintFrame';

const SINGLE_PAGE: Record<PosterSize, string> = {
  a4: '@page { size: A4 portrait; margin: 10mm; }',
  a6: '@page { size: A6 portrait; margin: 5mm; }',
};

/** /admin/qr/:id: one place's poster, on A4 or as an A6 label. */
export function QrPosterPage() {
  const { t } = useTranslation('qr');
  const { id = '' } = useParams();
  const [size, setSize] = useState<PosterSize>('a4');
  const poster = useQrPoster(id);
  return (
    <PrintFrame
      title={t('poster.title')}
      size={size}
      onSize={setSize}
      pageRule={SINGLE_PAGE[size]}
      query={poster}
      posters={poster.data ? [poster.data] : []}
    >
      <div className="qr-single">{poster.data && <Poster poster={poster.data} size={size} />}</div>
    </PrintFrame>
  );
}
