import type { FileRef } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { fileUrl } from './printFormat';

/** A before/after photo at the spec's 250×200, or a tidy "no photo" box (never a broken image). */
export function PrintedPhoto({ file, caption }: { file?: FileRef; caption: string }) {
  const { t } = useTranslation('ideaBank');
  const url = fileUrl(file);
  return (
    <figure className="bank-photo">
      {url ? <img src={url} alt={caption} /> : <div className="bank-photo-missing">{t('print.noPhoto')}</div>}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
