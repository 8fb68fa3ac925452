import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRtlLanguage, LANGUAGES, type Language } from '../../packages/contracts/src/languages.ts';

/**
 * MyVoyce's web catalogs (apps/web/src/i18n/locales/<lang>/app.json, ICU MessageFormat) as the
 * journeys read them: what a page in that language must say comes from the same file the app
 * is built from, so a journey checks the wiring, not a copy of the words.
 */
export { LANGUAGES, type Language };

type Tree = { [key: string]: string | Tree };
const root = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'i18n', 'locales');
const cache = new Map<Language, Map<string, string>>();

function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

function catalog(language: Language): Map<string, string> {
  let found = cache.get(language);
  if (!found) {
    const tree = JSON.parse(readFileSync(join(root, language, 'app.json'), 'utf8')) as Tree;
    found = flatten(tree, '', new Map());
    cache.set(language, found);
  }
  return found;
}

/**
 * One message of `language`'s catalog with its simple {placeholders} filled and its tags
 * dropped, as the page shows it. Plural and select messages are not for this helper: a journey
 * asserts those through the page's own numbers.
 */
export function msg(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const text = catalog(language).get(key);
  if (text === undefined) throw new Error(`no message ${key} in the ${language} catalog`);
  if (/\{\w+,\s*(plural|select)/.test(text)) throw new Error(`${key} is a plural or select message: assert it another way`);
  // As the app does (i18n/translate.ts): in a right-to-left language a text value sits between Unicode isolates.
  const isolate = isRtlLanguage(language) ? (v: string | number) => (typeof v === 'string' && v ? `\u2068${v}\u2069` : String(v)) : String;
  return text
    .replace(/<\/?\w+>/g, '')
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? isolate(values[name]!) : whole))
    .replace(/''/g, "'");
}

/** `language`'s form of a plural message for `count` ('one' or 'other' only: the cases these journeys meet). */
export function plural(language: Language, key: string, count: number): string {
  const text = catalog(language).get(key);
  if (text === undefined) throw new Error(`no message ${key} in the ${language} catalog`);
  const category = new Intl.PluralRules(language).select(count);
  const exact = new RegExp(`=${count}\\s*\\{([^}]*)\\}`).exec(text);
  const form = exact ?? new RegExp(`\\b${category}\\s*\\{([^}]*)\\}`).exec(text) ?? /\bother\s*\{([^}]*)\}/.exec(text);
  if (!form) throw new Error(`${key} has no form for ${count} in ${language}`);
  return form[1]!.replace(/#/g, new Intl.NumberFormat(language).format(count));
}
