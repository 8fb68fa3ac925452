import { i18n, translate, type TranslationKey } from './translate';

/**
 * Sentences the server and the contracts' schemas say in English (error answers, form checks),
 * shown in the page's language. The catalogs' `serverMessages` are keyed by the English sentence
 * itself, ICU placeholders standing for its variable parts ("Must be at least {min} characters"),
 * so a language's catalog alone both recognizes a sentence and translates it: English needs no
 * lookup and stays byte for byte the spec's wording, and a sentence no catalog knows stays as it is.
 */
const PREFIX = 'serverMessages.';

type Pattern = { id: TranslationKey; regex: RegExp; names: string[] };
let patterns: Pattern[] = [];
let patternsOf: object | undefined;

/** One regex per parameterized message of the active catalog, built when the catalog changes. */
function currentPatterns(): Pattern[] {
  if (patternsOf !== i18n.messages) {
    patternsOf = i18n.messages;
    patterns = [];
    for (const id of Object.keys(i18n.messages)) {
      const english = id.slice(PREFIX.length);
      if (!id.startsWith(PREFIX) || !english.includes('{')) continue;
      const names: string[] = [];
      const source = english
        .split(/\{(\w+)\}/)
        .map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      patterns.push({ id: id as TranslationKey, regex: new RegExp(`^${source}$`), names });
    }
  }
  return patterns;
}

export function localizeMessage(english: string): string {
  if (i18n.locale === 'en') return english;
  const id = PREFIX + english;
  if (id in i18n.messages) return translate(id as TranslationKey);
  for (const { id, regex, names } of currentPatterns()) {
    const match = regex.exec(english);
    if (match)
      return translate(id, Object.fromEntries(names.map((name, i) => [name, isNaN(+match[i + 1]!) ? match[i + 1] : +match[i + 1]!])));
  }
  return english;
}
