import type { QrPoster } from '@fikra/shared';
import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintPage } from '../../../components/PrintPage';
import { useBothLanguages } from '../api/bilingual';
import type { PosterSize } from './Poster';
import '../qr.css';

/** The print view of posters: the paper size to choose, printed once the posters and both languages are loaded. */
export function PrintFrame({
  title,
  size,
  onSize,
  pageRule,
  query,
  posters,
  children,
}: {
  title: string;
  size: PosterSize;
  onSize: (size: PosterSize) => void;
  /** the paper: an @page rule */
  pageRule: string;
  query: { isPending: boolean; error: unknown };
  /** the posters to print: refused when their address would not open on the plant's phones */
  posters: QrPoster[];
  children: ReactNode;
}) {
  const { t } = useTranslation('qr');
  const languages = useBothLanguages();
  const dead = posters.find((p) => !p.printable);
  return (
    <PrintPage
      title={title}
      pageRule={pageRule}
      ready={!query.isPending && languages.isSuccess}
      error={query.error}
      blocked={dead ? t('unprintable', { address: new URL(dead.url).host }) : undefined}
      tools={
        <Radio.Group
          optionType="button"
          value={size}
          onChange={(e) => onSize(e.target.value)}
          aria-label={t('size.label')}
          options={[
            { value: 'a4', label: t('size.a4') },
            { value: 'a6', label: t('size.a6') },
          ]}
        />
      }
    >
      {children}
    </PrintPage>
  );
}
