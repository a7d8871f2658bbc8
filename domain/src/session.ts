/**
 * The session of a caller nobody is logged in as: what `me` answers anonymously and what the web
 * assumes before the first answer or after a logout. One literal so both sides agree on every
 * field (a field missing on one side would show a logged-out user something the server never sent).
 */
export const ANONYMOUS_SESSION = Object.freeze({
  authenticated: false,
  enabled: false,
  authorities: Object.freeze([] as string[]),
  abilities: Object.freeze([] as string[]),
  employeeId: null,
  username: null,
  firstName: null,
  lastName: null,
  lastLogin: null,
  mustChangePassword: false,
  secondFactorEnabled: false,
  mustEnrolSecondFactor: false,
  demoData: false,
});

/** A fresh, mutable copy (GraphQL answers and the Apollo cache get their own arrays). */
export function anonymousSession() {
  return { ...ANONYMOUS_SESSION, authorities: [] as string[], abilities: [] as string[] };
}
