import type { RestRouter } from '../rest-router.js';

const AUTH_FIELDS = `authenticated enabled authorities employeeId username firstName lastName lastLogin mustChangePassword`;

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** Session and defaults: spec 1 §7. */
export function authRoutes(r: RestRouter): void {
  r.get('/auth', { document: `query { me { ${AUTH_FIELDS} } }`, map: (d) => d.me });

  // Form fields username and password (a JSON body works too). 200 + session cookie, 401 on bad credentials.
  r.post('/login', {
    document: `mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { ${AUTH_FIELDS} } }`,
    variables: (req) => ({ username: str(req.body?.username), password: str(req.body?.password) }),
    map: (d) => d.login,
  });

  r.post('/logout', { document: `mutation { logout }`, map: () => undefined });

  r.patch('/auth/password', {
    document: `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }`,
    variables: (req) => ({
      input: { currentPassword: str(req.body?.currentPassword), newPassword: str(req.body?.newPassword) },
    }),
    map: () => undefined,
  });

  r.get('/defaults', {
    document: `query { defaults { earliestValidFrom sickLeaveFormUrl workwearFormUrl vacationFormUrl } }`,
    map: (d) => d.defaults,
  });

  r.post('/logger', {
    document: `mutation Log($input: ClientLogInput!) { logClientEvent(input: $input) }`,
    variables: (req) => {
      const b = req.body ?? {};
      const level = b.level === 'ERROR' ? 'ERROR' : 'INFO';
      const route = b.route && typeof b.route === 'object' && !Array.isArray(b.route) ? b.route : null;
      return {
        input: {
          level,
          msg: b.msg == null ? null : str(b.msg),
          message: b.message == null ? null : str(b.message),
          httpStatus: Number.isInteger(b.httpStatus) ? b.httpStatus : null,
          route,
        },
      };
    },
    map: () => undefined,
    status: 204,
  });
}
