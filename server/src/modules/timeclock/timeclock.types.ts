import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { AssignmentType, Order } from '../orders/order.entity.js';
import { PersonRef } from '../orders/order.types.js';
import { ComplianceWarning } from '../compliance/compliance.types.js';
import { Worklog, WorklogType } from '../worklogs/worklog.entity.js';
import { ClockingAction, TimeclockStatus } from './clock-rules.js';
import type { CrewWorklog } from './timeclock.reads.js';

// Inputs are nullable where the service answers with German messages instead of GraphQL's English ones.

@InputType()
export class ClockEmployeeInput {
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
  @Field(() => WorklogType, { nullable: true, description: 'With IN: WORK, TRAVEL or PASSENGER. Ignored with OUT and PAUSE.' }) worklogType?: WorklogType | null;
  @Field(() => ClockingAction, { nullable: true }) clockingAction?: ClockingAction | null;
  @Field(() => String, {
    nullable: true,
    description: 'For offline clocking: a client-generated UUID, one per employee action. A known one is not applied again: its first outcome is answered.',
  })
  clientId?: string | null;
}

@InputType({ description: 'One clock request (spec 2 §3): every employee is applied on its own.' })
export class ClockInput {
  @Field(() => Int) orderId!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today.' }) date?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm; default now (Europe/Berlin).' }) time?: string | null;
  @Field(() => [ClockEmployeeInput], { nullable: true }) employees?: ClockEmployeeInput[] | null;
}

@ObjectType({ description: 'Path and German message of a field error.' })
export class FieldErrorView {
  @Field(() => String) path!: string;
  @Field(() => String) message!: string;
}

@ObjectType({ description: 'Timeclock employee entry (spec 2 §3) on one order and day.' })
export class TimeclockEmployee {
  @Field(() => Int) id!: number;
  @Field(() => Int) employeeId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) fullName!: string;
  @Field(() => Int, { nullable: true, description: "The employee's operator number on this order (null when none)." }) operatorNumber!: number | null;
  @Field(() => Int, { nullable: true, description: 'Id of that operator entry, for PUT/DELETE of the operator.' }) operatorId!: number | null;
  @Field(() => Int, { nullable: true }) numberOfPositions!: number | null;
  @Field(() => TimeclockStatus) status!: TimeclockStatus;
  @Field(() => String, { nullable: true, description: "German status line, e.g. 'Arbeit seit 07:00'." }) statusMessage!: string | null;
  @Field(() => Boolean, { description: 'Assigned to the order (EMP or SUP).' }) assigned!: boolean;
  @Field(() => AssignmentType, { nullable: true }) assignmentType!: AssignmentType | null;
  @Field(() => Boolean, { description: "The order's team leader." }) teamLeader!: boolean;
  @Field(() => Worklog, { nullable: true, description: "The employee's one open worklog, on any order or day." }) openWorklog!: CrewWorklog | null;
  @Field(() => [Worklog], { description: "The employee's worklogs of the day on every order, by start." }) worklogs!: CrewWorklog[];
}

@ObjectType({ description: 'GET /timeclock/{orderId}: the order with checklist, its employees of the day and its total work time.' })
export class TimeclockOrderView {
  @Field(() => String) date!: string;
  @Field(() => Order) order!: Order;
  @Field(() => [TimeclockEmployee], { description: 'Assigned employees and everyone with a worklog on the order that day, by last name.' })
  employees!: TimeclockEmployee[];
  @Field(() => Int, { description: 'WORK minutes of the order over all its days, open entries up to now.' }) totalWorkMinutes!: number;
}

@ObjectType({ description: 'The recorded outcome of one employee action carrying a clientId (offline clocking).' })
export class ClockActionResult {
  @Field(() => String) clientId!: string;
  @Field(() => Int) employeeId!: number;
  @Field(() => Boolean) accepted!: boolean;
  @Field(() => String, { description: 'The German reason of a refusal, or the success text of the action.' }) message!: string;
  @Field(() => Boolean, { description: 'The clientId was known: nothing was applied, the first outcome is answered.' }) replay!: boolean;
}

@ObjectType({ description: 'Answer of a clock request. REST: 200 when validationErrors is empty, else 422.' })
export class ClockResult {
  @Field(() => Boolean, { description: 'Every employee was clocked.' }) success!: boolean;
  @Field(() => String, { description: "Spec 2 §8 text, e.g. 'Einstempeln erfolgreich!' or 'Einstempeln teilweise erfolgreich.'." }) message!: string;
  @Field(() => [TimeclockEmployee], { description: "The order's employee list after the request (replaces the client's)." }) employees!: TimeclockEmployee[];
  @Field(() => [FieldErrorView], { description: 'Per refused employee: path employees.{employeeId} and the German reason.' }) validationErrors!: FieldErrorView[];
  @Field(() => Int) totalWorkMinutes!: number;
  @Field(() => [ClockActionResult], { description: 'The outcome of every employee action that carried a clientId, in request order.' })
  actions!: ClockActionResult[];
  @Field(() => [ComplianceWarning], { description: 'Warnings the accepted clock-ins cause (rest time, a minor at night or on a Sunday, the minijob month, the short-term days).' })
  warnings!: ComplianceWarning[];
}

@InputType()
export class OrderOperatorInput {
  @Field(() => Int, { nullable: true, description: 'Only when creating.' }) employeeId?: number | null;
  @Field(() => Int, { nullable: true }) operatorNumber?: number | null;
  @Field(() => Int, { nullable: true }) numberOfPositions?: number | null;
}

@ObjectType({ description: 'Clocked-in item of time controlling (spec 3 §3): an open worklog.' })
export class ClockedInItem {
  @Field(() => Int) worklogId!: number;
  @Field(() => Int) employeeId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => Int) orderId!: number;
  @Field(() => String) orderName!: string;
  @Field(() => String) date!: string;
  @Field(() => WorklogType) worklogType!: WorklogType;
  @Field(() => String, { description: 'HH:mm the open entry started.' }) time!: string;
  @Field(() => String, { description: 'Who clocked the employee in.' }) clockInUsername!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When that was recorded.' }) clockInTime!: Date;
}

@ObjectType({ description: 'Without-team-leader item (spec 3 §3): an order day with worked time but no team leader clocked on it.' })
export class WithoutTeamLeaderItem {
  @Field(() => Int) orderId!: number;
  @Field(() => String) date!: string;
  @Field(() => String) orderName!: string;
  @Field(() => String, { description: 'Street of the order.' }) address!: string;
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { description: 'First start on the order that day (HH:mm).' }) start!: string;
  @Field(() => String, { nullable: true, description: 'Last end (HH:mm); null while someone is still clocked in.' }) end!: string | null;
  @Field(() => PersonRef, { nullable: true, description: "The order's team leader who did not clock, if it has one." }) teamLeader!: PersonRef | null;
}
