import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { CurrentUser } from '../auth/current-user.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import type { GeneratedFile } from '../../graphql-shared.js';
import { msg } from '../../messages.js';
import { writeAudit } from '../audit/audit.writer.js';
import { Employee } from '../employees/employee.entity.js';
import { RegistrationFile } from '../registrations/registration.entity.js';
import { RegistrationFileContext } from '../registrations/registration.enums.js';
import { ARCHIVE_FOLDERS, EmployeeDocumentType } from './archive.enums.js';
import { EmployeeDocument, PayrollUpload } from './archive.entity.js';
import * as policy from './archive.policy.js';
import type { ArchiveFile, ArchiveFolder } from './archive.types.js';

/** File store keys are 32 hex characters; anything else ('../x', '/etc/passwd', '%2e%2e%2f') is no key at all. */
export const ARCHIVE_KEY = /^[a-f0-9]{32}$/;

export const archiveFileOf = (d: EmployeeDocument): ArchiveFile => ({
  fileName: d.fileName,
  path: d.fileKey,
  documentType: d.documentType,
  yearMonth: d.yearMonth,
  createdAt: d.createdAt,
});

/** The next correction number of a document type for one employee and month (0 = the first). */
export async function nextCorrection(em: EntityManager, employeeId: number, type: EmployeeDocumentType, yearMonth: string): Promise<number> {
  const row = await em.execute<{ max: number | null }[]>(
    'select max("correction") as "max" from "employee_document" where "employee_id" = ? and "document_type" = ? and "year_month" = ?',
    [employeeId, type, yearMonth],
  );
  const max = row[0]?.max;
  return max === null || max === undefined ? 0 : Number(max) + 1;
}

/** The document type of a registration's generated document, by the name finishing gave it. */
function registrationDocumentType(fileName: string): EmployeeDocumentType {
  if (fileName.startsWith('Arbeitsvertrag')) return EmployeeDocumentType.CONTRACT;
  if (fileName.startsWith('Personalfragebogen')) return EmployeeDocumentType.PERSONNEL_FORM;
  return EmployeeDocumentType.OTHER;
}

/** The archive type of an applicant's upload, by the upload area it was sent from (spec 2 §2.2). */
const UPLOAD_TYPES: Record<RegistrationFileContext, EmployeeDocumentType> = {
  [RegistrationFileContext.HEALTH_INSURANCE]: EmployeeDocumentType.HEALTH_INSURANCE,
  [RegistrationFileContext.CITIZENSHIP]: EmployeeDocumentType.WORK_PERMIT,
  [RegistrationFileContext.DISABILITY]: EmployeeDocumentType.DISABILITY,
  [RegistrationFileContext.MISC]: EmployeeDocumentType.STUDENT_PROOF,
};

/**
 * The employee archive (spec 3 §2.10): folders with files, downloads by opaque key. One's own
 * archive is always readable; another's needs Documentation_ViewDocuments, and every download of
 * another employee's document is written to the audit trail.
 */
export class ArchiveService {
  constructor(private readonly files: FileStore) {}

  /** GET /archive/{employeeId}: the folders that hold files, in a fixed order, files newest first. */
  async archive(em: EntityManager, actor: CurrentUser, employeeId: number): Promise<ArchiveFolder[]> {
    if (!policy.canReadArchive(actor, employeeId)) throw new ForbiddenError();
    if (!Number.isSafeInteger(employeeId) || !(await em.findOne(Employee, { id: employeeId }, { fields: ['id'] }))) throw new NotFoundError(msg.employeeNotFound);
    const docs = await em.find(EmployeeDocument, { employee: employeeId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return ARCHIVE_FOLDERS.map((f) => ({ name: f.name, displayName: f.displayName, files: docs.filter((d) => d.folder === f.name).map(archiveFileOf) }))
      .filter((f) => f.files.length > 0);
  }

  /** GET /archive/download?key=…: 404 for anything that is not a document's key, 403 for another's without the right. */
  async archiveFile(em: EntityManager, actor: CurrentUser, key: string): Promise<GeneratedFile> {
    const k = String(key ?? '');
    if (!ARCHIVE_KEY.test(k)) throw new NotFoundError(msg.fileNotFound);
    const doc = await em.findOne(EmployeeDocument, { fileKey: k });
    if (!doc) throw new NotFoundError(msg.fileNotFound);
    const employeeId = doc.employee.id;
    if (!policy.canReadArchive(actor, employeeId)) throw new ForbiddenError();
    const content = await this.files.get(doc.fileKey);
    if (!content) throw new NotFoundError(msg.fileNotFound);
    if (!policy.isOwnArchive(actor, employeeId)) {
      await writeAudit(em, {
        action: 'DOCUMENT_READ',
        entityType: 'EmployeeDocument',
        entityId: doc.id,
        changes: [
          { field: 'employeeId', from: null, to: employeeId },
          { field: 'fileName', from: null, to: doc.fileName },
        ],
      });
    }
    return { fileName: doc.fileName, contentType: doc.contentType, contentBase64: content.toString('base64') };
  }

  /** An uploaded payroll PDF as the office sent it (GET /monthendclosing/download wires it in); null: no such upload. */
  async originalFile(em: EntityManager, key: string): Promise<GeneratedFile | null> {
    const k = String(key ?? '');
    if (!ARCHIVE_KEY.test(k)) return null;
    const upload = await em.findOne(PayrollUpload, { fileKey: k });
    if (!upload) return null;
    const content = await this.files.get(upload.fileKey);
    if (!content) return null;
    return { fileName: upload.fileName, contentType: 'application/pdf', contentBase64: content.toString('base64') };
  }

  /** Removes files written for a transaction that failed (best effort: an orphan file harms nobody). */
  async discard(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.files.delete(key).catch(() => {})));
  }

