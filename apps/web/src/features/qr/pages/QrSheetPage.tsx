import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQrSheet } from '../api/qrPosters';
import { Poster, type PosterSize } from '../components/Poster';
import { PrintFrame } from '../components/PrintFrame';

/** Labels print four to an A4 sheet, posters one to a page. */
const A4 = '@page { size: A4 portrait; margin: 10mm; }';

/** /admin/qr-sheet/:id: a poster for a factory business unit and every place under it, printed in one go. */
export function QrSheetPage() {
  const { t } = useTranslation('qr');
  const { id = '' } = useParams();
  const [size, setSize] = useState<PosterSize>('a6');
  const sheet = useQrSheet(id);
  const posters = sheet.data?.data ?? [];
  return (
    <PrintFrame
      title={t('sheet.title', { count: posters.length })}
      size={size}
      onSize={setSize}
      pageRule={A4}
      query={sheet}
      posters={posters}
    >
      <div className={size === 'a6' ? 'qr-sheet qr-grid' : 'qr-sheet'}>
        {posters.map((p) => (
          <Poster key={p.token} poster={p} size={size} />
        ))}
      </div>
    </PrintFrame>
  );
}
