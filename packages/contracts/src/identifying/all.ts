/**
 * Every language's identifying-detail rules besides English's (which identifying.ts always
 * applies): the server and the bench check a text in all of them, since a writer may write in a
 * language other than the one the app shows. The web never imports this file: MyVoyce's editor
 * downloads the page's language's rules alone (apps/web/src/features/employee/identifying-rules.ts).
 */
import type { Language } from '../languages.ts';
import { arabic } from './ar.ts';
import { german } from './de.ts';
import { spanish } from './es.ts';
import { french } from './fr.ts';
import { polish } from './pl.ts';
import { portuguese } from './pt.ts';
import { romanian } from './ro.ts';
import type { LanguageRules } from './shared.ts';

/** Each language's rules; a language MyVoyce adds is a compile error here until it has some. */
export const IDENTIFYING_RULES: Record<Exclude<Language, 'en'>, LanguageRules> = {
  es: spanish,
  fr: french,
  de: german,
  pt: portuguese,
  pl: polish,
  ro: romanian,
  ar: arabic,
};

/** `identifyingHints(text, ALL_IDENTIFYING_RULES)`: the text checked in every language. */
export const ALL_IDENTIFYING_RULES: readonly LanguageRules[] = Object.values(IDENTIFYING_RULES);
