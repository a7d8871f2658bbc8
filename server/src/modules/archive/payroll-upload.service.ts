import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { fileTypeFromBuffer } from 'file-type';
import type { Logger } from 'pino';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import type { GeneratedFile } from '../../graphql-shared.js';
import { msg } from '../../messages.js';
import { cutPages, splitPayslips, TooManyUnassignedError, type SplitResult } from '../../documents/payslip-split.js';
import { DEFAULT_PDF_LIMITS, PdfLimitError, type PdfLimits } from '../../documents/pdf-runner.js';
import { Employee } from '../employees/employee.entity.js';
import { cleanFileName, readUpload, type IncomingFile } from '../registrations/registration-files.service.js';
import { EmployeeDocumentType, folderOf, PayrollDocumentType } from './archive.enums.js';
import { EmployeeDocument, PayrollUpload, UnassignedPayrollPage } from './archive.entity.js';
import { currentYearMonth, isYearMonth, payrollFileName } from './archive.naming.js';
import * as policy from './archive.policy.js';
import { archiveFileOf, nextCorrection } from './archive.service.js';
import type { UploadLimiter } from './upload-limiter.js';
import type { MessageService } from '../messages/message.service.js';
import { renderNewDocument } from '../messages/templates/index.js';
import type { ArchiveFile, FiledPayrollDocument, PayrollUploadResult, PayrollUploadView, UnassignedPayrollPageView } from './archive.types.js';

/** Largest payroll PDF: a month of a few hundred payslips fits easily. */
export const MAX_PAYROLL_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Serialises filings: correction numbers are counted per employee and month. */
const FILING_LOCK = 0x13a7c41;

