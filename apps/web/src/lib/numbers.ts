import type { Language } from '@fikra/shared';

/**
 * Every number a person reads (screens, charts, prints and the figures of exports) goes through here, so one
 * digit system is used per language (docs/decisions/036-digits-and-mixed-text.md): Western digits 0–9 in
 * English AND in Arabic (Arabic words, `ar-EG` separators and percent sign, `-u-nu-latn` digits), the digits of
 * idea numbers, employee codes, dates and phone numbers that people type and read aloud on the shop floor.
 */
export const NUMBER_LOCALES: Record<Language, string> = { ar: 'ar-EG-u-nu-latn', en: 'en-US' };

const cache = new Map<string, Intl.NumberFormat>();
/** One Intl.NumberFormat per language and options, made once. */
export function numberFormat(lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[lang], options);
    cache.set(key, format);
  }
  return format;
}

/** A count or an amount, grouped ("12,500"), at most `maxDecimals` decimals. */
export const formatNumber = (lang: Language, value: number, maxDecimals = 2) =>
  numberFormat(lang, { maximumFractionDigits: maxDecimals }).format(value);

/** A share (0.625) as a percent ("62.5%"). */
export const formatPercent = (lang: Language, share: number, maxDecimals = 1) =>
  numberFormat(lang, { style: 'percent', maximumFractionDigits: maxDecimals }).format(share);

/**
 * A count and its share as "5 (62.5%)": brackets, never a dot between them (a middle dot reads as an Arabic
 * zero beside Arabic-Indic digits).
 */
export const formatCountWithShare = (lang: Language, count: number, share: number) =>
  `${formatNumber(lang, count)} (${formatPercent(lang, share)})`;

/** Short forms for chart axes ("12K"), in the same digits. */
export const formatCompact = (lang: Language, value: number) =>
  numberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** Eastern Arabic-Indic (٠–٩) and Persian (۰–۹) digits: what the chosen system never shows. */
export const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

/**
 * The separator between the levels of a place ("Plant › Packing"): an arrow that points the way the line is
 * read, left to right in English and right to left in Arabic.
 */
export const placeSeparator = (lang: Language) => (lang === 'ar' ? ' ‹ ' : ' › ');

/** A number as typed on a phone, whose keyboard may give Arabic-Indic digits or a comma: undefined when empty or not a number. */
export function parseTypedNumber(text: string): number | undefined {
  const western = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066c,\s]/g, '')
    .replace('\u066b', '.');
  if (!western) return undefined;
  const n = Number(western);
  return Number.isFinite(n) ? n : Number.NaN;
}
