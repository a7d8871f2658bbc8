import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';

/** German is the only language; resources are bundled, so initialisation is synchronous. */
void i18next.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'de',
  resources: { de: { translation: de } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const i18n = i18next;
