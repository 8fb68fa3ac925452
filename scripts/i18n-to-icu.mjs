// Turns string files in the i18next style the app was written in (`{{name}}` placeholders, plurals
// as `_one`/`_other`… key suffixes chosen by `count`) into ICU MessageFormat, the catalogs' format
// (`{name}`, `{count, plural, one {# item} other {# items}}`), keeping the nested shape: a key
// stays the same dotted path, a plural's keys become one key without the suffix.
//
//   node scripts/i18n-to-icu.mjs --incoming
//     every translator's file apps/web/src/i18n/incoming/<lang>.json → apps/web/src/i18n/locales/<lang>/app.json
//   node scripts/i18n-to-icu.mjs <in.json> <out.json>
//     one file
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_KEY = new RegExp(`^(.+)_(${CATEGORIES.join('|')})$`);

/**
 * One i18next string as ICU text. Literal ICU syntax is quoted: an apostrophe that would start a
 * quotation is doubled, a lone brace is quoted, and inside a plural branch so is `#` (which there
 * stands for the number); `{{count}}` in a plural branch becomes that `#`.
 */
export function messageToIcu(text, { pluralBranch = false } = {}) {
  if (typeof text !== 'string') throw new Error(`not a string: ${JSON.stringify(text)}`);
  let out = '';
  const pattern = /\{\{\s*([\w.]+)\s*\}\}|'|\{|\}|#/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += text.slice(last, match.index);
    last = match.index + match[0].length;
    const [whole, name] = match;
    if (name) out += pluralBranch && name === 'count' ? '#' : `{${name}}`;
    else if (whole === "'") {
      // An apostrophe starts a quotation before `{`, `}`, `'` (and `#` in a branch): doubled, it is itself.
      const next = text[last];
      out += next === '{' || next === '}' || next === "'" || (pluralBranch && next === '#') ? "''" : "'";
    } else if (whole === '#') out += pluralBranch ? "'#'" : '#';
    else out += `'${whole}'`;
  }
  return out + text.slice(last);
}

/**
 * A plural's forms (category → i18next text) as one ICU message on `count`. As in i18next, `_zero`
 * is said for 0 in every language: in one whose plural rules have no zero category (Portuguese
 * files 0 under "one": "0 resposta") it becomes the exact match `=0`.
 */
export function pluralToIcu(forms, where, language = 'en') {
  if (forms.other === undefined) throw new Error(`${where}: a plural without an _other form`);
  const hasZero = new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes('zero');
  const branches = CATEGORIES.filter((c) => forms[c] !== undefined).map(
    (c) => `${c === 'zero' && !hasZero ? '=0' : c} {${messageToIcu(forms[c], { pluralBranch: true })}}`,
  );
  return `{count, plural, ${branches.join(' ')}}`;
}

/** A nested i18next string file as the same nesting of ICU messages. */
export function treeToIcu(tree, path = '', language = 'en') {
  const out = {};
  const plurals = new Map();
  for (const [key, value] of Object.entries(tree)) {
    const where = path + key;
    const plural = typeof value === 'string' ? PLURAL_KEY.exec(key) : null;
    if (plural) {
      const forms = plurals.get(plural[1]) ?? {};
      forms[plural[2]] = value;
      plurals.set(plural[1], forms);
    } else if (typeof value === 'string') out[key] = messageToIcu(value);
    else if (value && typeof value === 'object') out[key] = treeToIcu(value, `${where}.`, language);
    else throw new Error(`${where}: neither a string nor an object`);
  }
  for (const [base, forms] of plurals) {
    if (base in out) throw new Error(`${path}${base}: both a message and plural forms`);
    out[base] = pluralToIcu(forms, path + base, language);
  }
  return out;
}

/** Nested string files merged into one (a key in two of them is an error: one would be lost). */
export function mergeTrees(trees, path = '') {
  const out = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      if (current === undefined) out[key] = value;
      else if (typeof current === 'object' && typeof value === 'object') out[key] = mergeTrees([current, value], `${path}${key}.`);
      else throw new Error(`${path}${key}: in two files`);
    }
  return out;
}

const i18nDir = fileURLToPath(new URL('../apps/web/src/i18n/', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** Every translator's file in `incoming` as its language's catalog under `locales`; returns the languages. */
export function convertIncoming({ incoming = join(i18nDir, 'incoming'), locales = join(i18nDir, 'locales') } = {}) {
  const languages = [];
  for (const file of readdirSync(incoming).filter((f) => f.endsWith('.json'))) {
    const language = basename(file, '.json');
    writeJson(join(locales, language, 'app.json'), treeToIcu(readJson(join(incoming, file)), '', language));
    languages.push(language);
  }
  return languages;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args[0] === '--incoming') {
    if (!existsSync(join(i18nDir, 'incoming'))) throw new Error('apps/web/src/i18n/incoming/ does not exist');
    console.log(`converted: ${convertIncoming().join(', ') || 'nothing'}`);
  } else if (args.length === 2) writeJson(args[1], treeToIcu(readJson(args[0])));
  else {
    console.error('usage: node scripts/i18n-to-icu.mjs --incoming | <in.json> <out.json>');
    process.exit(2);
  }
}
