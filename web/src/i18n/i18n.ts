import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import eager from 'virtual:i18n-de-eager';

/**
 * German is the only language; resources are bundled, so initialisation is synchronous. The entry
 * carries the texts without its lazy namespaces (LAZY_NAMESPACES in vite.config.ts); those arrive with
 * the lazy chunks that use them, through addTexts.
 */
void i18next.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'de',
  resources: { de: { translation: eager } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const i18n = i18next;

/** Registers text namespaces that a lazily loaded part of the app brings (from 'virtual:i18n-de'). */
export function addTexts(texts: Record<string, unknown>) {
  i18next.addResourceBundle('de', 'translation', texts, true, false);
}