const nameOf = (e: Pick<Employee, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`;

export interface PayrollUploadOptions {
  /** Memory, time and page limits of the PDF work (worker threads). */
  limits: PdfLimits;
  /** Ranges of unassigned pages one upload may leave. */
  maxUnassignedRanges: number;
  /** Per-user throttle; none: unthrottled (tools and seeds without a database pool of their own). */
  limiter?: UploadLimiter;
  /** The employee's notice of a new document in the archive; none: no notices (tools and seeds without mail). */
  messages?: MessageService;
}

/** How a filed payroll document is named in the employee's notice: "Lohnabrechnung 03/2026", "Lohnsteuerbescheinigung 2026". */
export function documentLabel(type: EmployeeDocumentType, yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return type === EmployeeDocumentType.INCOME_TAX ? `Lohnsteuerbescheinigung ${year}` : `Lohnabrechnung ${month}/${year}`;
}

/**
 * Tells the employee that a document was filed into their archive (in the filing's transaction): the
 * label and the link to the archive only — the document itself stays behind the login (no attachment).
 */
async function noticeOfDocument(tx: EntityManager, messages: MessageService | undefined, doc: EmployeeDocument): Promise<boolean> {
  if (!messages) return false;
  const employee = doc.employee as Employee;
  const sent = await messages.enqueue(tx, {
    kind: 'NEW_DOCUMENT',
    recipient: employee.email,
    ref: { type: 'EmployeeDocument', id: String(doc.id) },
    rendered: renderNewDocument({
      firstName: employee.firstName,
      documentLabel: documentLabel(doc.documentType, doc.yearMonth ?? ''),
      link: messages.link(`/archive/${employee.id}`),
    }),
  });
  return sent !== null;
}

/** The 1-based pages from..to. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Month-end payroll documents (spec 3 §2.9, §4, §5): uploads split into the employees' archives,
 * pages nobody owns kept for assigning by hand. Everything an upload writes is one transaction;
 * files written for a failed one are removed again.
 */
export class PayrollUploadService {
  constructor(
    private readonly files: FileStore,
    private readonly log: Logger,
    private readonly options: PayrollUploadOptions = { limits: DEFAULT_PDF_LIMITS, maxUnassignedRanges: 100 },
  ) {}

  /** POST /monthendclosing/upload. */
  async upload(
    em: EntityManager,
    actor: CurrentUser,
    file: Promise<IncomingFile> | IncomingFile | null | undefined,
    yearMonth: string | null | undefined,
    documentType: PayrollDocumentType | string | null | undefined,
    /** notify false: the employees are not told (the demo data's filings). */
    { notify = true }: { notify?: boolean } = {},
  ): Promise<PayrollUploadResult> {
    if (!policy.canManagePayroll(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (documentType === null || documentType === undefined || documentType === '') errors.add('documentType', msg.documentTypeRequired);
    else if (!Object.values(PayrollDocumentType).includes(documentType as PayrollDocumentType)) errors.add('documentType', msg.invalid('Dokumententyp'));
    const ym = typeof yearMonth === 'string' ? yearMonth.trim() : '';
    if (!ym) errors.add('yearMonth', msg.dateRequired);
    else if (!isYearMonth(ym)) errors.add('yearMonth', msg.yearMonthInvalid);
    else if (ym > currentYearMonth()) errors.add('yearMonth', msg.payrollMonthInFuture);
    const incoming = file ? await file : null;
    if (!incoming) errors.add('file', msg.noFileSelected);
    errors.throwIfAny();
    const type = documentType as PayrollDocumentType;

    const content = await readUpload(incoming!, MAX_PAYROLL_UPLOAD_BYTES, msg.payrollFileTooBig);
    if (!content.length) throw new ValidationError([{ path: 'file', message: msg.noFileSelected }]);
    const sniffed = await fileTypeFromBuffer(content);
    if (sniffed?.mime !== 'application/pdf') throw new ValidationError([{ path: 'file', message: msg.payrollOnlyPdf }]);

    // Counted once the PDF is to be read: that is the expensive part.
    await this.options.limiter?.take(actor);
    const { limits, maxUnassignedRanges } = this.options;
    let split: SplitResult;
    try {
      split = await splitPayslips(
        content,
        async (numbers) => {
          const ids = numbers.filter((n) => n >= 1 && n <= 2_147_483_647);
          const rows = ids.length ? await em.find(Employee, { id: { $in: ids } }, { fields: ['id'] }) : [];
          return new Set(rows.map((r) => r.id));
        },
        { limits, maxUnassignedRanges },
      );
    } catch (err) {
      // Nothing is written before the split has finished: a refused file leaves no trace but the log line.
      if (err instanceof PdfLimitError) {
        this.log.warn({ limit: err.limit, pages: err.pages, bytes: content.length, user: actor.username }, 'payroll upload: PDF over a limit');
        const message = err.limit === 'pages' ? msg.payrollPdfTooManyPages(err.pages ?? 0, limits.maxPages) : msg.payrollPdfTooComplex;
        throw new ValidationError([{ path: 'file', message }]);
      }
      if (err instanceof TooManyUnassignedError) {
        throw new ValidationError([{ path: 'file', message: msg.payrollTooManyUnassigned(err.ranges, maxUnassignedRanges) }]);
      }
      // Broken, encrypted or otherwise unreadable: the file's fault. The reason stays in the log only.
      this.log.info({ err: (err as Error).message }, 'payroll upload: PDF not readable');
      throw new ValidationError([{ path: 'file', message: msg.payrollPdfUnreadable }]);
    }
    if (split.pageCount === 0) throw new ValidationError([{ path: 'file', message: msg.payrollPdfEmpty }]);
    const uploadFileName = cleanFileName(incoming!.filename, 'pdf');

    const written: string[] = [];
    const put = async (bytes: Buffer) => {
      const key = this.files.newKey();
      written.push(key);
      await this.files.put(key, bytes);
      return key;
    };
    let mailed = false;
    try {
      const result = await em.transactional(async (tx) => {
        await tx.execute('select pg_advisory_xact_lock(?)', [FILING_LOCK]);
        const upload = tx.create(PayrollUpload, {
          fileKey: await put(content),
          yearMonth: ym,
          documentType: type,
          fileName: uploadFileName,
          pages: split.pageCount,
          uploadedBy: actor.username,
        });
        const employees = new Map((await tx.find(Employee, { id: { $in: split.groups.map((g) => g.employeeId) } })).map((e) => [e.id, e]));
        const filed: FiledPayrollDocument[] = [];
        const docType = type as unknown as EmployeeDocumentType;
        for (const group of split.groups) {
          const employee = employees.get(group.employeeId);
          if (!employee) throw new Error('employee vanished during upload'); // rolled back, files removed
          const correction = await nextCorrection(tx, employee.id, docType, ym);
          const fileName = payrollFileName(docType, ym, correction);
          const doc = tx.create(EmployeeDocument, {
            employee,
            folder: folderOf(type),
            fileName,
            fileKey: await put(group.pdf),
            contentType: 'application/pdf',
            size: group.pdf.length,
            documentType: docType,
            yearMonth: ym,
            correction,
            pages: group.pages,
            upload,
            createdBy: actor.username,
          });
          // Flushed per employee: the next correction count sees this one (same employee twice cannot happen, but cheap).
          await tx.flush();
          if (notify && (await noticeOfDocument(tx, this.options.messages, doc))) mailed = true;
          filed.push({ employeeId: employee.id, employeeName: nameOf(employee), fileName, pages: group.pages });
        }
        // Pages nobody owns stay pages of the original (stored above): no file of their own.
        for (const loose of split.unassigned) {
          tx.create(UnassignedPayrollPage, { upload, pageNumber: loose.from, lastPageNumber: loose.to, excerpt: loose.excerpt.slice(0, 200) });
        }
        await tx.flush();
        const assigned = split.groups.reduce((n, g) => n + g.pages.length, 0);
        const unassignedPages = split.unassigned.flatMap((u) => range(u.from, u.to));
        return {
          upload: uploadView(upload, assigned, unassignedPages.length),
          filed,
          unassignedPages,
        };
      });
      if (mailed) this.options.messages?.poke();
      return result;
    } catch (err) {
      for (const key of written) await this.files.delete(key).catch(() => {});
      throw err;
    }
  }

  /** The uploads, newest first, with how many of their pages are filed and how many still wait. */
  async payrollUploads(em: EntityManager, actor: CurrentUser): Promise<PayrollUploadView[]> {
    if (!policy.canManagePayroll(actor)) throw new ForbiddenError();
    const uploads = await em.find(PayrollUpload, {}, { orderBy: { uploadedAt: 'desc', id: 'desc' }, limit: 1000 });
    if (!uploads.length) return [];
    const open = await em.execute<{ upload_id: number; n: string }[]>(
      'select "upload_id", sum("last_page_number" - "page_number" + 1) as "n" from "unassigned_payroll_page" where "assigned_at" is null and "upload_id" in (?) group by "upload_id"',
      [uploads.map((u) => u.id)],
    );
    const openBy = new Map(open.map((r) => [Number(r.upload_id), Number(r.n)]));
    return uploads.map((u) => {
      const waiting = openBy.get(u.id) ?? 0;
      return uploadView(u, u.pages - waiting, waiting);
    });
  }

  /** Pages still waiting for an employee, newest upload first, in page order. */
  async unassignedPayrollPages(em: EntityManager, actor: CurrentUser): Promise<UnassignedPayrollPageView[]> {
    if (!policy.canManagePayroll(actor)) throw new ForbiddenError();
    const pages = await em.find(UnassignedPayrollPage, { assignedAt: null }, { populate: ['upload'], orderBy: { upload: { uploadedAt: 'desc', id: 'desc' }, pageNumber: 'asc' }, limit: 2000 });
    return pages.map((p) => ({
      id: p.id,
      uploadId: p.upload.id,
      pageNumber: p.pageNumber,
      lastPageNumber: p.lastPageNumber,
      yearMonth: p.upload.yearMonth,
      documentType: p.upload.documentType,
      uploadFileName: p.upload.fileName,
      excerpt: p.excerpt,
    }));
  }

  /** The PDF of an unassigned page range (preview before assigning). */
  async unassignedPayrollPageFile(em: EntityManager, actor: CurrentUser, id: number): Promise<GeneratedFile> {
    if (!policy.canManagePayroll(actor)) throw new ForbiddenError();
    const page = Number.isSafeInteger(id) ? await em.findOne(UnassignedPayrollPage, { id }, { populate: ['upload'] }) : null;
    if (!page) throw new NotFoundError(msg.payrollPageNotFound);
    const content = await this.rangePdf(page);
    const stem = page.upload.fileName.replace(/\.pdf$/i, '');
    const pages = page.lastPageNumber > page.pageNumber ? `Seiten_${page.pageNumber}-${page.lastPageNumber}` : `Seite_${page.pageNumber}`;
    return { fileName: `${stem}_${pages}.pdf`, contentType: 'application/pdf', contentBase64: content.toString('base64') };
  }

  /** The pages of an unassigned range as a PDF: stored (rows of before ranges), else cut from the original. */
  private async rangePdf(page: UnassignedPayrollPage): Promise<Buffer> {
    const stored = await this.files.get(page.fileKey ?? page.upload.fileKey);
    if (!stored) throw new NotFoundError(msg.fileNotFound);
    if (page.fileKey) return stored;
    // The original was read within the limits when it was uploaded; cut in a worker all the same.
    const [pdf] = await cutPages(stored, [range(page.pageNumber, page.lastPageNumber)], this.options.limits);
    return pdf;
  }

  /** Files an unassigned page range into an employee's archive: 404 unknown page or employee, 409 already assigned. */
  async assignPayrollPage(em: EntityManager, actor: CurrentUser, id: number, employeeId: number): Promise<ArchiveFile> {
    if (!policy.canManagePayroll(actor)) throw new ForbiddenError();
    if (!Number.isSafeInteger(id)) throw new NotFoundError(msg.payrollPageNotFound);
    // A range kept as pages of the original is cut before the transaction (the worker's time must not
    // hold the filing lock); the checks are repeated under the lock.
    const before = await em.findOne(UnassignedPayrollPage, { id }, { populate: ['upload'] });
    if (!before) throw new NotFoundError(msg.payrollPageNotFound);
    if (before.assignedAt) throw new ConflictError(msg.payrollPageAlreadyAssigned);
    if (!Number.isSafeInteger(employeeId) || !(await em.count(Employee, { id: employeeId }))) throw new NotFoundError(msg.employeeNotFound);
    let cut: { key: string; size: number } | null = null;
    if (!before.fileKey) {
      const pdf = await this.rangePdf(before);
      cut = { key: this.files.newKey(), size: pdf.length };
      await this.files.put(cut.key, pdf);
    }
    try {
      const { file, mailed } = await this.fileRange(em, actor, id, employeeId, cut);
      if (mailed) this.options.messages?.poke();
      return file;
    } catch (err) {
      if (cut) await this.files.delete(cut.key).catch(() => {});
      throw err;
    }
  }

  private fileRange(em: EntityManager, actor: CurrentUser, id: number, employeeId: number, cut: { key: string; size: number } | null): Promise<{ file: ArchiveFile; mailed: boolean }> {
    return em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [FILING_LOCK]);
      const page = await tx.findOne(UnassignedPayrollPage, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!page) throw new NotFoundError(msg.payrollPageNotFound);
      await tx.populate(page, ['upload']);
      if (page.assignedAt) throw new ConflictError(msg.payrollPageAlreadyAssigned);
      const employee = Number.isSafeInteger(employeeId) ? await tx.findOne(Employee, { id: employeeId }) : null;
      if (!employee) throw new NotFoundError(msg.employeeNotFound);
      const upload = page.upload;
      const docType = upload.documentType as unknown as EmployeeDocumentType;
      const correction = await nextCorrection(tx, employee.id, docType, upload.yearMonth);
      let file: { key: string; size: number };
      if (page.fileKey) {
        // A stored page PDF becomes the document: no second copy of the bytes.
        const content = await this.files.get(page.fileKey);
        if (!content) throw new NotFoundError(msg.fileNotFound);
        file = { key: page.fileKey, size: content.length };
      } else if (cut) file = cut;
      else throw new ConflictError(msg.payrollPageAlreadyAssigned); // changed since the first look
      const doc = tx.create(EmployeeDocument, {
        employee,
        folder: folderOf(upload.documentType),
        fileName: payrollFileName(docType, upload.yearMonth, correction),
        fileKey: file.key,
        contentType: 'application/pdf',
        size: file.size,
        documentType: docType,
        yearMonth: upload.yearMonth,
        correction,
        pages: range(page.pageNumber, page.lastPageNumber),
        upload,
        createdBy: actor.username,
      });
      page.assignedAt = new Date();
      page.assignedBy = actor.username;
      page.document = doc;
      await tx.flush();
      const mailed = await noticeOfDocument(tx, this.options.messages, doc);
      return { file: archiveFileOf(doc), mailed };
    });
  }
}

function uploadView(u: PayrollUpload, assignedPages: number, unassignedPages: number): PayrollUploadView {
  return {
    id: u.id,
    yearMonth: u.yearMonth,
    documentType: u.documentType,
    fileName: u.fileName,
    key: u.fileKey,
    pages: u.pages,
    assignedPages,
    unassignedPages,
    uploadedBy: u.uploadedBy,
    uploadedAt: u.uploadedAt,
  };
}
