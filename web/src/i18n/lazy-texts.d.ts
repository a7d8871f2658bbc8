/** de.json split by namespace for lazy loading (see i18nNamespaces in vite.config.ts). */
type De = typeof import('@/i18n/de.json');

declare module 'virtual:i18n-de' {
  export const dates: De['dates'];
  export const table: De['table'];
  export const employees: De['employees'];
  export const customers: De['customers'];
  export const inventories: De['inventories'];
  export const orders: De['orders'];
  export const worklogs: De['worklogs'];
}

declare module 'virtual:i18n-de-eager' {
  /** de.json without the lazy namespaces. */
  const texts: Partial<De>;
  export default texts;
}
