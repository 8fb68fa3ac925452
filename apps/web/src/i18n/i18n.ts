import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/** One instance for React and for plain modules (the API client's error wording). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  // Resources are bundled, so initialise synchronously: the first render already has text.
  initAsync: false,
  // React escapes output itself.
  interpolation: { escapeValue: false },
});
