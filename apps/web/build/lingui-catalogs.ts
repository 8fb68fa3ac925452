import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { catalogProblems } from './catalog-check.ts';
import { flattenCatalog } from './flatten-catalog.ts';

export { flattenCatalog };

/**
 * The catalogs (src/i18n/locales/<lang>/*.json: nested ICU MessageFormat) compiled when the app is
 * built, so the browser gets Lingui's compiled arrays and no MessageFormat parser ships
 * (ARCHITECTURE §8's budgets). Imported as `<catalog>.json?lingui`: the catalog's nesting with
 * each message compiled. `?lingui-pseudo` gives the pseudo-locale made from the same catalog:
 * accented, about a third longer, placeholders and tags intact (testers see untranslated text and
 * layouts too narrow for longer languages; it is never offered to users).
 */
export const CATALOG_QUERY = /\.json\?lingui(-pseudo)?$/;

type Tree = { [key: string]: string | Tree };

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšŧüṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÜṼŴẊÝŽ'];
const ACCENTED: Record<string, string> = Object.fromEntries([...PLAIN].map((c, i) => [c, ACCENTS[i]!]));

/** Text of a message as the pseudo-locale shows it: tags (`<strong>`) are kept as they are. */
export function pseudoText(text: string): string {
  const parts = text.split(/(<\/?\w+>)/);
  const letters = parts
    .filter((_, i) => i % 2 === 0)
    .join('')
    .replace(/\s/g, '').length;
  const accented = parts.map((part, i) => (i % 2 ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c))).join('');
  return letters ? accented + '·'.repeat(Math.ceil(letters * 0.35)) : accented;
}

/**
 * A catalog compiled, in its own nesting (the browser flattens it: i18n/translate.ts; nested, the
 * keys' shared prefixes are not repeated). A message without placeholders or plurals stays its
 * plain string, shorter than its compiled form; the others are Lingui's compiled arrays.
 */
export type CompiledTree = { [key: string]: string | CompiledMessage | CompiledTree };

export function compileCatalog(tree: Tree, { pseudo = false } = {}, path = ''): CompiledTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      if (typeof value !== 'string') return [key, compileCatalog(value, { pseudo }, `${path}${key}.`)];
      try {
        const compiled = compileMessage(value, pseudo ? pseudoText : undefined);
        return [key, compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled];
      } catch (error) {
        throw new Error(`${path}${key}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/**
 * A translated MyVoyce catalog (locales/<lang>/app.json) against English's beside it: missing or
 * extra keys, other placeholders or tags, a plural without `other`. The build stops on any, so a
 * language never ships with a key that would read as its dotted path.
 */
export function translationProblems(file: string, catalog: Tree): string[] {
  const found = /[\\/]locales[\\/](\w+)[\\/]app\.json$/.exec(file);
  if (!found || found[1] === 'en') return [];
  const english = JSON.parse(readFileSync(join(dirname(dirname(file)), 'en', 'app.json'), 'utf8')) as Tree;
  return catalogProblems(found[1]!, english, catalog);
}

export function linguiCatalogs(): Plugin {
  return {
    name: 'voyce-lingui-catalogs',
    enforce: 'pre',
    load(id) {
      const match = CATALOG_QUERY.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      const problems = translationProblems(file, catalog);
      if (problems.length) this.error(`${problems.length} catalog problem(s):\n${problems.join('\n')}`);
      const messages = compileCatalog(catalog, { pseudo: !!match[1] });
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, moduleType: 'js' };
    },
  };
}
