import { catalogs, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, NAMESPACES } from '@fikra/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export function currentLanguage(): Language {
  return i18n.language?.startsWith('en') ? 'en' : 'ar';
}

export function applyDocumentLanguage(lang: Language) {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  dayjs.locale(lang);
}

i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: catalogs as never,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['ar', 'en'],
    nonExplicitSupportedLngs: true,
    detection: { order: ['localStorage'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

applyDocumentLanguage(currentLanguage());
i18n.on('languageChanged', () => applyDocumentLanguage(currentLanguage()));

/** Master-data names in the current language, falling back to the other one. */
export function localName(name: { en: string; ar: string } | null | undefined): string {
  if (!name) return '';
  return currentLanguage() === 'ar' ? name.ar || name.en : name.en || name.ar;
}

export const DATE_FORMAT = 'DD/MM/YYYY';
export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '';
}

export default i18n;
