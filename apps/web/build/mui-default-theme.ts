import type { Plugin } from 'vite';

/**
 * MUI's components fall back to a default theme made when MUI loads (styles/defaultTheme.mjs and
 * Box: `createTheme()`, no options). That combined `createTheme` brings the CSS-variables theme
 * builder (the variables' generator, the color-scheme selectors: ~4 KB gzip in every page's
 * entry), although without `cssVariables` or `colorSchemes` it only ever returns
 * `createThemeNoVars(options)` (its "Behaves exactly as v5" branch). The app's own theme has no CSS
 * variables (app/theme.ts, the `muiNoVars` alias of vite.config.ts), so the web build gets a
 * stand-in with that branch alone: the same default theme; asking it for CSS variables or color
 * schemes throws instead of quietly giving another theme (ARCHITECTURE §8).
 */
const CREATE_THEME_MODULE = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;

export const CREATE_THEME_STAND_IN = [
  "import createThemeNoVars from './createThemeNoVars.mjs';",
  'export default function createTheme(options = {}, ...args) {',
  "  if (options.cssVariables || 'colorSchemes' in options) {",
  "    throw new Error('MUI themes with CSS variables or color schemes are not part of the web build');",
  '  }',
  '  return createThemeNoVars(options, ...args);',
  '}',
].join('\n');

export function muiDefaultTheme(): Plugin {
  return {
    name: 'voyce-mui-default-theme',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return CREATE_THEME_MODULE.test(id.split('?')[0]!) ? CREATE_THEME_STAND_IN : null;
    },
  };
}
