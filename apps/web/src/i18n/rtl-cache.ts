import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's cache for a right-to-left language (Arabic): every rule is written mirrored (left ↔
 * right: margins, paddings, borders, positions). Loaded only when such a language shows
 * (language.ts), so other readers never download cssjanus; app/providers.tsx puts it in place
 * with the theme's direction.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
