import type { RestRouter } from '../rest-router.js';

const AUTH_FIELDS = `authenticated enabled authorities employeeId username firstName lastName lastLogin mustChangePassword secondFactorEnabled mustEnrolSecondFactor demoData`;

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** Session and defaults: spec 1 §7. */
export function authRoutes(r: RestRouter): void {
  r.get('/auth', { document: `query { me { ${AUTH_FIELDS} } }`, map: (d) => d.me });

  // Form fields username and password (a JSON body works too). 200 + session cookie, 401 on bad credentials.
  // Accounts with a second factor also send `code`; without it (or with a wrong one) the 401 carries
  // the header X-Second-Factor: required|invalid and a body {title, secondFactor}.
  r.post('/login', {
    document: `mutation Login($username: String!, $password: String!, $code: String) { login(username: $username, password: $password, code: $code) { ${AUTH_FIELDS} } }`,
    variables: (req) => ({
      username: str(req.body?.username),
      password: str(req.body?.password),
      code: req.body?.code == null || req.body.code === '' ? null : str(req.body.code),
    }),
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

  // Second factor: start (secret, otpauth URI, QR code), confirm with a code (→ recovery codes), disable with a code.
  r.post('/auth/second-factor', {
    document: `mutation { startSecondFactorEnrolment { secret otpauthUri qrCodeDataUrl } }`,
    map: (d) => d.startSecondFactorEnrolment,
  });
  r.post('/auth/second-factor/confirm', {
    document: `mutation Confirm($code: String!) { confirmSecondFactorEnrolment(code: $code) }`,
    variables: (req) => ({ code: str(req.body?.code) }),
    map: (d) => ({ recoveryCodes: d.confirmSecondFactorEnrolment }),
  });
  r.delete('/auth/second-factor', {
    document: `mutation Disable($code: String!) { disableSecondFactor(code: $code) }`,
    variables: (req) => ({ code: str(req.body?.code) }),
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
