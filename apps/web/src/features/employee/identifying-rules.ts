import { identifyingHints, type LanguageRules } from '@voyce/contracts/identifying';
import type { Language } from '@voyce/contracts/languages';
import { useEffect, useSyncExternalStore } from 'react';
import { pageLanguage } from '../../i18n/language';
import { useTranslation } from '../../i18n/translate';

/**
 * The identifying-detail rules MyVoyce's editor checks a text with: English's always (they are
 * in identifying.ts), and the page's language's once downloaded. Each language's rules are a file
 * of their own (vite.config.ts: identifying-<lang>), fetched when the editor first shows in that
 * language: a visitor downloads their language's only (scripts/bundle-size.mjs counts one), and
 * V8 compiles only those. Until they arrive the editor warns in English only.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<LanguageRules>> = {
  es: () => import('@voyce/contracts/identifying/es').then((module) => module.spanish),
  fr: () => import('@voyce/contracts/identifying/fr').then((module) => module.french),
  de: () => import('@voyce/contracts/identifying/de').then((module) => module.german),
  pt: () => import('@voyce/contracts/identifying/pt').then((module) => module.portuguese),
  pl: () => import('@voyce/contracts/identifying/pl').then((module) => module.polish),
  ro: () => import('@voyce/contracts/identifying/ro').then((module) => module.romanian),
  ar: () => import('@voyce/contracts/identifying/ar').then((module) => module.arabic),
};

/** The other languages' rules loaded and compiled, in the order they arrived (a new array on each). */
let ready: readonly LanguageRules[] = [];
const readyLanguages = new Set<Language>(['en']);
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

/** The languages whose rules the editor checks with now: English, and each loaded since. */
export const identifyingLanguages = (): readonly Language[] => [...readyLanguages];

/** The other languages' rules to pass to `identifyingHints`. */
export const loadedIdentifyingRules = (): readonly LanguageRules[] => ready;

/**
 * Texts that go past every gate of the check (a sentence with "I", an "@") and match nothing, so
 * each pattern runs: one in Latin-1 letters and one beyond (V8 compiles an expression apart for
 * each kind of string). Each twice: V8 runs an expression's first match in its interpreter and
 * compiles it to machine code on the next. A language's rules take a few hundred milliseconds.
 */
const WARM_TEXTS = ['I x @ é.', 'I x @ ł.'];

/** When the page has nothing else to do (Safari has no requestIdleCallback: shortly after). */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/** Runs every pattern until compiled, one check per idle moment (each a long task of its own). */
async function warm(rules: readonly LanguageRules[]): Promise<void> {
  for (const text of WARM_TEXTS) {
    for (let run = 0; run < 2; run++) {
      await whenIdle();
      identifyingHints(text, rules);
    }
  }
}

/**
 * Downloads `language`'s rules (English has none to download), compiles them in idle moments
 * (with English's) and adds them to the editor's check; once per language. A failed download (offline, a new
 * release) is tried again the next time an editor opens.
 */
export function loadIdentifyingRules(language: Language): Promise<void> {
  const known = loading.get(language);
  if (known) return known;
  const load = async () => {
    const rules = language === 'en' ? undefined : await LOADERS[language]();
    await warm(rules ? [rules] : []);
    if (rules) ready = [...ready, rules];
    readyLanguages.add(language);
    listeners.forEach((listener) => listener());
  };
  const promise = load().catch((error: unknown) => {
    loading.delete(language);
    throw error;
  });
  loading.set(language, promise);
  return promise;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * For the editor: the rules loaded so far, and the page's language's loaded and warmed when it
 * mounts (and when the language changes), so the writer's first keystroke does not wait for them.
 */
export function useIdentifyingRules(): readonly LanguageRules[] {
  const { locale } = useTranslation();
  useEffect(() => {
    // The hints are a help, not a gate: without the language's rules the editor warns in English.
    loadIdentifyingRules(pageLanguage()).catch(() => undefined);
  }, [locale]);
  return useSyncExternalStore(subscribe, loadedIdentifyingRules, loadedIdentifyingRules);
}
