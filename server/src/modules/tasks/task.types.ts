import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

@ObjectType('OrderTask', { description: 'A counting task of one employee on an inventory day (spec 3 §3 OrderTask).' })
export class OrderTaskView {
  @Field(() => Int) id!: number;
  @Field(() => Int) orderId!: number;
  @Field(() => String) orderName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD, the inventory day the task belongs to.' }) date!: string;
  @Field(() => String) label!: string;
  @Field(() => Int) positions!: number;
  @Field(() => Int, { description: 'Personnel number of the counter.' }) employeeId!: number;
  @Field(() => String, { description: 'First and last name.' }) employeeName!: string;
  @Field(() => Int, { description: '0 means lowest; lists sort 1, 2, 3 … then 0.' }) priority!: number;
  @Field(() => Boolean) completed!: boolean;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) completedDate!: Date | null;
  @Field(() => Int, { nullable: true, description: 'The import that created it; null for a task created by hand.' }) importId!: number | null;
}

@InputType()
export class OrderTaskInput {
  @Field(() => Int, { nullable: true }) orderId?: number | null;
  @Field(() => String, { nullable: true }) date?: string | null;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => Int, { nullable: true }) positions?: number | null;
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
  @Field(() => Int, { nullable: true }) priority?: number | null;
}

@InputType()
export class OrderTaskUpdateInput {
  @Field(() => Int, { nullable: true }) orderId?: number | null;
  @Field(() => String, { nullable: true }) date?: string | null;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => Int, { nullable: true }) positions?: number | null;
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
  @Field(() => Int, { nullable: true }) priority?: number | null;
  @Field(() => Boolean, { nullable: true }) completed?: boolean | null;
}

@ObjectType('OrderTaskImport', { description: 'One CSV import of tasks (spec 3 §3 OrderTaskImport).' })
export class OrderTaskImportView {
  @Field(() => Int) id!: number;
  @Field(() => Int) orderId!: number;
  @Field(() => String) orderName!: string;
  @Field(() => String) date!: string;
  @Field(() => String) fileName!: string;
  @Field(() => Int, { nullable: true, description: 'Personnel number of the importing user; null for an account without employee.' }) employeeId!: number | null;
  @Field(() => String) employeeName!: string;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => Int) taskCount!: number;
  @Field(() => Int) completedCount!: number;
  @Field(() => [OrderTaskView]) tasks!: OrderTaskView[];
}

@ObjectType({ description: 'Counting performance of one employee on one inventory and day (spec 3 §3, §9).' })
export class CountingPerformance {
  @Field(() => String) date!: string;
  @Field(() => Int) orderId!: number;
  @Field(() => String, { description: "The order's name." }) name!: string;
  @Field(() => Int) workingMinutes!: number;
  @Field(() => Int) positions!: number;
  @Field(() => Int) positionsPerHour!: number;
  @Field(() => Int) workingMinutesTotal!: number;
  @Field(() => Int) positionsTotal!: number;
  @Field(() => Int) positionsPerHourTotal!: number;
}

@ObjectType({ description: "One employee's counting performance in a month with totals." })
export class CountingPerformanceMonth {
  @Field(() => Int) employeeId!: number;
  @Field(() => String) employeeName!: string;
  @Field(() => String) yearMonth!: string;
  @Field(() => [CountingPerformance]) rows!: CountingPerformance[];
  @Field(() => Int) workingMinutes!: number;
  @Field(() => Int) positions!: number;
  @Field(() => Int) positionsPerHour!: number;
}

@ObjectType()
export class EmployeeDailyStatistic {
  @Field(() => Int) employeeId!: number;
  @Field(() => String) employeeName!: string;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) firstClockInTime!: string | null;
  @Field(() => Int) minutesToday!: number;
  @Field(() => Int, { nullable: true }) avgPosPerHourPast!: number | null;
}

@ObjectType({ description: 'The summary bar of the tasks tab: progress and time left of an inventory day (spec 3 §9).' })
export class DailyStatistic {
  @Field(() => String) date!: string;
  @Field(() => String, { nullable: true }) firstClockInTime!: string | null;
  @Field(() => Int) minutesToday!: number;
  @Field(() => Int, { nullable: true }) avgPosPerHourPast!: number | null;
  @Field(() => Int) positionsDone!: number;
  @Field(() => Int) positionsLeft!: number;
  @Field(() => Int, { nullable: true }) timeLeftMinutes!: number | null;
  @Field(() => [EmployeeDailyStatistic]) employees!: EmployeeDailyStatistic[];
}
