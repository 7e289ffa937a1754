/**
 * The two languages and where the choice is kept. Apart from i18n/index.ts, which imports every catalog for the
 * server's exports: a web bundle that needs only these constants carries no catalog (each is loaded on its own).
 */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
