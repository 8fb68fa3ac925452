import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { catalogProblems } from '../apps/web/build/catalog-check.ts';
import { compileCatalog } from '../apps/web/build/lingui-catalogs.ts';
// @ts-expect-error: a plain script, no types
import { convertIncoming, messageToIcu, treeToIcu } from './i18n-to-icu.mjs';

/**
 * The converter from the i18next style (the app's old files, the translators' deliveries) to the
 * ICU catalogs: every CLDR plural category, `{{count}}` as `#` in a branch, literal ICU syntax
 * quoted, and a translator's file made into its language's catalog in one command.
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const say = (language: string, tree: Record<string, unknown>, key: string, values?: Record<string, unknown>) => {
  const i18n = setupI18n({ locale: language, messages: { [language]: flat(compileCatalog(treeToIcu(tree, '', language))) } });
  return i18n._(key, values);
};
const flat = (tree: Record<string, unknown>, path = '', out: Record<string, never> = {}): Record<string, never> => {
  for (const [k, v] of Object.entries(tree))
    if (typeof v === 'string' || Array.isArray(v)) out[path + k] = v as never;
    else flat(v as Record<string, unknown>, `${path}${k}.`, out);
  return out;
};

describe('i18next → ICU', () => {
  it('turns placeholders and plural suffixes into ICU, keeping the nesting', () => {
    expect(treeToIcu({ a: { hi: 'Hi {{name}}', n_one: '{{count}} item', n_other: '{{count}} items' } })).toEqual({
      a: { hi: 'Hi {name}', n: '{count, plural, one {# item} other {# items}}' },
    });
  });

  it("quotes what ICU would read as syntax: an apostrophe before a brace, lone braces, '#' in a branch", () => {
    expect(messageToIcu("Remove '{{phrase}}'")).toBe("Remove ''{phrase}'");
    expect(messageToIcu('a {b} c')).toBe("a '{'b'}' c");
    expect(messageToIcu('#1 of {{count}}', { pluralBranch: true })).toBe("'#'1 of #");
    const tree = { m: "Remove '{{phrase}}' from {b} #1" };
    expect(say('en', tree, 'm', { phrase: 'x' })).toBe("Remove 'x' from {b} #1");
  });

  it("keeps every category of the language's plurals (Polish, Arabic) and picks by Intl", () => {
    const pl = {
      files_one: '{{count}} plik',
      files_few: '{{count}} pliki',
      files_many: '{{count}} plików',
      files_other: '{{count}} pliku',
    };
    expect([1, 3, 5, 1.5].map((count) => say('pl', pl, 'files', { count }))).toEqual(['1 plik', '3 pliki', '5 plików', '1,5 pliku']);
    const ar = { d_zero: 'z', d_one: 'o', d_two: 't', d_few: 'f', d_many: 'm', d_other: 'x' };
    expect([0, 1, 2, 3, 11, 100].map((count) => say('ar', ar, 'd', { count }))).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
  });

  it('says _zero for 0 in a language whose plural rules have no zero (Portuguese files 0 under "one")', () => {
    const pt = { r_zero: '{{count}} respostas', r_one: '{{count}} resposta', r_other: '{{count}} respostas' };
    expect(treeToIcu(pt, '', 'pt')).toEqual({ r: '{count, plural, =0 {# respostas} one {# resposta} other {# respostas}}' });
    expect([0, 1, 2].map((count) => say('pt', pt, 'r', { count }))).toEqual(['0 respostas', '1 resposta', '2 respostas']);
  });

  it('refuses a plural without _other and a key that is both a message and a plural', () => {
    expect(() => treeToIcu({ a: { n_one: 'x' } })).toThrow(/a\.n: a plural without an _other form/);
    expect(() => treeToIcu({ n: 'x', n_other: 'y' })).toThrow(/n: both a message and plural forms/);
  });

  it("makes a translator's incoming file its language's catalog, which the key check accepts", () => {
    const root = mkdtempSync(join(tmpdir(), 'incoming-'));
    dirs.push(root);
    mkdirSync(join(root, 'incoming'));
    const english = treeToIcu({
      my: { hi: 'Hi <strong>{{name}}</strong>', replies_one: '{{count}} reply', replies_other: '{{count}} replies' },
    });
    const polish = {
      my: {
        hi: 'Cześć <strong>{{name}}</strong>',
        replies_one: '{{count}} odpowiedź',
        replies_few: '{{count}} odpowiedzi',
        replies_many: '{{count}} odpowiedzi',
        replies_other: '{{count}} odpowiedzi',
      },
    };
    writeFileSync(join(root, 'incoming', 'pl.json'), JSON.stringify(polish));
    expect(convertIncoming({ incoming: join(root, 'incoming'), locales: join(root, 'locales') })).toEqual(['pl']);
    const catalog = JSON.parse(readFileSync(join(root, 'locales', 'pl', 'app.json'), 'utf8'));
    expect(catalog).toEqual({
      my: {
        hi: 'Cześć <strong>{name}</strong>',
        replies: '{count, plural, one {# odpowiedź} few {# odpowiedzi} many {# odpowiedzi} other {# odpowiedzi}}',
      },
    });
    expect(catalogProblems('pl', english, catalog)).toEqual([]);
  });
});
