import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { hashPassword, isCommonPassword } from '../auth/passwords.js';
import { documentFileName } from '@inv/server-rest-compat';
import { renderWelcomeLetter } from '../../documents/welcome-letter.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import type { AuthService } from '../auth/auth.service.js';
import { manageableAccountOf } from './account-guard.js';
import * as policy from './employee.policy.js';
import type { EmployeeService } from './employee.service.js';
import { recordAudit } from '../audit/audit.writer.js';
import type { GeneratedFile } from '../../graphql-shared.js';

export const INITIAL_PASSWORD_DAYS = 14;
// No 0/O, 1/l/I: the password is typed from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateInitialPassword(length = 12): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Issues a welcome letter: a fresh random initial password (only its hash is stored), valid for 14
 * days and to be changed at the first login; any earlier one stops working, and so do open sessions.
 */
export class WelcomeService {
  constructor(
    private readonly employees: EmployeeService,
    private readonly auth: AuthService,
    private readonly appUrl: () => string,
  ) {}

  async issue(em: EntityManager, actor: CurrentUser, employeeId: number): Promise<GeneratedFile> {
    if (!policy.canIssueWelcomeLetter(actor)) throw new ForbiddenError();
    const employee = await this.employees.get(em, actor, employeeId);
    const user = await manageableAccountOf(em, actor, employee);
    if (!user) throw new NotFoundError(msg.employeeNotFound);
    // The first letter comes with the creation (spec 1 §4, Employee_Create_Create); RE-creating it for
    // an account that has been used is a password reset, which spec 1 §6 gives to the Superadmin.
    if (!policy.isSuperadmin(actor) && user.lastLoginAt) throw new ForbiddenError(msg.welcomeLetterReissueSuperadmin);
    let password = generateInitialPassword();
    // Random, so practically never a common password; the rule for every password that is set holds here too.
    while (isCommonPassword(password)) password = generateInitialPassword();
    const expiresAt = new Date(Date.now() + INITIAL_PASSWORD_DAYS * 86_400_000);
    user.passwordHash = await hashPassword(password);
    user.mustChangePassword = true;
    user.initialPasswordExpiresAt = expiresAt;
    recordAudit(em, { action: 'WELCOME_LETTER', entityType: 'Employee', entityId: employee.id, changes: [{ field: 'username', from: null, to: user.username }] });
    await em.flush();
    await this.auth.endAllSessions(user.id);

    const pdf = await renderWelcomeLetter({
      employeeId: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      username: user.username,
      initialPassword: password,
      expiresAt,
      companyLocation: employee.companyLocation?.name ?? null,
      appUrl: this.appUrl(),
    });
    return {
      fileName: documentFileName(['Willkommen', employee.id, employee.lastName, employee.firstName], 'pdf'),
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    };
  }
}
