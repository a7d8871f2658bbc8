import 'i18next';

/**
 * Keys are plain strings for the compiler: typing every key of every namespace (resources: De) made
 * TypeScript give up ("excessively deep", TS2589) once the texts grew. Instead keys.test.ts checks
 * every key the source uses against the text files, and t() returns a string.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
  }
}
