import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { LoginLimiter } from './modules/auth/login-limiter.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CompetencyService } from './modules/employees/competency.service.js';
import { EmployeeService } from './modules/employees/employee.service.js';
import { HistoryService } from './modules/employees/history.service.js';
import { WelcomeService } from './modules/employees/welcome.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { MessageService } from './modules/messages/message.service.js';
import { ComplianceService } from './modules/compliance/compliance.service.js';
import { LegalValuesSettings } from './modules/compliance/legal-values-settings.js';
import { CustomerService } from './modules/customers/customer.service.js';
import { InventoriesService } from './modules/inventories/inventories.service.js';
import { OrderService } from './modules/orders/order.service.js';
import { PerDiemService } from './modules/worklogs/perdiem.service.js';
import { WorklogService } from './modules/worklogs/worklog.service.js';
import { canSeePassengerTimes } from './modules/worklogs/worklog.policy.js';
import { OperatorService } from './modules/timeclock/operator.service.js';
import { TimeControllingService } from './modules/timeclock/time-controlling.service.js';
import { TimeclockService } from './modules/timeclock/timeclock.service.js';
import { ClientLogLimiter } from './modules/logger/client-log-limiter.js';
import { LocalFileStore, type FileStore } from './files/file-store.js';
import { S3FileStore } from './files/s3-file-store.js';
import { RegistrationCodeLimiter } from './modules/registrations/code-limiter.js';
import { RegistrationFileService } from './modules/registrations/registration-files.service.js';
import { RegistrationService } from './modules/registrations/registration.service.js';
import { AuditService } from './modules/audit/audit.service.js';
import { MonthEndService } from './modules/monthend/monthend.service.js';
import { ArchiveService } from './modules/archive/archive.service.js';
import { PayrollUploadService } from './modules/archive/payroll-upload.service.js';
import { UploadLimiter } from './modules/archive/upload-limiter.js';
import { CalendarService } from './modules/calendar/calendar.service.js';
import { CalendarFeedService } from './modules/feeds/calendar-feed.service.js';
import { ConfirmationLimiter } from './modules/confirmations/confirmation-limiter.js';
import { ConfirmationService } from './modules/confirmations/confirmation.service.js';
import { RightsService } from './modules/rights/rights.service.js';
import { SearchService } from './modules/search/search.service.js';
import { TaskService } from './modules/tasks/task.service.js';
import { TaskImportService } from './modules/tasks/task-import.service.js';
import { PerformanceService } from './modules/tasks/performance.service.js';
import { SummaryService } from './modules/statistics/summary.service.js';
import { CashFlowService } from './modules/statistics/cash-flow.service.js';
import { EmployeeStatisticsService } from './modules/statistics/employee-statistics.service.js';
import { ReportService } from './modules/statistics/reports/report.service.js';

/** Application services: one instance each per process, stateless apart from the database. */
export interface Services {
  config: Config;
  log: Logger;
  auth: AuthService;
  settings: SettingsService;
  /** The e-mail outbox: enqueue in the caller's transaction, poke after commit. */
  messages: MessageService;
  compliance: ComplianceService;
  legalValues: LegalValuesSettings;
  employees: EmployeeService;
  history: HistoryService;
  welcome: WelcomeService;
  competencies: CompetencyService;
  customers: CustomerService;
  inventories: InventoriesService;
  orders: OrderService;
  worklogs: WorklogService;
  perDiems: PerDiemService;
  timeclock: TimeclockService;
  operators: OperatorService;
  timeControlling: TimeControllingService;
  files: FileStore;
  registrations: RegistrationService;
  registrationFiles: RegistrationFileService;
  audit: AuditService;
  monthEnd: MonthEndService;
  archive: ArchiveService;
  payrollUploads: PayrollUploadService;
  clientLog: ClientLogLimiter;
  calendar: CalendarService;
  calendarFeeds: CalendarFeedService;
  confirmations: ConfirmationService;
  rights: RightsService;
  search: SearchService;
  tasks: TaskService;
  taskImports: TaskImportService;
  performance: PerformanceService;
  summaries: SummaryService;
  cashFlows: CashFlowService;
  employeeStatistics: EmployeeStatisticsService;
  reports: ReportService;
}

/** S3 when configured (several instances share the bucket), else the local directory (one instance). */
export function createFileStore(config: Config): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.filesDir);
}

export function createServices(config: Config, pool: pg.Pool, log: Logger): Services {
  const auth = new AuthService(new LoginLimiter(pool, config), pool);
  const settings = new SettingsService(config);
  const files = createFileStore(config);
  const compliance = new ComplianceService(settings);
  const messages = new MessageService(config, settings, log);
  const registrations = new RegistrationService(config, files, new RegistrationCodeLimiter(pool, config), log, messages);
  const archive = new ArchiveService(files);
  const employees = new EmployeeService(settings, auth, registrations, archive);
  const worklogs = new WorklogService(settings);
  const monthEnd = new MonthEndService(settings, files, compliance);
  const summaries = new SummaryService();
  // GET /monthendclosing/download serves the uploaded payroll originals too.
  monthEnd.addFileSource(async (em, _actor, key) => {
    const file = await archive.originalFile(em, key);
    return file && { fileName: file.fileName, contentType: file.contentType, content: Buffer.from(file.contentBase64, 'base64') };
  });
  return {
    config,
    log,
    auth,
    settings,
    messages,
    compliance,
    legalValues: new LegalValuesSettings(settings),
    employees,
    history: new HistoryService(employees),
    welcome: new WelcomeService(employees, auth, () => config.APP_URL ?? `http://localhost:${config.PORT}`),
    competencies: new CompetencyService(employees),
    customers: new CustomerService(),
    inventories: new InventoriesService(),
    orders: new OrderService(messages),
    worklogs,
    perDiems: new PerDiemService(worklogs, settings),
    timeclock: new TimeclockService(settings, compliance),
    operators: new OperatorService(settings),
    timeControlling: new TimeControllingService(settings),
    files,
    registrations,
    registrationFiles: new RegistrationFileService(files, config.REGISTRATION_EXPIRY_DAYS),
    audit: new AuditService(worklogs, canSeePassengerTimes),
    monthEnd,
    archive,
    payrollUploads: new PayrollUploadService(files, log, {
      messages,
      limits: { maxMemoryMb: config.PDF_MAX_MEMORY_MB, timeoutMs: config.PDF_TIMEOUT_SECONDS * 1000, maxPages: config.PAYROLL_MAX_PAGES, workers: config.PDF_WORKERS },
      maxUnassignedRanges: config.PAYROLL_MAX_UNASSIGNED_RANGES,
      limiter: new UploadLimiter(pool, config.PAYROLL_UPLOADS_PER_MINUTE),
    }),
    clientLog: new ClientLogLimiter(pool),
    calendar: new CalendarService(),
    calendarFeeds: new CalendarFeedService(config.APP_URL),
    confirmations: new ConfirmationService(new ConfirmationLimiter(pool, config), messages),
    rights: new RightsService(),
    search: new SearchService(),
    tasks: new TaskService(),
    taskImports: new TaskImportService(),
    performance: new PerformanceService(),
    summaries,
    cashFlows: new CashFlowService(summaries),
    employeeStatistics: new EmployeeStatisticsService(),
    reports: new ReportService(),
  };
}
