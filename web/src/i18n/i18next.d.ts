import 'i18next';
import type { De } from './de-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: De };
  }
}
