import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './modules/auth/auth-checker.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { CompetencyResolver } from './modules/employees/competency.resolver.js';
import { EmployeeResolver, WageEntryResolver } from './modules/employees/employee.resolver.js';
import { CompanyLocationResolver, MarketAreaCategoryResolver, MarketAreaResolver } from './modules/inventories/company-location.resolver.js';
import { CustomerResolver } from './modules/customers/customer.resolver.js';
import { ComplianceResolver } from './modules/compliance/compliance.resolver.js';
import { AssignmentViewResolver, OrderHistoryResolver, OrderResolver } from './modules/orders/order.resolver.js';
import { PerDiemResolver, WorklogResolver } from './modules/worklogs/worklog.resolver.js';
import { OrderOperatorResolver, TimeclockResolver } from './modules/timeclock/timeclock.resolver.js';
import { ClientLogResolver } from './modules/logger/client-log.js';
import { SettingsResolver } from './modules/settings/settings.resolver.js';
import { MessagesResolver } from './modules/messages/messages.resolver.js';
import { RegistrationResolver } from './modules/registrations/registration.resolver.js';
import { AuditResolver } from './modules/audit/audit.resolver.js';
import { MonthEndResolver, MonthEndStatusResolver } from './modules/monthend/monthend.resolver.js';
import { ArchiveResolver } from './modules/archive/archive.resolver.js';
import { CalendarResolver } from './modules/calendar/calendar.resolver.js';
import { CalendarFeedResolver } from './modules/feeds/calendar-feed.resolver.js';
import { ConfirmationResolver } from './modules/confirmations/confirmation.resolver.js';
import { RightsResolver } from './modules/rights/rights.resolver.js';
import { SearchResolver } from './modules/search/search.resolver.js';
import { TaskResolver } from './modules/tasks/task.resolver.js';
import { StatisticsResolver } from './modules/statistics/statistics.resolver.js';
import { ReportResolver } from './modules/statistics/reports/report.resolver.js';
import { refuseNulInArguments } from './text-input.js';

export const resolvers = [
  AuthResolver,
  SettingsResolver,
  MessagesResolver,
  ClientLogResolver,
  EmployeeResolver,
  WageEntryResolver,
  CompetencyResolver,
  CompanyLocationResolver,
  MarketAreaResolver,
  MarketAreaCategoryResolver,
  CustomerResolver,
  ComplianceResolver,
  OrderResolver,
  AssignmentViewResolver,
  OrderHistoryResolver,
  WorklogResolver,
  PerDiemResolver,
  TimeclockResolver,
  OrderOperatorResolver,
  RegistrationResolver,
  AuditResolver,
  MonthEndResolver,
  MonthEndStatusResolver,
  ArchiveResolver,
  CalendarResolver,
  CalendarFeedResolver,
  ConfirmationResolver,
  RightsResolver,
  SearchResolver,
  TaskResolver,
  StatisticsResolver,
  ReportResolver,
] as const;

export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
  });
  return refuseNulInArguments(schema);
}
