import type { EmotionCache } from '@emotion/cache';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  pickLanguage,
  isRtlLanguage,
  type Language,
} from '@voyce/contracts/languages';
import { activateMessages, type CompiledCatalog } from './translate';

/**
 * Which language MyVoyce and the sign-in pages speak, and loading its catalog. One catalog per
 * language (locales/<lang>/app.json), its own file: a reader downloads only theirs, before the
 * first render (i18n.ts). The order: the account's language once signed in (set from the
 * profile), else the reader's choice kept in this browser, else the browser's languages, else
 * English. 'pseudo' is the testers' pseudo-locale (?lang=pseudo), never offered in the picker.
 */
export type UiLanguage = Language | 'pseudo';

/** The pseudo-locale's tag for Lingui and Intl (a private-use region of English: English rules). */
const PSEUDO_TAG = 'en-XA';

const catalogs = import.meta.glob<CompiledCatalog>('./locales/*/app.json', { query: '?lingui', import: 'default' });
const loadPseudo = () => import('./locales/en/app.json?lingui-pseudo').then((m) => m.default);

const catalogOf = (language: Language) => catalogs[`./locales/${language}/app.json`];

/** The languages whose catalog is built (a language joins when its translation arrives): the picker's list. */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => catalogOf(l));

const isAvailable = (value: unknown): value is Language => isLanguage(value) && AVAILABLE_LANGUAGES.includes(value);
const isUiLanguage = (value: unknown): value is UiLanguage => value === 'pseudo' || isAvailable(value);

function loadCatalog(language: UiLanguage): Promise<CompiledCatalog> {
  return language === 'pseudo' ? loadPseudo() : catalogOf(language)!();
}

function storedLanguage(): UiLanguage | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage refused (private mode, blocked cookies): the browser's languages decide
  }
}

function remember(language: UiLanguage | null) {
  try {
    if (language) globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    else globalThis.localStorage?.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // not kept: the next visit follows the browser again
  }
}

/** The language a page opens in: ?lang= (kept), else the stored choice, else the browser's, else English. */
export function initialLanguage(): UiLanguage {
  // Only in a browser: Node (the /login prerender, unit tests) has a navigator whose language is the machine's.
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isUiLanguage(asked)) {
    remember(asked);
    return asked;
  }
  const browser = pickLanguage(
    (navigator.languages ?? [navigator.language]).filter((tag) => isAvailable(tag.split(/[-_]/)[0]?.toLowerCase())),
  );
  return storedLanguage() ?? browser ?? DEFAULT_LANGUAGE;
}

let current: UiLanguage = DEFAULT_LANGUAGE;

/** The language shown now. */
export const currentLanguage = (): UiLanguage => current;

/** The language the server writes in for this page (its e-mails): the pseudo-locale is English. */
export const pageLanguage = (): Language => (current === 'pseudo' ? DEFAULT_LANGUAGE : current);

/** Emotion's right-to-left cache (rtl-cache.ts), loaded with the first right-to-left language shown. */
let rtlCache: EmotionCache | undefined;
export const loadedRtlCache = () => rtlCache;
const loadRtlCache = () => import('./rtl-cache').then((module) => void (rtlCache = module.rtlCache));

/** Loads `language`'s catalog and shows it; `remembered` keeps it as this browser's choice. */
export async function showLanguage(language: UiLanguage, { remembered = false } = {}): Promise<void> {
  if (remembered) remember(language);
  const [messages] = await Promise.all([loadCatalog(language), isRtlLanguage(language) && !rtlCache ? loadRtlCache() : undefined]);
  current = language;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language === 'pseudo' ? PSEUDO_TAG : language;
    document.documentElement.dir = isRtlLanguage(language) ? 'rtl' : 'ltr';
  }
  activateMessages(language === 'pseudo' ? PSEUDO_TAG : language, messages);
}

/** The signed-in account's language (its profile): it wins over the browser's and the stored choice. */
export function followAccountLanguage(language: Language | null | undefined): void {
  if (isAvailable(language) && language !== current && current !== 'pseudo') void showLanguage(language, { remembered: true });
}

/**
 * The class of an icon that points the way reading goes (back arrows, chevrons, send, sign out):
 * mirrored in a right-to-left language (app/theme.ts); an icon that means a thing keeps its shape.
 */
export const DIRECTIONAL = 'voyce-directional';
