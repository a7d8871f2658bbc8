import type { AuthCheckerFn } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import { msg } from '../../messages.js';
import { mustEnrolSecondFactor } from './auth.service.js';
import type { CurrentUser } from './current-user.js';
import { hasAnyAuthority, type AuthorityRequirement } from '@inv/domain';

/**
 * Operations that need no login. Everything else must be @Authorized; a test walks the schema and
 * fails when an operation is neither. The registration operations serve anonymous applicants: each
 * reaches one registration through its random uuid (or starts one with a single-use code) and
 * refuses finished registrations (410) except where Registration rights are checked inside. The
 * confirmation operations reach one inventory confirmation through its uuid and refuse confirmed or
 * expired links (410).
 */
export const PUBLIC_OPERATIONS: readonly string[] = [
  'me',
  'login',
  'logout',
  'logClientEvent',
  'registrationInfo',
  'startRegistration',
  'registration',
  'updateRegistration',
  'finishRegistration',
  'registrationFiles',
  'registrationFile',
  'uploadRegistrationFile',
  'deleteRegistrationFile',
  // The customer's inventory confirmation: one confirmation through its 128-bit uuid, throttled per address.
  'publicConfirmation',
  'savePublicConfirmation',
  // A calendar subscription: calendar apps fetch without a session; the 256-bit token in the address
  // is the credential (found by its sha256, revocable), an office feed re-checks its account's right.
  'calendarFeedIcs',
];

/** What a user flagged "must change password" may still do. */
const ALLOWED_WHILE_PASSWORD_CHANGE = new Set(['me', 'logout', 'changePassword', 'logClientEvent']);

/** What a user who must hold a second factor but has not enrolled one may still do. */
const ALLOWED_WHILE_SECOND_FACTOR_MISSING = new Set([
  ...ALLOWED_WHILE_PASSWORD_CHANGE,
  'startSecondFactorEnrolment',
  'confirmSecondFactorEnrolment',
]);

/**
 * The caller whose rights a public operation may consult: null for an anonymous caller and for a
 * session that must still change its password or enrol its second factor. Such a session may do
 * nothing but that (authChecker); a public operation that looks at rights (finished registrations'
 * files) must not hand it more than an anonymous caller gets.
 */
export function effectiveUser(ctx: Pick<Ctx, 'user' | 'req'>): CurrentUser | null {
  const user = ctx.user;
  if (!user || user.mustChangePassword || mustEnrolSecondFactor(user, ctx.req)) return null;
  return user;
}

export const authChecker: AuthCheckerFn<Ctx> = ({ context, info }, roles) => {
  const user = context.user;
  if (!user) throw new UnauthenticatedError();
  const rootField = info.parentType.name === 'Query' || info.parentType.name === 'Mutation';
  if (user.mustChangePassword && rootField && !ALLOWED_WHILE_PASSWORD_CHANGE.has(info.fieldName)) {
    throw new ForbiddenError(msg.passwordChangeRequired, 'PASSWORD_CHANGE_REQUIRED');
  }
  if (rootField && !ALLOWED_WHILE_SECOND_FACTOR_MISSING.has(info.fieldName) && mustEnrolSecondFactor(user, context.req)) {
    throw new ForbiddenError(msg.secondFactorEnrolmentRequired, 'SECOND_FACTOR_REQUIRED');
  }
  // The roles are a list of REQUIRES (every @Authorized spreads one), so typed authority names.
  return hasAnyAuthority(user.authorities, roles as readonly AuthorityRequirement[]);
};
