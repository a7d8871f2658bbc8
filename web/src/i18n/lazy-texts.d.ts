/** The German texts by namespace for lazy loading (see i18nNamespaces in vite.config.ts). */
type De = import('@/i18n/de-texts').De;

declare module 'virtual:i18n-de' {
  export const dates: De['dates'];
  export const table: De['table'];
  export const employees: De['employees'];
  export const customers: De['customers'];
  export const inventories: De['inventories'];
  export const orders: De['orders'];
  export const worklogs: De['worklogs'];
  export const timeclock: De['timeclock'];
  export const registration: De['registration'];
  export const audit: De['audit'];
  export const secondFactor: De['secondFactor'];
  export const monthend: De['monthend'];
  export const archive: De['archive'];
  export const confirmations: De['confirmations'];
  export const statistics: De['statistics'];
  export const rights: De['rights'];
  export const search: De['search'];
  export const forms: De['forms'];
  export const compliance: De['compliance'];
  export const outbox: De['outbox'];
}

declare module 'virtual:i18n-de-eager' {
  /** The namespaces that are not lazy. */
  const texts: Partial<De>;
  export default texts;
}
