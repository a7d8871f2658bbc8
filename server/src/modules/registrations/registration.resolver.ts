import { REQUIRES } from '@inv/domain';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { ForbiddenError } from '../../errors.js';
import { effectiveUser } from '../auth/auth-checker.js';
import { msg } from '../../messages.js';
import { GeneratedFile } from '../../graphql-shared.js';
import { RegistrationFileContext, RegistrationType } from './registration.enums.js';
import type { IncomingFile } from './registration-files.service.js';
import { FinishRegistrationResult, RegistrationCodeView, RegistrationFileInfo, RegistrationInfo, RegistrationInput, RegistrationView } from './registration.types.js';

/**
 * Registration (spec 2 §7). The applicant's operations are public and reach one registration through
 * its uuid (reviewed list in auth-checker.ts); codes and finished registrations need Registration rights.
 */
@Resolver()
export class RegistrationResolver {
  // -------------------------------------------------------------- public: the applicant

  @Query(() => RegistrationInfo, { description: 'Contact mailbox and upload limits for the public registration screens.' })
  registrationInfo(@Context() ctx: Ctx): RegistrationInfo {
    return ctx.services.registrations.info();
  }

  @Mutation(() => RegistrationView, {
    description: 'POST /registrations: starts a registration with an unused code (single use). 422 malformed code, 404 REGISTRATION_CODE_INVALID, 429 too many wrong codes.',
  })
  startRegistration(@Context() ctx: Ctx, @Arg('registrationCode', () => String) registrationCode: string) {
    return ctx.services.registrations.start(ctx.em, registrationCode, ctx.req.ip ?? 'unknown');
  }

  @Query(() => RegistrationView, { description: 'GET /registrations/{uuid}: 404 unknown, 410 finished.' })
  registration(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string) {
    return ctx.services.registrations.get(ctx.em, uuid);
  }

  @Mutation(() => RegistrationView, { description: 'PATCH /registrations/{uuid}: merge-patch; every step whose sections are sent is validated (422 [{path, message}]).' })
  updateRegistration(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string, @Arg('input', () => RegistrationInput) input: RegistrationInput) {
    return ctx.services.registrations.update(ctx.em, uuid, input);
  }

  @Mutation(() => FinishRegistrationResult, {
    description: 'POST /registrations/{uuid}/finish: validates the whole registration (optionally merged with input), generates the contract and the personnel questionnaire.',
  })
  finishRegistration(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string, @Arg('input', () => RegistrationInput, { nullable: true }) input?: RegistrationInput | null) {
    return ctx.services.registrations.finish(ctx.em, uuid, input);
  }

  @Query(() => [RegistrationFileInfo], { description: 'GET /registrations/{uuid}/files?context: uploads (after finishing: Registration rights only).' })
  registrationFiles(
    @Context() ctx: Ctx,
    @Arg('uuid', () => String) uuid: string,
    @Arg('context', () => RegistrationFileContext, { nullable: true }) context?: RegistrationFileContext | null,
  ) {
    return ctx.services.registrationFiles.list(ctx.em, effectiveUser(ctx), uuid, context);
  }

  @Query(() => GeneratedFile, {
    description: 'GET /registrations/{uuid}/files/{key}: one file, only through that REST path (403 on /graphql). After finishing: Registration rights, or the generated documents for an hour.',
  })
  registrationFile(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string, @Arg('key', () => String) key: string) {
    // File bytes only through the REST download path, never inside a /graphql answer (a few aliased copies would exhaust memory).
    if (!ctx.viaRest) throw new ForbiddenError(msg.fileOnlyViaDownload);
    return ctx.services.registrationFiles.download(ctx.em, effectiveUser(ctx), uuid, key);
  }

  @Mutation(() => RegistrationFileInfo, {
    description: 'POST /registrations/{uuid}/files (multipart): images or PDF by content, at most 2097152 bytes and 10 files per context; a refused upload stores nothing.',
  })
  uploadRegistrationFile(
    @Context() ctx: Ctx,
    @Arg('uuid', () => String) uuid: string,
    // Nullable so a missing part is answered in German (422 'Datei ist erforderlich').
    @Arg('context', () => RegistrationFileContext, { nullable: true }) context: RegistrationFileContext | null,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<IncomingFile> | null,
  ) {
    return ctx.services.registrationFiles.upload(ctx.em, uuid, context, file);
  }

  @Mutation(() => Boolean, { description: 'DELETE /registrations/{uuid}/files/{context}/{fileName}.' })
  deleteRegistrationFile(
    @Context() ctx: Ctx,
    @Arg('uuid', () => String) uuid: string,
    @Arg('context', () => RegistrationFileContext) context: RegistrationFileContext,
    @Arg('fileName', () => String) fileName: string,
  ) {
    return ctx.services.registrationFiles.delete(ctx.em, uuid, context, fileName);
  }

  // -------------------------------------------------------------- office

  @Authorized(...REQUIRES.readRegistrations)
  @Query(() => [RegistrationView], { description: 'GET /registrations: finished registrations, newest first.' })
  registrations(@Context() ctx: Ctx, @Arg('search', () => String, { nullable: true }) search?: string | null) {
    return ctx.services.registrations.list(ctx.em, ctx.user!, search);
  }

  @Authorized(...REQUIRES.deleteRegistrations)
  @Mutation(() => Boolean, { description: 'DELETE /registrations/{uuid}: the registration with its files.' })
  deleteRegistration(@Context() ctx: Ctx, @Arg('uuid', () => String) uuid: string) {
    return ctx.services.registrations.delete(ctx.em, ctx.user!, uuid);
  }

  @Authorized(...REQUIRES.issueRegistrationCodes)
  @Query(() => [RegistrationCodeView], { description: 'Issued codes: unused and valid ones, or all with includeUsed.' })
  registrationCodes(@Context() ctx: Ctx, @Arg('includeUsed', () => Boolean, { defaultValue: false }) includeUsed: boolean) {
    return ctx.services.registrations.listCodes(ctx.em, ctx.user!, includeUsed);
  }

  @Authorized(...REQUIRES.issueRegistrationCodes)
  @Mutation(() => RegistrationCodeView, { description: 'Issues a random four-letter code for one registration type, valid for REGISTRATION_CODE_VALID_DAYS (14) days.' })
  createRegistrationCode(
    @Context() ctx: Ctx,
    @Arg('registrationType', () => RegistrationType) registrationType: RegistrationType,
    @Arg('email', () => String, { nullable: true, description: 'Optional: the code is mailed to this address too (422 on path email when malformed).' }) email?: string | null,
  ) {
    return ctx.services.registrations.issueCode(ctx.em, ctx.user!, registrationType, undefined, email);
  }

  @Authorized(...REQUIRES.issueRegistrationCodes)
  @Mutation(() => Boolean, { description: 'Withdraws an unused code.' })
  deleteRegistrationCode(@Context() ctx: Ctx, @Arg('code', () => String) code: string) {
    return ctx.services.registrations.revokeCode(ctx.em, ctx.user!, code);
  }
}
