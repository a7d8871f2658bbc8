/** Paths more than one part of the app navigates to. */
export const PATHS = {
  home: '/',
  login: '/login',
  password: '/password',
  secondFactor: '/second-factor',
  accessDenied: '/accessDenied',
  timeclock: '/timeclock',
  search: '/search',
  hourOverview: (employeeId: number) => `/houroverview/${employeeId}`,
  compliance: '/compliance',
} as const;

/** Shared by request timeouts and the loading dialog (spec 1 §8: forced to a timeout error after 30 s). */
export const REQUEST_TIMEOUT_MS = 30_000;
