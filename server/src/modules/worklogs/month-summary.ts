import { Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity.js';

/**
 * One employee's finished time of one month, kept current by statement-level triggers on worklog in
 * the writing transaction (Migration20261127100000; docs/decisions/performance-architecture.md#PERF-6): the
 * same figures as the from-scratch aggregate monthTimeCtes (accounting.service.ts), so the accounting
 * overview reads one row per employee instead of a month of worklogs. `entries` counts the finished
 * entries of the month (0: the employee has none, the row only awaits reuse). Written only by the
 * triggers; read with raw SQL.
 */
@Entity({ tableName: 'employee_month_time' })
export class EmployeeMonthTime {
  @PrimaryKey({ type: 'string', length: 7, columnType: 'char(7)' }) yearMonth!: string;
  @ManyToOne({ entity: () => Employee, primary: true, deleteRule: 'cascade' }) employee!: Rel<Employee>;
  @Property({ type: 'integer', default: 0 }) entries!: number;
  @Property({ type: 'integer', default: 0 }) minutesWork!: number;
  @Property({ type: 'integer', default: 0 }) minutesTravel!: number;
  @Property({ type: 'integer', default: 0 }) minutesPassenger!: number;
}
