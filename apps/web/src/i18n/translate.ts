import { setupI18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { isRtlLanguage } from '@voyce/contracts/languages';
import type app from './locales/en/app.json';
import type workspace from './locales/en/workspace.json';

/**
 * The app's strings go through Lingui (@lingui/core): ICU MessageFormat catalogs, compiled when
 * the app is built (build/lingui-catalogs.ts), so the browser gets no parser, only the few KB of
 * the runtime (ARCHITECTURE §8's budgets); plural forms come from the browser's Intl.PluralRules
 * for the active language. A key is the message's dotted path in the catalog's nesting.
 */
type AllStrings = typeof app & typeof workspace;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the catalogs; a misspelt key is a compile error, not a blank label. */
export type TranslationKey = Leaves<AllStrings>;
export type TranslationValues = Record<string, string | number | null | undefined>;

/** A catalog as the build compiles it (build/lingui-catalogs.ts): nested, compiled messages at the leaves. */
export type CompiledCatalog = { [key: string]: string | unknown[] | CompiledCatalog };

/** The catalog's messages by dotted key, as Lingui looks them up. */
export function flattenCatalog(tree: CompiledCatalog, path = '', out: Messages = {}): Messages {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string' || Array.isArray(value)) out[path + key] = value as Messages[string];
    else flattenCatalog(value, `${path}${key}.`, out);
  }
  return out;
}

// An unknown key reads as itself (Lingui would otherwise warn that it is uncompiled).
// Until the page's catalog arrives (i18n.ts) English is active with no messages: keys read as keys.
export const i18n = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_locale, id) => id });

/**
 * Catalogs that exist in English only (the leaders' workspace): they join whichever language is
 * active, and every language activated later, so a leader reading another language sees them in
 * English rather than as keys. The language's own messages win over them.
 */
const englishOnly: Messages = {};

export function addEnglishOnlyMessages(catalog: CompiledCatalog): void {
  const messages = flattenCatalog(catalog);
  Object.assign(englishOnly, messages);
  i18n.load(i18n.locale, { ...messages, ...i18n.messages });
}

/** Makes `locale` (a Language, or the pseudo-locale's tag) current with its compiled messages. */
export function activateMessages(locale: string, catalog: CompiledCatalog): void {
  i18n.load(locale, { ...englishOnly, ...flattenCatalog(catalog) });
  i18n.activate(locale);
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * In a right-to-left language each text value is set apart (Unicode isolates): a Latin name or a
 * date inside an Arabic sentence takes its own direction instead of scrambling its neighbours
 * ("من 28 · 2026/11/Lingua" for "From Lingua · 28/11/2026"). Invisible, and nothing in LTR pages.
 */
function isolated(values: TranslationValues): TranslationValues {
  const out: TranslationValues = {};
  for (const [name, value] of Object.entries(values))
    out[name] = typeof value === 'string' && value ? FIRST_STRONG_ISOLATE + value + POP_DIRECTIONAL_ISOLATE : value;
  return out;
}

export function translate(key: TranslationKey, values?: TranslationValues): string {
  // A message without placeholders is its text (the build leaves it uncompiled, which Lingui
  // would warn about); the others go through Lingui, with the language's plural rules.
  const message = i18n.messages[key];
  if (typeof message === 'string') return message;
  return i18n._(key, values && isRtlLanguage(i18n.locale) ? isolated(values) : (values ?? undefined));
}

export type TFunction = typeof translate;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

/** The hook components use; they render again when the language changes. */
export function useTranslation(): { t: TFunction; locale: string } {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return { t: translate, locale };
}
