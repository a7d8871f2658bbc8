import { REQUIRES } from '@inv/domain';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { GeneratedFile } from '../../graphql-shared.js';
import type { IncomingFile } from '../registrations/registration-files.service.js';
import { PayrollDocumentType } from './archive.enums.js';
import { ArchiveFile, ArchiveFolder, PayrollUploadResult, PayrollUploadView, UnassignedPayrollPageView } from './archive.types.js';

/** Payroll documents at month end and the employee archive (spec 3 §2.9, §2.10). */
@Resolver()
export class ArchiveResolver {
  @Authorized(...REQUIRES.manageMonthEnd)
  @Mutation(() => PayrollUploadResult, {
    description:
      'POST /monthendclosing/upload (multipart: file, yearMonth, documentType): a PDF (by content, at most 50 MB) split by the personnel numbers on its pages into the employees\' archives; pages without a known number are reported and kept.',
  })
  uploadPayrollDocument(
    @Context() ctx: Ctx,
    // Nullable so a missing part is answered with the spec's German messages (422).
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<IncomingFile> | null,
    @Arg('yearMonth', () => String, { nullable: true }) yearMonth: string | null,
    @Arg('documentType', () => PayrollDocumentType, { nullable: true }) documentType: PayrollDocumentType | null,
  ) {
    return ctx.services.payrollUploads.upload(ctx.em, ctx.user!, file, yearMonth, documentType);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => [PayrollUploadView], { description: 'Uploaded payroll documents, newest first.' })
  payrollUploads(@Context() ctx: Ctx) {
    return ctx.services.payrollUploads.payrollUploads(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => [UnassignedPayrollPageView], { description: 'Pages of uploads that no employee could be recognised for.' })
  unassignedPayrollPages(@Context() ctx: Ctx) {
    return ctx.services.payrollUploads.unassignedPayrollPages(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Query(() => GeneratedFile, { description: 'The PDF of an unassigned page or page range (preview).' })
  unassignedPayrollPageFile(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.payrollUploads.unassignedPayrollPageFile(ctx.em, ctx.user!, id);
  }

  @Authorized(...REQUIRES.manageMonthEnd)
  @Mutation(() => ArchiveFile, { description: "Files an unassigned page into an employee's archive: 404 unknown page or employee, 409 already assigned." })
  assignPayrollPage(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('employeeId', () => Int) employeeId: number) {
    return ctx.services.payrollUploads.assignPayrollPage(ctx.em, ctx.user!, id, employeeId);
  }

  @Authorized()
  @Query(() => [ArchiveFolder], { description: "GET /archive/{employeeId}: one's own archive always, another's with Documentation_ViewDocuments." })
  archive(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number) {
    return ctx.services.archive.archive(ctx.em, ctx.user!, employeeId);
  }

  @Authorized()
  @Query(() => GeneratedFile, { description: "GET /archive/download?key=…: a document by its opaque key; another employee's needs Documentation_ViewDocuments and is audited." })
  archiveFile(@Context() ctx: Ctx, @Arg('key', () => String) key: string) {
    return ctx.services.archive.archiveFile(ctx.em, ctx.user!, key);
  }
}
