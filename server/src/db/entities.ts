import { Role } from '../modules/auth/role.entity.js';
import { User } from '../modules/auth/user.entity.js';
import { EmployeeCompetency } from '../modules/employees/employee-competency.entity.js';
import { Employee, EmploymentEntry, WageEntry } from '../modules/employees/employee.entity.js';
import { CompanyLocation } from '../modules/inventories/company-location.entity.js';
import { MarketArea, MarketAreaCategory } from '../modules/inventories/market-area.entity.js';
import { Customer, CustomerTravelTime, CustomerType } from '../modules/customers/customer.entity.js';
import { ChecklistItem, CostCenter, Order, OrderAssignment, OrderHistory } from '../modules/orders/order.entity.js';
import { PerDiem, Worklog } from '../modules/worklogs/worklog.entity.js';
import { EmployeeMonthTime } from '../modules/worklogs/month-summary.js';
import { OrderOperator } from '../modules/timeclock/operator.entity.js';
import { AppSetting } from '../modules/settings/app-setting.entity.js';
import { OutboxMessage } from '../modules/messages/outbox-message.entity.js';
import { Registration, RegistrationCode, RegistrationFile } from '../modules/registrations/registration.entity.js';
import { AuditEvent } from '../modules/audit/audit-event.entity.js';
import { ComplianceAcknowledgement } from '../modules/compliance/compliance-acknowledgement.entity.js';
import { MonthEndClosing } from '../modules/monthend/month-end-closing.entity.js';
import { CalendarData } from '../modules/calendar/calendar-data.entity.js';
import { CalendarFeed } from '../modules/feeds/calendar-feed.entity.js';
import { InventoryConfirmation } from '../modules/confirmations/inventory-confirmation.entity.js';
import { EmployeeDocument, PayrollUpload, UnassignedPayrollPage } from '../modules/archive/archive.entity.js';
import { OrderTask, OrderTaskImport } from '../modules/tasks/order-task.entity.js';
import { CashFlow, OrderMonthSummary, OrderMonthSummaryDirty } from '../modules/statistics/statistics.entity.js';

/** Every entity, listed explicitly (no folder scanning: works the same from src and dist). */
export const entities = [
  User,
  Role,
  AppSetting,
  CompanyLocation,
  Employee,
  WageEntry,
  EmploymentEntry,
  EmployeeCompetency,
  CustomerType,
  Customer,
  CustomerTravelTime,
  MarketArea,
  MarketAreaCategory,
  CostCenter,
  Order,
  OrderAssignment,
  ChecklistItem,
  OrderHistory,
  Worklog,
  PerDiem,
  EmployeeMonthTime,
  OrderOperator,
  Registration,
  RegistrationCode,
  RegistrationFile,
  AuditEvent,
  MonthEndClosing,
  ComplianceAcknowledgement,
  PayrollUpload,
  EmployeeDocument,
  UnassignedPayrollPage,
  CalendarData,
  CalendarFeed,
  InventoryConfirmation,
  OrderTaskImport,
  OrderTask,
  CashFlow,
  OrderMonthSummary,
  OrderMonthSummaryDirty,
  OutboxMessage,
];
