import { PATHS } from '@/shared/paths';
import type { RouteRule } from '@/shared/route-handle';
import { can } from '@/shared/session/abilities';
import type { Auth } from '@/shared/session/auth';

export type AccessAuth = Pick<Auth, 'authenticated' | 'abilities' | 'employeeId' | 'mustChangePassword'> &
  Partial<Pick<Auth, 'mustEnrolSecondFactor'>>;

/**
 * Where a logged-in user starts (spec 1 §2.1): Timeclock holders at the timeclock of the order they
 * are clocked into, else at /timeclock; everybody else at their own hour overview.
 * The clocked-in order is looked up by the timeclock feature; until then callers pass nothing.
 */
export function landingPath(auth: AccessAuth, clockedInOrderId?: number | null): string {
  if (can(auth.abilities, 'openTimeclock')) {
    return clockedInOrderId != null ? `${PATHS.timeclock}/${clockedInOrderId}` : PATHS.timeclock;
  }
  // An account without an employee (the initial production admin) has no hour overview.
  return auth.employeeId != null ? PATHS.hourOverview(auth.employeeId) : PATHS.accessDenied;
}

export type AccessDecision = { type: 'allow' } | { type: 'redirect'; to: string; rememberTarget: boolean };

const allow: AccessDecision = { type: 'allow' };
const redirect = (to: string, rememberTarget = false): AccessDecision => ({ type: 'redirect', to, rememberTarget });

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** A remembered target is only followed inside the app and never back to the login form. */
function safeTarget(from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return trimSlash(from.split(/[?#]/)[0]) === PATHS.login ? undefined : from;
}

function ownsEmployeeParam(rule: RouteRule, params: Readonly<Record<string, string | undefined>>, auth: AccessAuth) {
  if (!rule.ownEmployeeParam || auth.employeeId == null) return false;
  return params[rule.ownEmployeeParam] === String(auth.employeeId);
}

/**
 * The route guard as one pure decision (spec 1 §2.1):
 * public routes pass; others need a session (→ /login, remembering the target); a user who must change
 * the password reaches only the password form, one who must enrol a second factor only its page; landing routes forward to the landing page unless the
 * user is already there; a missing authority leads to /accessDenied.
 */
export function decideAccess(
  auth: AccessAuth | null | undefined,
  rule: RouteRule,
  params: Readonly<Record<string, string | undefined>>,
  pathname: string,
  rememberedTarget?: unknown,
  clockedInOrderId?: number | null,
): AccessDecision {
  if (rule.access === 'public') return allow;
  if (!auth?.authenticated) return rule.access === 'guest' ? allow : redirect(PATHS.login, true);
  if (auth.mustChangePassword) return rule.id === 'password' ? allow : redirect(PATHS.password);
  // Superadmin and Authorization_* holders without a second factor: nothing but its enrolment.
  if (auth.mustEnrolSecondFactor) return rule.id === 'secondFactor' ? allow : redirect(PATHS.secondFactor);
  if (rule.access === 'guest') return redirect(safeTarget(rememberedTarget) ?? landingPath(auth, clockedInOrderId));
  if (rule.landing) {
    const target = landingPath(auth, clockedInOrderId);
    if (target !== trimSlash(pathname)) return redirect(target);
  }
  if (!rule.requires || can(auth.abilities, rule.requires) || ownsEmployeeParam(rule, params, auth)) return allow;
  return redirect(PATHS.accessDenied);
}
