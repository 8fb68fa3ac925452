/**
 * The languages MyVoyce speaks. English is the source: every other catalogue is written from it,
 * and the leaders' workspace stays English (its strings still go through the same library, so a
 * later language is a catalogue, not a code change). No zod here: the web imports this file on
 * its first download; `zLanguage` (common.ts) is the request schema built from it.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'pl', 'ro', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where a reader's choice of language is kept in the browser (read before the first paint too: page-scripts.ts). */
export const LANGUAGE_STORAGE_KEY = 'voyce.language';

/** Languages written right to left: the layout mirrors. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Whether a language (or any tag: the pseudo-locale, Lingui's locale) is written right to left. */
export const isRtlLanguage = (tag: string): boolean => (RTL_LANGUAGES as readonly string[]).includes(tag);

/** Each language's own name, as the picker shows it (a speaker finds their language in it). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  pl: 'Polski',
  ro: 'Română',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language of a preference list ("es-MX" → "es"), else undefined. */
export function pickLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}
