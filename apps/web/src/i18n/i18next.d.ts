import 'i18next';
import type en from './en.json';

// Typed keys: a misspelt key is a compile error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
