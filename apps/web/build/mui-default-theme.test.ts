import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CREATE_THEME_STAND_IN } from './mui-default-theme.ts';

type CreateTheme = (options?: Record<string, unknown>) => Record<string, unknown>;
const muiStyles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'styles');
const load = async (file: string) => ((await import(pathToFileURL(join(muiStyles, file)).href)) as { default: CreateTheme }).default;
const createTheme = await load('createTheme.mjs');
const createThemeNoVars = await load('createThemeNoVars.mjs');
/** The stand-in's function, given the real createThemeNoVars for its one import. */
const standIn = new Function(
  'createThemeNoVars',
  `${CREATE_THEME_STAND_IN.replace(/^import .*$/m, '').replace('export default function', 'return function')}`,
)(createThemeNoVars) as CreateTheme;
/** A theme's data (its functions are made afresh for each theme). */
const data = (theme: object) => JSON.parse(JSON.stringify(theme)) as unknown;

describe('MUI’s createTheme stood in for in the web build', () => {
  it('gives the default theme MUI’s own createTheme gives (Box and the components’ fallback)', () => {
    expect(data(standIn())).toEqual(data(createTheme()));
    const options = { palette: { primary: { main: '#123456' } }, spacing: 4 };
    expect(data(standIn(options))).toEqual(data(createTheme(options)));
  });

  it('refuses a theme with CSS variables or color schemes instead of giving another one', () => {
    expect(() => standIn({ cssVariables: true })).toThrow(/not part of the web build/);
    expect(() => standIn({ colorSchemes: { dark: true } })).toThrow(/not part of the web build/);
  });

  it('stands in for the module MUI imports, which still has only a default export', () => {
    const real = readFileSync(join(muiStyles, 'createTheme.mjs'), 'utf8');
    expect([...real.matchAll(/^export (\w+)/gm)].map((m) => m[1])).toEqual(['default']);
    expect(real).toContain('return createThemeNoVars(options, ...args);');
  });
});
