import { DEFAULT_LANGUAGE, type Language } from '@voyce/contracts/languages';
import type { ReachoutTranslation } from '@voyce/contracts/reachouts';

/**
 * A reach-out's title and body as one employee reads them: the leader's translation into the
 * employee's language when there is one (its title when it gives one, else the original's),
 * else the original, which is English.
 */
export function shownTo(
  original: { title: string; body: string; translations: ReachoutTranslation[] },
  language: Language | null | undefined,
): { title: string; body: string; shownLanguage: Language; translated: boolean } {
  const t = language && language !== DEFAULT_LANGUAGE ? original.translations.find((x) => x.language === language) : undefined;
  if (!t) return { title: original.title, body: original.body, shownLanguage: DEFAULT_LANGUAGE, translated: false };
  return { title: t.title || original.title, body: t.body, shownLanguage: t.language, translated: true };
}

/** The languages given, for the audit entry (the leaders' own choice; no employee's language). */
export const translationLanguages = (translations: ReachoutTranslation[]) => translations.map((t) => t.language);
