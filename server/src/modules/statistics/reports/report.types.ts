import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ReportFormat {
  XLSX = 'XLSX',
  CSV = 'CSV',
}
registerEnumType(ReportFormat, { name: 'ReportFormat', description: 'XLSX (default) or CSV (semicolon, UTF-8 with BOM, decimal comma).' });

@ObjectType({ description: 'One employee in the performance table of the statistics (spec 3 §3 performance row; docs/decisions/statistics.md#STA-13).' })
export class EmployeePerformance {
  @Field(() => Int, { description: 'Personnel number.' }) employeeId!: number;
  @Field(() => String, { description: 'First and last name.' }) employeeName!: string;
  @Field(() => String, { nullable: true }) companyLocation!: string | null;
  @Field(() => Int, { description: 'Net work minutes on inventories in the month.' }) workingMinutes!: number;
  @Field(() => Int) positions!: number;
  @Field(() => Int, { description: 'Rounded positions per worked hour (spec 3 §9).' }) positionsPerHour!: number;
  @Field(() => Float, { description: 'Population standard deviation of the daily positions per hour over days with minutes; 2 decimals; 0 for one day.' })
  standardDeviation!: number;
  @Field(() => Float, { description: 'Median of the daily positions per hour; 2 decimals.' }) median!: number;
}
