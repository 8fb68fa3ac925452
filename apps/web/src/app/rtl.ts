import createCache, { type EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import rtlPlugin from 'stylis-plugin-rtl';
import { theme } from './theme';

export type RtlStyles = { rtlCache: EmotionCache; rtlTheme: Theme };

/**
 * Right-to-left styling (Arabic): Emotion writes every rule mirrored (left ↔ right, margins,
 * paddings, borders), MUI's components read the theme's direction, and the icons of class
 * `directional` (they point the way reading goes) turn round. Loaded only when a right-to-left
 * language shows (i18n/language.ts): other readers never download cssjanus.
 */
export function rtlStyles(directional: string): RtlStyles {
  return {
    rtlCache: createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
    rtlTheme: {
      ...theme,
      direction: 'rtl',
      components: {
        ...theme.components,
        MuiSvgIcon: { styleOverrides: { root: { [`&.${directional}`]: { transform: 'scaleX(-1)' } } } },
      },
    },
  };
}
