import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { PayrollDocumentType } from './archive.enums.js';

@ObjectType('PayrollUpload', { description: 'An uploaded payroll PDF (the original is downloadable under key).' })
export class PayrollUploadView {
  @Field(() => Int) id!: number;
  @Field(() => String) yearMonth!: string;
  @Field(() => PayrollDocumentType) documentType!: PayrollDocumentType;
  @Field(() => String) fileName!: string;
  @Field(() => String) key!: string;
  @Field(() => Int) pages!: number;
  @Field(() => Int, { description: 'Pages filed into archives (automatically or assigned by hand).' }) assignedPages!: number;
  @Field(() => Int, { description: 'Pages still waiting to be assigned.' }) unassignedPages!: number;
  @Field(() => String) uploadedBy!: string;
  @Field(() => GraphQLDateTimeISO) uploadedAt!: Date;
}

@ObjectType({ description: "One employee's pages of an upload, filed as one PDF into their archive." })
export class FiledPayrollDocument {
  @Field(() => Int) employeeId!: number;
  @Field(() => String) employeeName!: string;
  @Field(() => String) fileName!: string;
  @Field(() => [Int]) pages!: number[];
}

@ObjectType()
export class PayrollUploadResult {
  @Field(() => PayrollUploadView) upload!: PayrollUploadView;
  @Field(() => [FiledPayrollDocument]) filed!: FiledPayrollDocument[];
  @Field(() => [Int], { description: 'Pages on which no employee was recognised: kept for assigning by hand.' }) unassignedPages!: number[];
}

@ObjectType('UnassignedPayrollPage', { description: 'Consecutive pages of an upload that no employee was recognised for (one page or a range).' })
export class UnassignedPayrollPageView {
  @Field(() => Int) id!: number;
  @Field(() => Int) uploadId!: number;
  @Field(() => Int, { description: 'First page of the range.' }) pageNumber!: number;
  @Field(() => Int, { description: 'Last page of the range (= pageNumber for a single page).' }) lastPageNumber!: number;
  @Field(() => String) yearMonth!: string;
  @Field(() => PayrollDocumentType) documentType!: PayrollDocumentType;
  @Field(() => String) uploadFileName!: string;
  @Field(() => String, { description: 'The start of the page text, to recognise the page.' }) excerpt!: string;
}

@ObjectType()
export class ArchiveFile {
  @Field(() => String) fileName!: string;
  @Field(() => String, { description: 'The opaque download key (GET /archive/download?key=…).' }) path!: string;
  @Field(() => String, { nullable: true }) documentType!: string | null;
  @Field(() => String, { nullable: true }) yearMonth!: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
}

@ObjectType()
export class ArchiveFolder {
  @Field(() => String) name!: string;
  @Field(() => String) displayName!: string;
  @Field(() => [ArchiveFile], { description: 'Newest first.' }) files!: ArchiveFile[];
}
