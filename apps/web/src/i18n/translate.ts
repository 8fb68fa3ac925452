import type en from './en.json';
import type enMyReachouts from './en-my-reachouts.json';
import type enMyReminder from './en-my-reminder.json';
import type enWorkspace from './en-workspace.json';

/**
 * The app's translations: nested JSON of strings, looked up by dotted key, with `{{name}}`
 * interpolation and `_one`/`_other` plural forms chosen by `count` (the i18next format the
 * string files use). A few lines instead of i18next + react-i18next (~18 KB gzip), which
 * matters for the /login and whole-app budgets of ARCHITECTURE §8. English only, as the spec.
 */
type Strings = { [key: string]: string | Strings };
type AllStrings = typeof en & typeof enWorkspace & typeof enMyReachouts & typeof enMyReminder;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralBase<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : never;
type AllKeys = Leaves<AllStrings>;

/** Every key of the string files; a misspelt key is a compile error, not a blank label. */
export type TranslationKey = AllKeys | PluralBase<AllKeys>;
export type TranslationValues = Record<string, string | number | null | undefined>;

const store: Strings = {};

function merge(into: Strings, from: Strings) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value === 'object' && current && typeof current === 'object') merge(current, value);
    else into[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return into;
}

/** Adds a string file (the workspace's strings join when its pages load). */
export function addTranslations(strings: Strings): void {
  merge(store, strings);
}

function lookup(key: string): string | undefined {
  let node: string | Strings | undefined = store;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const plurals = new Intl.PluralRules('en');

export function translate(key: TranslationKey, values?: TranslationValues): string {
  const count = values?.count;
  const text =
    (typeof count === 'number' ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`)) : undefined) ?? lookup(key) ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export type TFunction = typeof translate;

/** The hook components use: strings are bundled or loaded before their pages render. */
export function useTranslation(): { t: TFunction } {
  return { t: translate };
}
