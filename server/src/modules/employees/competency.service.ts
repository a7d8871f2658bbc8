import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { COMPETENCY_FLAGS } from '@inv/domain';
import { EmployeeCompetency } from './employee-competency.entity.js';
import { Employee } from './employee.entity.js';
import * as policy from './employee.policy.js';
import type { EmployeeService } from './employee.service.js';
import { pageWindow, type PageArgs } from '../../graphql-shared.js';
import type { CompetencyFilterInput, CompetencyFlagsInput, CompetencyPage, CompetencyView } from './competency.types.js';

const SORTABLE = new Set(['employeeId', 'firstName', 'lastName', 'companyLocationId', ...COMPETENCY_FLAGS]);
const COLUMN: Record<string, string> = {
  employeeId: 'e.id',
  // Bare columns: their collation "de-x-icu" sorts German and case-insensitively (Migration20261127200000).
  firstName: 'e.first_name',
  lastName: 'e.last_name',
  companyLocationId: 'e.company_location_id',
};
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function view(employee: Employee, c: EmployeeCompetency | null): CompetencyView {
  const flags = Object.fromEntries(COMPETENCY_FLAGS.map((f) => [f, c?.[f] ?? false])) as Record<(typeof COMPETENCY_FLAGS)[number], boolean>;
  return {
    id: c?.id ?? null,
    employeeId: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    companyLocationId: employee.companyLocation?.id ?? null,
    companyLocationName: employee.companyLocation?.name ?? null,
    ...flags,
  };
}

export class CompetencyService {
  constructor(private readonly employees: EmployeeService) {}

  async get(em: EntityManager, actor: CurrentUser, employeeId: number): Promise<CompetencyView> {
    if (!policy.canReadCompetencies(actor) && actor.employeeId !== employeeId) throw new ForbiddenError();
    const employee = await this.employees.get(em, actor, employeeId);
    return view(employee, await em.findOne(EmployeeCompetency, { employee }));
  }

  /** Creates or updates the one competency row of an employee (POST and PUT both land here). */
  async save(em: EntityManager, actor: CurrentUser, employeeId: number, flags: CompetencyFlagsInput): Promise<CompetencyView> {
    if (!policy.canEditCompetencies(actor)) throw new ForbiddenError();
    const employee = await this.employees.get(em, actor, employeeId);
    const row = (await em.findOne(EmployeeCompetency, { employee })) ?? em.create(EmployeeCompetency, { employee });
    for (const f of COMPETENCY_FLAGS) if (typeof flags[f] === 'boolean') row[f] = flags[f]!;
    await em.flush();
    return view(employee, row);
  }

  async saveById(em: EntityManager, actor: CurrentUser, competencyId: number, flags: CompetencyFlagsInput): Promise<CompetencyView> {
    const row = await em.findOne(EmployeeCompetency, { id: competencyId });
    if (!row) throw new NotFoundError(msg.entryNotFound);
    return this.save(em, actor, row.employee.id, flags);
  }

  async list(em: EntityManager, actor: CurrentUser, f: CompetencyFilterInput = {}, paging: PageArgs = {}): Promise<CompetencyPage> {
    if (!policy.canReadCompetencies(actor)) throw new ForbiddenError();
    const knex = em.getKnex();
    const q = knex.from({ e: 'employee' }).leftJoin({ c: 'employee_competency' }, 'c.employee_id', 'e.id').leftJoin({ l: 'company_location' }, 'l.id', 'e.company_location_id');
    if (!policy.canSeeInactive(actor)) q.where('e.active', true);
    if (f.employeeId != null) q.where('e.id', f.employeeId);
    if (f.firstName) q.whereILike('e.first_name', `%${f.firstName.replace(/[\\%_]/g, '\\$&')}%`);
    if (f.lastName) q.whereILike('e.last_name', `%${f.lastName.replace(/[\\%_]/g, '\\$&')}%`);
    if (f.companyLocationId != null) q.where('e.company_location_id', f.companyLocationId);
    for (const flag of COMPETENCY_FLAGS) {
      if (typeof f[flag] === 'boolean') q.whereRaw(`coalesce(c.${snake(flag)}, false) = ?`, [f[flag]]);
    }
    const [{ count }] = await q.clone().count<{ count: string }[]>({ count: '*' });
    const totalElements = Number(count);
    const { size, number } = pageWindow(paging, totalElements, 250);
    const [field, dir] = (paging.sort ?? 'lastName').split(',');
    const expr = SORTABLE.has(field) ? (COLUMN[field] ?? `coalesce(c.${snake(field)}, false)`) : COLUMN.lastName;
    const rows = await q
      .select('e.id as employee_id', 'e.first_name', 'e.last_name', 'e.company_location_id', 'l.name as location_name', 'c.id', ...COMPETENCY_FLAGS.map((x) => `c.${snake(x)}`))
      .orderByRaw(`${expr} ${dir === 'desc' ? 'desc' : 'asc'}, e.id asc`)
      .limit(size)
      .offset(number * size);
    const items = rows.map((r: any) => ({
      id: r.id ?? null,
      employeeId: r.employee_id,
      firstName: r.first_name,
      lastName: r.last_name,
      companyLocationId: r.company_location_id ?? null,
      companyLocationName: r.location_name ?? null,
      ...Object.fromEntries(COMPETENCY_FLAGS.map((x) => [x, r[snake(x)] ?? false])),
    })) as CompetencyView[];
    return { items, number, size, totalElements, totalPages: Math.ceil(totalElements / size) };
  }
}
