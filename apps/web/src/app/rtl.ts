import createCache from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import rtlPlugin from 'stylis-plugin-rtl';
import { DIRECTIONAL } from '../i18n/language';
import { theme } from './theme';

/**
 * Right-to-left styling (Arabic): Emotion writes every rule mirrored (left ↔ right, margins,
 * paddings, borders), MUI's components read the theme's direction, and the icons that point the
 * way reading goes turn round. Loaded only when a right-to-left language shows
 * (i18n/language.ts): other readers never download cssjanus.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
export const rtlTheme: Theme = {
  ...theme,
  direction: 'rtl',
  components: {
    ...theme.components,
    MuiSvgIcon: { styleOverrides: { root: { [`&.${DIRECTIONAL}`]: { transform: 'scaleX(-1)' } } } },
  },
};
