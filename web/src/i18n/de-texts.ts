// Index of the German text namespaces: one JSON file per namespace in ./de/
// Adding a namespace: create de/<name>.json, add it here (and to LAZY_NAMESPACES in vite.config.ts
// plus lazy-texts.d.ts when a lazily loaded feature brings it).
import type accessDenied from './de/accessDenied.json';
import type app from './de/app.json';
import type archive from './de/archive.json';
import type audit from './de/audit.json';
import type auth from './de/auth.json';
import type common from './de/common.json';
import type compliance from './de/compliance.json';
import type confirmations from './de/confirmations.json';
import type statistics from './de/statistics.json';
import type customers from './de/customers.json';
import type dates from './de/dates.json';
import type dialogs from './de/dialogs.json';
import type employees from './de/employees.json';
import type errors from './de/errors.json';
import type forms from './de/forms.json';
import type inventories from './de/inventories.json';
import type monthend from './de/monthend.json';
import type nav from './de/nav.json';
import type orders from './de/orders.json';
import type outbox from './de/outbox.json';
import type pages from './de/pages.json';
import type profile from './de/profile.json';
import type registration from './de/registration.json';
import type rights from './de/rights.json';
import type search from './de/search.json';
import type secondFactor from './de/secondFactor.json';
import type shell from './de/shell.json';
import type table from './de/table.json';
import type timeclock from './de/timeclock.json';
import type worklogs from './de/worklogs.json';

/** All German texts, by namespace (the shape i18next's typed keys are checked against). */
export interface De {
  accessDenied: typeof accessDenied;
  app: typeof app;
  archive: typeof archive;
  audit: typeof audit;
  auth: typeof auth;
  common: typeof common;
  compliance: typeof compliance;
  confirmations: typeof confirmations;
  statistics: typeof statistics;
  customers: typeof customers;
  dates: typeof dates;
  dialogs: typeof dialogs;
  employees: typeof employees;
  errors: typeof errors;
  forms: typeof forms;
  inventories: typeof inventories;
  monthend: typeof monthend;
  nav: typeof nav;
  orders: typeof orders;
  outbox: typeof outbox;
  pages: typeof pages;
  profile: typeof profile;
  registration: typeof registration;
  rights: typeof rights;
  search: typeof search;
  secondFactor: typeof secondFactor;
  shell: typeof shell;
  table: typeof table;
  timeclock: typeof timeclock;
  worklogs: typeof worklogs;
}