  /**
   * Files a finished registration's files into the new employee's folder 'Personalunterlagen' (spec 1
   * §4), inside the employee's transaction: the contract and the personnel form generated by finishing
   * (CONTRACT, PERSONNEL_FORM) and every upload of the applicant (by context: HEALTH_INSURANCE,
   * WORK_PERMIT, DISABILITY, STUDENT_PROOF). A permit nobody can find is a permit nobody checks, so
   * the uploads belong beside the contract. Each gets a copy under a fresh key (the registration's
   * file has its own life cycle); the keys written are pushed to `written` so the caller removes them
   * when the transaction fails. Answers the number of documents filed.
   */
  async fileRegistrationDocuments(tx: EntityManager, registrationUuid: string, employeeId: number, createdBy: string, written: string[]): Promise<number> {
    const files = await tx.find(RegistrationFile, { registration: registrationUuid.toLowerCase() }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    // The generated documents first: they are what the office opens first.
    const ordered = [...files.filter((f) => f.context === null), ...files.filter((f) => f.context !== null)];
    let filed = 0;
    for (const file of ordered) if (await this.fileCopy(tx, file, employeeId, createdBy, written)) filed++;
    await tx.flush();
    return filed;
  }

  /**
   * Files the uploads of registrations whose employee was created before uploads were filed (their
   * bytes live in the file store, which a SQL migration cannot copy): run at every start after the
   * migrations, under the start-up lock. Idempotent: a file already filed (employee_document.
   * registration_file_id, unique) is skipped, so a second run does nothing. One transaction per
   * file: a failure leaves the others filed and that one for the next start.
   */
  async fileUnfiledRegistrationUploads(em: EntityManager, log?: Pick<Logger, 'info' | 'warn'>): Promise<number> {
    const rows = await em.getConnection().execute<{ id: number }[]>(
      `select f."id" from "registration_file" f
        where f."employee_id" is not null and f."context" is not null
          and not exists (select 1 from "employee_document" d where d."registration_file_id" = f."id")
        order by f."employee_id", f."created_at", f."id"`,
    );
    let filed = 0;
    for (const { id } of rows) {
      const written: string[] = [];
      try {
        const done = await em.fork().transactional(async (tx) => {
          const file = await tx.findOne(RegistrationFile, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!file?.employee || (await tx.count(EmployeeDocument, { registrationFile: id }))) return false;
          const ok = await this.fileCopy(tx, file, file.employee.id, 'system', written);
          await tx.flush();
          return ok;
        });
        if (done) filed++;
      } catch (err) {
        await this.discard(written);
        log?.warn({ err, registrationFileId: id }, 'registration upload not filed into the archive');
      }
    }
    if (filed) log?.info({ filed }, 'registration uploads filed into employee archives');
    return filed;
  }

  /** One registration file copied under a fresh key into 'Personalunterlagen'; false when its bytes are gone. */
  private async fileCopy(tx: EntityManager, file: RegistrationFile, employeeId: number, createdBy: string, written: string[]): Promise<boolean> {
    const content = await this.files.get(file.key);
    if (!content) return false; // nothing to file: the registration's file is gone
    const key = this.files.newKey();
    written.push(key);
    await this.files.put(key, content);
    tx.create(EmployeeDocument, {
      employee: employeeId,
      folder: 'Personalunterlagen',
      fileName: file.fileName,
      fileKey: key,
      contentType: file.contentType,
      size: content.length,
      documentType: file.context ? UPLOAD_TYPES[file.context] : registrationDocumentType(file.fileName),
      registrationFile: file,
      createdBy,
    });
    return true;
  }
}
