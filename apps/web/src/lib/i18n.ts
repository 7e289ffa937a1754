import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, MESSAGES } from '@fikra/shared';
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

/** The shared package's catalogs (its `./i18n/*` export), one chunk per file; only the current language's are downloaded. */
const catalogFiles = import.meta.glob<{ default: Record<string, unknown> }>('@fikra/shared/i18n/*/*.json');

/**
 * The server's messages by key: English is the catalogue itself (shared MESSAGES, no second copy of the
 * text), Arabic is ar/messages.json.
 */
const ENGLISH_MESSAGES: Record<string, unknown> = MESSAGES;

async function loadCatalogs(lang: Language) {
  const files = Object.entries(catalogFiles).filter(([path]) => path.includes(`/i18n/${lang}/`));
  const loaded = Object.fromEntries(
    await Promise.all(files.map(async ([path, load]) => [path.split('/').pop()!.replace('.json', ''), (await load()).default])),
  );
  return lang === 'en' ? { ...loaded, messages: ENGLISH_MESSAGES } : loaded;
}

/**
 * Detects the language (localStorage `i18nextLng`, Arabic by default) and loads its catalogs before the first
 * render. Switching language reloads the page (spec §2), so one language is all a page ever needs.
 */
export async function initI18n() {
  const detector = new LanguageDetector(null, { order: ['localStorage'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: [] });
  const detected = [detector.detect()].flat()[0] ?? DEFAULT_LANGUAGE;
  const lang: Language = detected.startsWith('en') ? 'en' : 'ar';
  const resources = { [lang]: await loadCatalogs(lang) };
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources,
    ns: Object.keys(resources[lang]),
    defaultNS: 'common',
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(lang);
}

/** Adds one namespace of a language that is not the page's (for print-outs that carry both languages). */
export async function loadNamespace(lang: Language, ns: string) {
  if (i18n.hasResourceBundle(lang, ns)) return;
  if (lang === 'en' && ns === 'messages') {
    i18n.addResourceBundle(lang, ns, ENGLISH_MESSAGES);
    return;
  }
  const entry = Object.entries(catalogFiles).find(([path]) => path.endsWith(`/i18n/${lang}/${ns}.json`));
  if (!entry) throw new Error(`No ${lang} catalog named ${ns}`);
  i18n.addResourceBundle(lang, ns, (await entry[1]()).default);
}

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
