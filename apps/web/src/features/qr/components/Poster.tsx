import { IDEA_HIERARCHY, type QrPoster } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { placeSeparator } from '../../../lib/numbers';
import { QrImage } from './QrImage';

export type PosterSize = 'a4' | 'a6';

/** A text in Arabic (right to left) and then in English (left to right), each marked with its language. */
function InBoth({ as: Tag, text }: { as: 'p' | 'span'; text: (lang: 'ar' | 'en') => string | undefined }) {
  return (
    <>
      <Tag lang="ar" dir="rtl">
        {text('ar')}
      </Tag>
      <Tag lang="en" dir="ltr">
        {text('en')}
      </Tag>
    </>
  );
}

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
        <InBoth as="p" text={(lang) => (lang === 'ar' ? ar : en)('poster.call')} />
      </header>
      <h2 className="qr-poster-name">
        <InBoth as="span" text={(lang) => poster.record.name[lang]} />
      </h2>
      {path.length > 0 && (
        <p className="qr-poster-path">
          <InBoth as="span" text={(lang) => path.map((p) => p?.name[lang]).join(placeSeparator(lang))} />
        </p>
      )}
      <QrImage className="qr-poster-code" url={poster.url} alt={`${en('poster.codeAlt')} ${poster.url}`} />
      <p className="qr-poster-or">
        <InBoth as="span" text={(lang) => (lang === 'ar' ? ar : en)('poster.orType')} />
      </p>
      <p className="qr-poster-url" dir="ltr" data-testid="qr-url">
        {shortUrl}
      </p>
      <footer className="qr-poster-steps">
        <InBoth as="p" text={(lang) => (lang === 'ar' ? ar : en)('poster.steps')} />
      </footer>
    </article>
  );
}
