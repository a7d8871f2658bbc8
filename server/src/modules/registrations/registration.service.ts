import { randomInt, randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { CurrentUser } from '../auth/current-user.js';
import type { Config } from '../../config.js';
import { renderEmploymentContract, renderPersonnelQuestionnaire, type RegistrationDocumentData } from '../../documents/registration-documents.js';
import { documentFileName } from '@inv/server-rest-compat';
import { ForbiddenError, GoneError, NotFoundError, ValidationError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import { msg } from '../../messages.js';
import { today } from '../../shared-dates.js';
import { blank, isEmail } from '../../shared-validation.js';
import type { MessageService } from '../messages/message.service.js';
import { renderRegistrationCode } from '../messages/templates/index.js';
import { Employee } from '../employees/employee.entity.js';
import type { RegistrationCodeLimiter } from './code-limiter.js';
import { completeData, dropInapplicable, fullNameOf, mergePatch, stepsTouchedBy, type DataPatch, type RegistrationData } from './registration-data.js';
import { Registration, RegistrationCode, RegistrationFile } from './registration.entity.js';
import { RegistrationFileContext, RegistrationType } from './registration.enums.js';
import * as policy from './registration.policy.js';
import type { FinishRegistrationResult, RegistrationCodeView, RegistrationInfo, RegistrationInput, RegistrationView } from './registration.types.js';
import { fileInfo, toView, viewsOf } from './registration-views.js';
import { assertNotExpired } from './registration-expiry.js';
import { writeNativeAudit } from '../audit/audit.writer.js';
import { CODE_LENGTH, isRegistrationCode, MAX_FILES_PER_CONTEXT, MAX_UPLOAD_BYTES, validateSteps, validateWhole, type FileCounts, type RuleContext } from './registration.validation.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const REGISTRATION_CODE_KEY = 'REGISTRATION_CODE_INVALID';

const todayIso = () => today().toISODate()!;

/** The registration, optionally locked for the rest of the transaction; 404 when unknown. */
export async function findRegistration(em: EntityManager, uuid: string, lock = false): Promise<Registration> {
  const reg = UUID.test(uuid ?? '') ? await em.findOne(Registration, { uuid: uuid.toLowerCase() }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
  if (!reg) throw new NotFoundError(msg.registrationNotFound);
  return reg;
}

/** The applicant's side ends with finishing or expiry: afterwards 410 on every public path. */
export function assertOpen(reg: Registration, expiryDays: number): void {
  if (reg.finishedAt) throw new GoneError(msg.registrationFinished);
  assertNotExpired(reg, expiryDays);
}

export async function uploadCounts(em: EntityManager, reg: Registration): Promise<FileCounts> {
  const rows = await em.getConnection().execute<{ context: RegistrationFileContext; n: number }[]>(
    'select context, count(*)::int as n from registration_file where registration_uuid = ? and context is not null group by context',
    [reg.uuid],
  );
  return Object.fromEntries(rows.map((r) => [r.context, r.n]));
}

/**
 * Registration codes, the applicant's flow (start, save per step, finish) and the office's finished
 * list. Every public operation reaches one registration through its uuid only.
 */
export class RegistrationService {
  constructor(
    private readonly config: Config,
    private readonly files: FileStore,
    private readonly limiter: RegistrationCodeLimiter,
    private readonly log: Logger,
    /** The code mailed to the applicant; none: no mails (tools without mail). */
    private readonly messages?: MessageService,
  ) {}

  info(): RegistrationInfo {
    return { contactEmail: this.config.REGISTRATION_CONTACT_EMAIL, maxFileSize: MAX_UPLOAD_BYTES, maxFilesPerContext: MAX_FILES_PER_CONTEXT };
  }

  // ---------------------------------------------------------------- codes (office)

  /** A new code; with an e-mail, the code is mailed to the applicant too (in the code's transaction). */
  async issueCode(em: EntityManager, actor: CurrentUser, type: RegistrationType, validUntil?: Date | null, email?: string | null): Promise<RegistrationCodeView> {
    if (!policy.canIssueCodes(actor)) throw new ForbiddenError();
    const recipient = blank(email) ? null : email!.trim();
    if (recipient !== null && !isEmail(recipient)) throw new ValidationError([{ path: 'email', message: msg.emailInvalid }]);
    const until = validUntil === undefined ? new Date(Date.now() + this.config.REGISTRATION_CODE_VALID_DAYS * 86_400_000) : validUntil;
    // Random letters; a clash with an unused code is refused by the partial unique index: try again.
    for (let attempt = 0; ; attempt++) {
      const code = Array.from({ length: CODE_LENGTH }, () => LETTERS[randomInt(LETTERS.length)]).join('');
      try {
        const { row, mailed } = await em.fork().transactional(async (tx) => {
          const row = tx.create(RegistrationCode, { code, registrationType: type, createdBy: actor.username, validUntil: until });
          await tx.flush();
          const mailed = recipient !== null && this.messages ? await this.mailCode(tx, this.messages, row, recipient) : false;
          return { row, mailed };
        });
        if (mailed) this.messages?.poke();
        return codeView(row);
      } catch (err) {
        if (!(err instanceof UniqueConstraintViolationException) || attempt >= 20) throw err;
      }
    }
  }

  /** The applicant's mail: the code, the registration page and whom to ask (the contact the registration page shows). */
  private async mailCode(tx: EntityManager, messages: MessageService, row: RegistrationCode, recipient: string): Promise<boolean> {
    const sent = await messages.enqueue(tx, {
      kind: 'REGISTRATION_CODE',
      recipient,
      ref: { type: 'RegistrationCode', id: String(row.id) },
      rendered: renderRegistrationCode({ code: row.code, link: messages.link('/register'), officeEmail: this.config.REGISTRATION_CONTACT_EMAIL }),
    });
    return sent !== null;
  }

  async listCodes(em: EntityManager, actor: CurrentUser, includeUsed: boolean): Promise<RegistrationCodeView[]> {
    if (!policy.canIssueCodes(actor)) throw new ForbiddenError();
    const rows = await em.find(RegistrationCode, includeUsed ? {} : { usedAt: null, $or: [{ validUntil: null }, { validUntil: { $gt: new Date() } }] }, {
      orderBy: { createdAt: 'desc', id: 'desc' },
    });
    return rows.map(codeView);
  }

  /** Withdraws an unused code. */
  async revokeCode(em: EntityManager, actor: CurrentUser, code: string): Promise<boolean> {
    if (!policy.canIssueCodes(actor)) throw new ForbiddenError();
    const n = await em.nativeDelete(RegistrationCode, { code: String(code ?? '').trim().toUpperCase(), usedAt: null });
    if (n === 0) throw new NotFoundError(msg.registrationCodeNotFound);
    return true;
  }

  // ---------------------------------------------------------------- the applicant's flow (public)

  /** POST /registrations: a valid unused code starts a registration of its type and is used up. */
  async start(em: EntityManager, registrationCode: string, ip: string): Promise<RegistrationView> {
    if (!isRegistrationCode(registrationCode)) throw new ValidationError([{ path: 'registrationCode', message: msg.registrationCodeFormat }]);
    const attempt = await this.limiter.begin(ip);
    const code = registrationCode.trim().toUpperCase();
    const reg = await em.transactional(async (tx) => {
      const row = await tx.findOne(RegistrationCode, { code, usedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || (row.validUntil && row.validUntil.getTime() < Date.now())) return null;
      row.usedAt = new Date();
      const created = tx.create(Registration, { uuid: randomUUID(), registrationType: row.registrationType });
      await tx.flush();
      return created;
    });
    if (!reg) throw new NotFoundError(msg.registrationCodeInvalid, REGISTRATION_CODE_KEY);
    await attempt.succeeded();
    return toView(reg, [], null);
  }

  /** GET /registrations/{uuid}: 404 unknown, 410 finished. */
  async get(em: EntityManager, uuid: string): Promise<RegistrationView> {
    const reg = await findRegistration(em, uuid);
    assertOpen(reg, this.config.REGISTRATION_EXPIRY_DAYS);
    return toView(reg, await em.find(RegistrationFile, { registration: reg }), null);
  }

  /** PATCH /registrations/{uuid}: merge-patch, validated step by step (every step the body touches). */
  async update(em: EntityManager, uuid: string, input: RegistrationInput): Promise<RegistrationView> {
    const reg = await em.transactional(async (tx) => {
      const reg = await findRegistration(tx, uuid, true);
      assertOpen(reg, this.config.REGISTRATION_EXPIRY_DAYS);
      const patch = input as DataPatch;
      const data = dropInapplicable(reg.registrationType, mergePatch(completeData(reg.data), patch));
      const errors = validateSteps(stepsTouchedBy(patch), reg.registrationType, data, await this.ruleContext(tx, reg));
      if (errors.length) throw new ValidationError(errors);
      this.store(reg, data);
      await tx.flush();
      return reg;
    });
    return toView(reg, await em.find(RegistrationFile, { registration: reg }), null);
  }

  /**
   * POST /registrations/{uuid}/finish: the whole registration (optionally sent again as a body) is
   * validated against its type's rules, the contract and the personnel questionnaire are generated
   * and stored, and the registration becomes read-only. Nothing is kept when any of it fails.
   */
  async finish(em: EntityManager, uuid: string, input?: RegistrationInput | null): Promise<FinishRegistrationResult> {
    const written: string[] = [];
    try {
      return await em.transactional(async (tx) => {
        const reg = await findRegistration(tx, uuid, true);
        assertOpen(reg, this.config.REGISTRATION_EXPIRY_DAYS);
        const data = dropInapplicable(reg.registrationType, input ? mergePatch(completeData(reg.data), input as DataPatch) : completeData(reg.data));
        const errors = validateWhole(reg.registrationType, data, await this.ruleContext(tx, reg));
        if (errors.length) throw new ValidationError(errors);

        const finishedAt = new Date();
        this.store(reg, data);
        reg.finishedAt = finishedAt;
        const uploads = await tx.find(RegistrationFile, { registration: reg, context: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
        const documents = await this.renderDocuments(reg, data, uploads, finishedAt);
        const rows: RegistrationFile[] = [];
        for (const doc of documents) {
          const key = this.files.newKey();
          await this.files.put(key, doc.content);
          written.push(key);
          rows.push(tx.create(RegistrationFile, { key, registration: reg, context: null, fileName: doc.fileName, contentType: 'application/pdf', size: doc.content.length }));
        }
        await tx.flush();
        return { uuid: reg.uuid, files: rows.map(fileInfo) };
      });
    } catch (err) {
      await Promise.all(written.map((key) => this.files.delete(key).catch(() => {})));
      throw err;
    }
  }

  private async renderDocuments(reg: Registration, data: RegistrationData, uploads: RegistrationFile[], finishedAt: Date) {
    const input: RegistrationDocumentData = {
      uuid: reg.uuid,
      registrationType: reg.registrationType,
      data,
      uploads: uploads.map((u) => ({ context: u.context!, fileName: u.fileName })),
      finishedAt,
      companyName: this.config.COMPANY_NAME,
    };
    const name = [data.personal.lastName ?? '', data.personal.firstName ?? ''];
    const [contract, questionnaire] = await Promise.all([renderEmploymentContract(input), renderPersonnelQuestionnaire(input)]);
    return [
      { fileName: documentFileName(['Arbeitsvertrag', ...name], 'pdf'), content: contract },
      { fileName: documentFileName(['Personalfragebogen', ...name], 'pdf'), content: questionnaire },
    ];
  }

  private store(reg: Registration, data: RegistrationData) {
    reg.data = data as unknown as Record<string, unknown>;
    reg.fullName = fullNameOf(data);
  }

  private async ruleContext(em: EntityManager, reg: Registration): Promise<RuleContext> {
    return { today: todayIso(), files: await uploadCounts(em, reg) };
  }

  // ---------------------------------------------------------------- finished registrations (office)

  /** GET /registrations: finished registrations, newest first; search in name, e-mail and city. */
  async list(em: EntityManager, actor: CurrentUser, search?: string | null): Promise<RegistrationView[]> {
    if (!policy.canReadFinished(actor)) throw new ForbiddenError();
    const term = search?.trim();
    const like = term ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const regs = await em.find(
      Registration,
      {
        finishedAt: { $ne: null },
        ...(like ? { $or: [{ fullName: { $ilike: like } }, { data: { addressAndContact: { email: { $ilike: like } } } }, { data: { addressAndContact: { city: { $ilike: like } } } }] } : {}),
      },
      { orderBy: { finishedAt: 'desc' } },
    );
    return viewsOf(em, regs);
  }

  /**
   * DELETE /registrations/{uuid}: the record, its uploads and documents — except files already filed
   * with the employee created from it: they belong to that employee now and stay (registration null).
   */
  async delete(em: EntityManager, actor: CurrentUser, uuid: string): Promise<boolean> {
    if (!policy.canDelete(actor)) throw new ForbiddenError();
    const keys = await em.transactional(async (tx) => {
      const reg = await findRegistration(tx, uuid, true);
      const files = await tx.find(RegistrationFile, { registration: reg, employee: null });
      await tx.nativeDelete(RegistrationFile, { registration: reg, employee: null });
      await tx.nativeDelete(Registration, { uuid: reg.uuid });
      await writeNativeAudit(tx, 'DELETE', reg);
      return files.map((f) => f.key);
    });
    // After the commit: a failed file removal leaves an orphan file, never a record without its file.
    for (const key of keys) await this.files.delete(key).catch((err) => this.log.warn({ err, key }, 'registration file not removed'));
    return true;
  }

  /**
   * A finished registration for creating an employee from it (spec 1 §4): 404 unless finished
   * (unfinished ones are the applicant's alone), 409 when an employee was created from it already.
   */
  async finishedForEmployee(em: EntityManager, actor: CurrentUser, uuid: string): Promise<{ registration: Registration; data: RegistrationData }> {
    if (!policy.canCreateEmployeeFrom(actor)) throw new ForbiddenError();
    const reg = await findRegistration(em, uuid);
    if (!reg.finishedAt) throw new NotFoundError(msg.registrationNotFound);
    return { registration: reg, data: completeData(reg.data) };
  }

  /**
   * Files a finished registration's uploads and documents with the employee created from it (in the
   * employee's transaction): from then on they belong to the employee's archive and are never purged.
   */
  async fileWithEmployee(em: EntityManager, uuid: string, employeeId: number): Promise<void> {
    await em.nativeUpdate(RegistrationFile, { registration: uuid.toLowerCase(), employee: null }, { employee: employeeId });
  }

  async employeeOf(em: EntityManager, uuid: string): Promise<Employee | null> {
    return em.findOne(Employee, { registrationUuid: uuid.toLowerCase() });
  }
}

function codeView(row: RegistrationCode): RegistrationCodeView {
  return { code: row.code, registrationType: row.registrationType, createdAt: row.createdAt, createdBy: row.createdBy, validUntil: row.validUntil, usedAt: row.usedAt };
}

