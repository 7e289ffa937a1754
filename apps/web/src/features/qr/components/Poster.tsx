import { IDEA_HIERARCHY, type QrPoster } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { QrImage } from './QrImage';

export type PosterSize = 'a4' | 'a6';

/**
 * One printed poster, the same in both languages whatever the screen's language: the place's names in
 * Arabic and English, its path, a large code and the short address to type when a phone cannot scan.
 */
export function Poster({ poster, size }: { poster: QrPoster; size: PosterSize }) {
  const { i18n } = useTranslation();
  const ar = i18n.getFixedT('ar', 'qr');
  const en = i18n.getFixedT('en', 'qr');
  const path = IDEA_HIERARCHY.map((l) => poster.place[l.field]).filter((p) => p && p._id !== poster.record._id);
  const shortUrl = poster.url.replace(/^https?:\/\//, '');
  return (
    <article className={`qr-poster qr-poster-${size}`} data-testid="qr-poster">
      <header className="qr-poster-call">
        <p lang="ar" dir="rtl">
          {ar('poster.call')}
        </p>
        <p lang="en" dir="ltr">
          {en('poster.call')}
        </p>
      </header>
      <h2 className="qr-poster-name">
        <span lang="ar" dir="rtl">
          {poster.record.name.ar}
        </span>
        <span lang="en" dir="ltr">
          {poster.record.name.en}
        </span>
      </h2>
      {path.length > 0 && (
        <p className="qr-poster-path">
          <span lang="ar" dir="rtl">
            {path.map((p) => p?.name.ar).join(' ‹ ')}
          </span>
          <span lang="en" dir="ltr">
            {path.map((p) => p?.name.en).join(' › ')}
          </span>
        </p>
      )}
      <QrImage className="qr-poster-code" url={poster.url} alt={`${en('poster.codeAlt')} ${poster.url}`} />
      <p className="qr-poster-url" dir="ltr" data-testid="qr-url">
        {shortUrl}
      </p>
      <footer className="qr-poster-steps">
        <p lang="ar" dir="rtl">
          {ar('poster.steps')}
        </p>
        <p lang="en" dir="ltr">
          {en('poster.steps')}
        </p>
      </footer>
    </article>
  );
}
