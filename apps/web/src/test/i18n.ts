import { i18nReady } from '../i18n/i18n';

// Tests and the /login prerender import this for the strings, which are then loaded: the catalog
// is a dynamic import in the app too (i18n/i18n.ts).
await i18nReady;
