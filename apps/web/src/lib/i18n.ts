import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, MESSAGES } from '@fikra/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import i18n from 'i18next';
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

async function loadCatalogs(lang: Language, only?: readonly string[]) {
  const files = Object.entries(catalogFiles).filter(
    ([path]) => path.includes(`/i18n/${lang}/`) && (!only || only.includes(path.split('/').pop()!.replace('.json', ''))),
  );
  const loaded = Object.fromEntries(
    await Promise.all(files.map(async ([path, load]) => [path.split('/').pop()!.replace('.json', ''), (await load()).default])),
  );
  return lang === 'en' && (!only || only.includes('messages')) ? { ...loaded, messages: ENGLISH_MESSAGES } : loaded;
}

/** The page's language: the one chosen on this browser (localStorage `i18nextLng`), Arabic by default. */
export function storedLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage refused (private mode): the default
  }
  return (stored ?? DEFAULT_LANGUAGE).startsWith('en') ? 'en' : 'ar';
}

/** Catalogs a page's script carries itself (the shop-floor entry's), by language and namespace. */
export type BundledCatalogs = Record<Language, Record<string, Record<string, unknown>>>;

/**
 * Loads the stored language's catalogs before the first render: all of them, or only the namespaces named (the
 * shop-floor entry, whose catalogs come with its script as `bundled`; others come with `loadNamespace`).
 * Switching language reloads the page (spec §2), so one language is all a page ever needs.
 */
export async function initI18n({ namespaces, bundled }: { namespaces?: readonly string[]; bundled?: BundledCatalogs } = {}) {
  const lang = storedLanguage();
  const resources = { [lang]: bundled?.[lang] ?? (await loadCatalogs(lang, namespaces)) };
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

/** The browser's language when it is one of ours, Arabic otherwise (registration's preferred language). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ar' || base === 'en') return base;
  }
  return 'ar';
}

/** The two halves of a bilingual name in the order the user reads them: Arabic first in Arabic (issue 30). */
export function nameLanguages(lang: Language = currentLanguage()): readonly ['ar', 'en'] | readonly ['en', 'ar'] {
  return lang === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
}

export const DATE_FORMAT = 'DD/MM/YYYY';
export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '';
}

export default i18n;
