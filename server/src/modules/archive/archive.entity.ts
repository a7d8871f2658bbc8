import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity.js';
import { RegistrationFile } from '../registrations/registration.entity.js';
import { EmployeeDocumentType, PayrollDocumentType } from './archive.enums.js';

/**
 * One uploaded payroll PDF as the office sent it (the original stays in the file store under
 * `fileKey`); its pages were filed into employees' archives or kept as unassigned pages.
 */
@Entity({ tableName: 'payroll_upload' })
@Index({ properties: ['uploadedAt'] })
export class PayrollUpload {
  [OptionalProps]?: 'uploadedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  fileKey!: string;

  /** YYYY-MM the documents belong to. */
  @Property({ type: 'string', length: 7 })
  yearMonth!: string;

  @Enum({ items: () => PayrollDocumentType, type: 'string', length: 20 })
  documentType!: PayrollDocumentType;

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'integer' })
  pages!: number;

  /** Login name of the office user. */
  @Property({ type: 'string', length: 100 })
  uploadedBy!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  uploadedAt: Date = new Date();
}

/**
 * A document in an employee's archive (spec 3 §2.10, §3). The bytes live in the file store under
 * `fileKey`, a random server-chosen id that is also the download key. Archive documents are records
 * the employer must keep: deleting an employee who has some is refused by the database.
 */
@Entity({ tableName: 'employee_document' })
@Index({ properties: ['employee', 'folder'] })
@Unique({ name: 'employee_document_correction_unique', properties: ['employee', 'documentType', 'yearMonth', 'correction'] })
export class EmployeeDocument {
  [OptionalProps]?: 'createdAt' | 'yearMonth' | 'correction' | 'upload' | 'pages' | 'registrationFile';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Employee, deleteRule: 'restrict' })
  employee!: Rel<Employee>;

  @Property({ type: 'string', length: 40 })
  folder!: string;

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'string', length: 64, unique: true })
  fileKey!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Enum({ items: () => EmployeeDocumentType, type: 'string', length: 20 })
  documentType!: EmployeeDocumentType;

  /** YYYY-MM of a payroll document; null for personnel documents. */
  @Property({ type: 'string', length: 7, nullable: true })
  yearMonth: string | null = null;

  /** 0 = the first document of its type for this employee and month; 1, 2 … corrections. */
  @Property({ type: 'integer', default: 0 })
  correction: number = 0;

  /** The pages of the upload (1-based) this document was cut from; empty when not from an upload. */
  @Property({ type: 'json', nullable: true })
  pages: number[] | null = null;

  @ManyToOne({ entity: () => PayrollUpload, nullable: true, deleteRule: 'set null', index: true })
  upload: Rel<PayrollUpload> | null = null;

  /**
   * The registration file this document is a copy of (generated document or applicant upload): unique,
   * so a registration file is filed once, and the start-up filing finds what is still missing.
   */
  @ManyToOne({ entity: () => RegistrationFile, nullable: true, deleteRule: 'set null', unique: true })
  registrationFile: Rel<RegistrationFile> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Login name of whoever filed it (the office user, or 'system'). */
  @Property({ type: 'string', length: 100 })
  createdBy!: string;
}

/**
 * Pages of an upload on which no (single, known) personnel number was found: a range of consecutive
 * pages with the same printed numbers, kept as pages of the upload's original until the office
 * assigns them to an employee by hand (cut from the original then). Never deleted: assigning records
 * who and when and links the filed document.
 */
@Entity({ tableName: 'unassigned_payroll_page' })
@Unique({ properties: ['upload', 'pageNumber'] })
export class UnassignedPayrollPage {
  [OptionalProps]?: 'assignedAt' | 'assignedBy' | 'document' | 'excerpt' | 'fileKey';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => PayrollUpload, deleteRule: 'cascade' })
  upload!: Rel<PayrollUpload>;

  /** First 1-based page of the range in the upload. */
  @Property({ type: 'integer' })
  pageNumber!: number;

  /** Last 1-based page of the range (= pageNumber for a single page). */
  @Property({ type: 'integer' })
  lastPageNumber!: number;

  /** A PDF of the pages in the file store; null: they are cut from the upload's original when needed. */
  @Property({ type: 'string', length: 64, unique: true, nullable: true })
  fileKey: string | null = null;

  /** The start of the page's text, for the office to recognise the page. */
  @Property({ type: 'string', length: 200 })
  excerpt: string = '';

  @Property({ type: 'datetime', nullable: true })
  assignedAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  assignedBy: string | null = null;

  /** The archive document the page became. */
  @ManyToOne({ entity: () => EmployeeDocument, nullable: true, deleteRule: 'set null' })
  document: Rel<EmployeeDocument> | null = null;
}
