import { REQUIRES } from '@inv/domain';
import { Arg, Args, Authorized, Ctx as Context, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { User } from '../auth/user.entity.js';
import { Employee, EmploymentEntry, WageEntry } from './employee.entity.js';
import * as policy from './employee.policy.js';
import { CreateEmployeeInput, EmployeeDefaults, EmployeeFieldsInput, EmployeeFilterInput, EmployeeLookupRow, EmployeePage, EmployeeRow, EmploymentInput, ReactivateEmployeeInput, WageInput } from './employee.types.js';
import { GeneratedFile, PageArgs } from '../../graphql-shared.js';
import { currentEntry, minimumWageWarning, type LegalValues } from '@inv/domain';
import { WageType } from './employee.enums.js';
import { today } from '../../shared-dates.js';

@Resolver(() => Employee)
export class EmployeeResolver {
  // -------------------------------------------------------------- queries

  @Authorized()
  @Query(() => EmployeePage, { description: 'GET /v2/employees. Without Employee rights only oneself.' })
  employees(
    @Context() ctx: Ctx,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('filter', () => EmployeeFilterInput, { nullable: true }) filter?: EmployeeFilterInput | null,
  ) {
    return ctx.services.employees.list(ctx.em, ctx.user!, filter ?? {}, paging);
  }

  @Authorized()
  @Query(() => [EmployeeLookupRow], { description: 'Lookup by name or personnel number (GET /employees/search, projection=LOOKUP): names and number only.' })
  employeeLookup(
    @Context() ctx: Ctx,
    @Arg('term', () => String) term: string,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
  ) {
    return ctx.services.employees.lookup(ctx.em, ctx.user!, term, size ?? 50);
  }

  @Authorized()
  @Query(() => Employee)
  employee(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.employees.get(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => EmployeeRow)
  employeeSummary(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.employees.summary(ctx.em, ctx.user!, id);
  }

  @Authorized(...REQUIRES.createEmployeesOrFromRegistration)
  @Query(() => EmployeeDefaults, { description: 'GET /employees/default; with registrationUuid prefilled from that finished registration (Registration_EditRegistrations).' })
  employeeDefaults(@Context() ctx: Ctx, @Arg('registrationUuid', () => String, { nullable: true }) registrationUuid?: string | null) {
    return ctx.services.employees.defaults(ctx.em, ctx.user!, registrationUuid);
  }

  // -------------------------------------------------------------- mutations

  @Authorized(...REQUIRES.createEmployeesOrFromRegistration)
  @Mutation(() => Employee, { description: 'POST /employees. With employee.registrationUuid: from that finished registration, once (Registration_EditRegistrations).' })
  createEmployee(@Context() ctx: Ctx, @Arg('input', () => CreateEmployeeInput) input: CreateEmployeeInput) {
    return ctx.services.employees.create(ctx.em, ctx.user!, input);
  }

  @Authorized(...REQUIRES.editEmployeeCard)
  @Mutation(() => Employee, { description: 'PUT (replace: true) or merge-PATCH; active=false deactivates (Superadmin).' })
  updateEmployee(
    @Context() ctx: Ctx,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmployeeFieldsInput) input: EmployeeFieldsInput,
    @Arg('replace', () => Boolean, { defaultValue: false }) replace: boolean,
  ) {
    return ctx.services.employees.update(ctx.em, ctx.user!, id, input, replace);
  }

  @Authorized(...REQUIRES.superadmin)
  @Mutation(() => Employee)
  reactivateEmployee(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => ReactivateEmployeeInput) input: ReactivateEmployeeInput) {
    return ctx.services.employees.reactivate(ctx.em, ctx.user!, id, input);
  }

  @Authorized(...REQUIRES.issueWelcomeLetters)
  @Mutation(() => GeneratedFile, { description: 'Welcome letter PDF with a fresh initial password.' })
  issueWelcomeLetter(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.welcome.issue(ctx.em, ctx.user!, id);
  }

  @Authorized(...REQUIRES.superadmin)
  @Mutation(() => WageEntry)
  addWage(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number, @Arg('input', () => WageInput) input: WageInput) {
    return ctx.services.history.addWage(ctx.em, ctx.user!, employeeId, input);
  }

  @Authorized(...REQUIRES.editEmployeeEntries)
  @Mutation(() => WageEntry)
  updateWage(
    @Context() ctx: Ctx,
    @Arg('employeeId', () => Int) employeeId: number,
    @Arg('wageId', () => Int) wageId: number,
    @Arg('input', () => WageInput) input: WageInput,
  ) {
    return ctx.services.history.patchWage(ctx.em, ctx.user!, employeeId, wageId, input);
  }

  @Authorized(...REQUIRES.superadmin)
  @Mutation(() => Boolean)
  deleteWage(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number, @Arg('wageId', () => Int) wageId: number) {
    return ctx.services.history.delete(ctx.em, ctx.user!, 'wage', employeeId, wageId);
  }

  @Authorized(...REQUIRES.superadmin)
  @Mutation(() => EmploymentEntry)
  addEmployment(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number, @Arg('input', () => EmploymentInput) input: EmploymentInput) {
    return ctx.services.history.addEmployment(ctx.em, ctx.user!, employeeId, input);
  }

  @Authorized(...REQUIRES.editEmployeeEntries)
  @Mutation(() => EmploymentEntry)
  updateEmployment(
    @Context() ctx: Ctx,
    @Arg('employeeId', () => Int) employeeId: number,
    @Arg('employmentId', () => Int) employmentId: number,
    @Arg('input', () => EmploymentInput) input: EmploymentInput,
  ) {
    return ctx.services.history.patchEmployment(ctx.em, ctx.user!, employeeId, employmentId, input);
  }

  @Authorized(...REQUIRES.superadmin)
  @Mutation(() => Boolean)
  deleteEmployment(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number, @Arg('employmentId', () => Int) employmentId: number) {
    return ctx.services.history.delete(ctx.em, ctx.user!, 'employment', employeeId, employmentId);
  }

  // -------------------------------------------------------------- gated fields

  @FieldResolver(() => [WageEntry], { description: 'Empty without Accounting_Overview_ViewWageAndCosts.' })
  async wages(@Root() e: Employee, @Context() ctx: Ctx): Promise<WageEntry[]> {
    if (!ctx.user || !policy.canSeeWages(ctx.user)) return [];
    await e.wages.load();
    return e.wages.getItems().sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  }

  @FieldResolver(() => WageEntry, { nullable: true })
  async currentWage(@Root() e: Employee, @Context() ctx: Ctx): Promise<WageEntry | null> {
    return currentEntry(await this.wages(e, ctx), today().toISODate()!) ?? null;
  }

  @FieldResolver(() => [EmploymentEntry])
  async employments(@Root() e: Employee): Promise<EmploymentEntry[]> {
    await e.employments.load();
    return e.employments.getItems().sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  }

  @FieldResolver(() => EmploymentEntry, { nullable: true })
  async currentEmployment(@Root() e: Employee): Promise<EmploymentEntry | null> {
    return currentEntry(await this.employments(e), today().toISODate()!) ?? null;
  }

  @FieldResolver(() => Boolean, { nullable: true, description: 'Null without Employee_ViewInventoryBonusEligible.' })
  inventoryBonusEligible(@Root() e: Employee, @Context() ctx: Ctx): boolean | null {
    return ctx.user && policy.canSeeBonus(ctx.user) ? e.inventoryBonusEligible : null;
  }

  @FieldResolver(() => String, { nullable: true })
  isInventoryBonusEligibleSince(@Root() e: Employee, @Context() ctx: Ctx): string | null {
    return ctx.user && policy.canSeeBonus(ctx.user) ? e.isInventoryBonusEligibleSince : null;
  }

  @FieldResolver(() => Int, {
    description: 'Days of short-term employment with other employers this calendar year (SGB IV §8 (1) Nr. 2); 0 when the stored count was given for an earlier year.',
  })
  shortTermDaysElsewhere(@Root() e: Employee): number {
    return e.shortTermDaysElsewhereYear === today().year ? e.shortTermDaysElsewhere : 0;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Login name of the employee account.' })
  async username(@Root() e: Employee, @Context() ctx: Ctx): Promise<string | null> {
    return (await ctx.em.findOne(User, { employee: e }))?.username ?? null;
  }
}

/** The legal values of one request, read once however many wage entries it shows. */
const legalValuesOfRequest = new WeakMap<Ctx, Promise<LegalValues>>();
function legalValues(ctx: Ctx): Promise<LegalValues> {
  let values = legalValuesOfRequest.get(ctx);
  if (!values) legalValuesOfRequest.set(ctx, (values = ctx.services.settings.legalValues(ctx.em)));
  return values;
}

@Resolver(() => WageEntry)
export class WageEntryResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'For an hourly wage (WAG) below the minimum wage (MiLoG §1) on validFrom or from a later raise while the entry lasts: a German warning; null otherwise and for a salary (SAL). The wage is stored anyway (MiLoG §22 exemptions).',
  })
  async warning(@Root() w: WageEntry, @Context() ctx: Ctx): Promise<string | null> {
    if (w.wageType !== WageType.WAG) return null;
    return minimumWageWarning(Math.round(Number(w.wage) * 100), w.validFrom, await legalValues(ctx), w.validTo);
  }
}
