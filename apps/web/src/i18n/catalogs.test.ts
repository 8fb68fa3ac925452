import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../build/catalog-check';
import { compileCatalog, flattenCatalog, pseudoText, translationProblems } from '../../build/lingui-catalogs';

type Tree = { [key: string]: string | Tree };

/**
 * Every MyVoyce language's catalog says what English says, no more and no less: the same keys,
 * the same placeholders and tags, an `other` form in every plural. A translation that lacks a
 * key or renames a placeholder fails here, naming the language and the key, not on a screen.
 */
const locales = join(import.meta.dirname, 'locales');
const read = (language: string) => JSON.parse(readFileSync(join(locales, language, 'app.json'), 'utf8')) as Tree;
const english = read('en');
const languages = readdirSync(locales).filter((l) => l !== 'en' && existsSync(join(locales, l, 'app.json')));

describe('the MyVoyce catalogs', () => {
  it('English parses, with an other form in every plural', () => {
    expect(catalogProblems('en', english, english)).toEqual([]);
  });

  for (const language of languages)
    it(`${language} has English's keys, placeholders and tags`, () => {
      expect(catalogProblems(language, english, read(language))).toEqual([]);
    });

  it('names the language and the key of each problem', () => {
    const en: Tree = { my: { hi: 'Hi <strong>{name}</strong>', n: '{count, plural, one {# x} other {# xs}}', gone: 'Gone' } };
    const broken: Tree = { my: { hi: 'Hola {nombre}', n: '{count, plural, one {# x}}', extra: 'Extra' } };
    expect(catalogProblems('es', en, broken).sort()).toEqual(
      [
        'es: my.gone is missing',
        'es: my.extra is not in English',
        'es: my.hi has placeholders {nombre}, English {name}',
        'es: my.hi has tags none, English </strong> <strong>',
        "es: my.n has a plural without 'other'",
      ].sort(),
    );
  });
});

describe('the build', () => {
  it("stops on a translated catalog that lacks one of English's keys, and passes the real ones", () => {
    const spanish = read('es');
    const file = join(locales, 'es', 'app.json');
    expect(translationProblems(file, spanish)).toEqual([]);
    const { common, ...withoutCommon } = spanish;
    expect(common).toBeDefined();
    expect(translationProblems(file, withoutCommon as Tree)).toContain('es: common.back is missing');
    // English is the source: it is never compared with itself.
    expect(translationProblems(join(locales, 'en', 'app.json'), {})).toEqual([]);
  });
});

describe('the pseudo-locale', () => {
  const pseudo = flattenCatalog<unknown>(compileCatalog(english, { pseudo: true }));
  const source = flattenCatalog<unknown>(compileCatalog(english));

  it('is accented and about a third longer, with the placeholders and tags of English', () => {
    expect(pseudoText('Sign in to <strong>Voyce</strong>')).toMatch(/^Šîĝñ îñ ŧö <strong>Ṽöýçé<\/strong>·+$/);
    const tokens = (m: unknown) => JSON.stringify(m).match(/\["\w+"(,"\w+")?|<\/?\w+>/g);
    const letters = (m: string) => m.replace(/<\/?\w+>|\s/g, '').length;
    for (const [key, message] of Object.entries(source)) {
      expect(tokens(pseudo[key]), key).toEqual(tokens(message));
      if (typeof message === 'string') expect(letters(pseudo[key] as string), key).toBeGreaterThanOrEqual(letters(message) * 1.35);
    }
  });
});
