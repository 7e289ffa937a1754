import type { FileRef, IdeaOutput } from '@fikra/shared';
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

/**
 * The implemented stage's first before and after photos, side by side; without a "before" photo, the operator's
 * photo sent with the idea takes its place (issue 26).
 */
export function PrintedPhotos({ idea }: { idea: IdeaOutput }) {
  const { t } = useTranslation('ideaBank');
  const { before, after } = idea.status.implemented;
  const operator = !before[0] ? idea.operatorImg[0] : undefined;
  return (
    <div className="bank-photos">
      {operator ? (
        <PrintedPhoto file={operator} caption={t('print.operatorPhoto')} />
      ) : (
        <PrintedPhoto file={before[0]} caption={t('print.before')} />
      )}
      <PrintedPhoto file={after[0]} caption={t('print.after')} />
    </div>
  );
}
