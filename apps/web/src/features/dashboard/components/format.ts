import type { FigureCell, FigureKind } from '@fikra/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localName } from '../../../lib/i18n';
import { formatCompact, NUMBER_LOCALES, numberFormat } from '../../../lib/numbers';

const MONTH = /^\d{4}-\d{2}$/;

/**
 * Numbers, months and labels of the dashboard in the user's language, in the one digit system of lib/numbers
 * (Western digits in both languages, decision 036). Empty figures show as an em dash.
 */
export function useFigureFormat() {
  const { t } = useTranslation('dashboard');
  return useMemo(() => {
    const lang = currentLanguage();
    const locale = NUMBER_LOCALES[lang];
    const integer = numberFormat(lang, { maximumFractionDigits: 0 });
    const amount = numberFormat(lang, { maximumFractionDigits: 2 });
    const oneDecimal = numberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 1 });
    const percent = numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });

    /** A catalog key's text; a value the catalog does not know (an old import's kaizen type) shows as stored. */
    const label = (key: string) => t(key, { defaultValue: key.slice(key.indexOf('.') + 1) });
    const monthName = (ym: string) => month.format(new Date(`${ym}-01T00:00:00Z`));

    const number = (value: number | null | undefined, kind: FigureKind = 'count') => {
      if (value === null || value === undefined || Number.isNaN(value)) return '—';
      if (kind === 'percent') return percent.format(value);
      if (kind === 'days') return oneDecimal.format(value);
      if (kind === 'amount' || kind === 'ratio') return amount.format(value);
      return integer.format(value);
    };

    /** One table cell as text. */
    const cell = (value: FigureCell, kind: FigureKind): string => {
      if (value === null) return kind === 'unit' ? t('noUnit') : '—';
      if (typeof value === 'object') return localName(value.name);
      if (typeof value === 'number') return number(value, kind);
      if (MONTH.test(value)) return monthName(value);
      return value.includes(':') ? label(value) : value;
    };

    return { locale, number, cell, label, monthName, compact: (v: number) => formatCompact(lang, v) };
  }, [t]);
}

export type FigureFormat = ReturnType<typeof useFigureFormat>;
