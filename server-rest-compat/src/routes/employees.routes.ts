import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, hal, halList, idParam, int, num, pageOf, pick, q } from '../lib/params.js';
import { sendFile } from '../lib/files.js';

const WAGE = `id wage wageType validFrom validTo targetHours version warning`;
const EMPLOYMENT = `id employmentType validFrom validTo version`;
const EMPLOYEE = `id employeeId firstName lastName birthdate email operatorNumber companyLocation { id name street zip city }
  teamleadSince manager firstAidCourseDate firstAidValidUntil contractExpiryDate active temporary export
  inventoryBonusEligible isInventoryBonusEligibleSince registrationUuid username shortTermDaysElsewhere
  wages { ${WAGE} } employments { ${EMPLOYMENT} } currentWage { ${WAGE} } currentEmployment { ${EMPLOYMENT} }`;
const ROW = `id employeeId firstName lastName fullName wageType wage employmentType active contractExpiryDate operatorNumber`;
const COMPETENCY = `id employeeId firstName lastName companyLocationId companyLocationName allrounder quickCounter fruitAndVegetables
  checkout flowers storage storageManagement weigh reuse check targetActualComparison`;

const EMPLOYEE_FIELDS = [
  'employeeId', 'firstName', 'lastName', 'birthdate', 'email', 'contractExpiryDate', 'export', 'active', 'temporary',
  'operatorNumber', 'teamleadSince', 'manager', 'firstAidCourseDate', 'firstAidValidUntil', 'inventoryBonusEligible',
  'isInventoryBonusEligibleSince', 'registrationUuid', 'username', 'shortTermDaysElsewhere',
] as const;

/** Personal fields of a REST body; companyLocation may be an id or {id}. */
function employeeFields(b: Record<string, any>) {
  const fields: Record<string, unknown> = pick(b, EMPLOYEE_FIELDS);
  for (const k of ['employeeId', 'operatorNumber', 'shortTermDaysElsewhere'] as const) if (k in fields) fields[k] = num(fields[k]);
  if ('companyLocation' in b || 'companyLocationId' in b) {
    const loc = b.companyLocation ?? b.companyLocationId;
    fields.companyLocationId = loc === null || loc === undefined || loc === '' ? null : num(typeof loc === 'object' ? loc.id : loc);
  }
  return fields;
}
const wageFields = (b: Record<string, any>) => ({ ...pick(b, ['wageType', 'validFrom', 'version']), ...('wage' in b ? { wage: num(b.wage) } : {}), ...('targetHours' in b ? { targetHours: num(b.targetHours) } : {}) });
const employmentFields = (b: Record<string, any>) => pick(b, ['employmentType', 'validFrom', 'validTo', 'version']);

/** Employees: spec 1 §7. An employee's id is its personnel number everywhere. */
export function employeeRoutes(r: RestRouter): void {
  r.get('/v2/employees', {
    document: `query($filter: EmployeeFilterInput, $page: Int, $size: Int, $sort: String, $term: String!, $lookup: Boolean!) {
      employees(filter: $filter, page: $page, size: $size, sort: $sort) @skip(if: $lookup) { items { ${ROW} } number size totalElements totalPages }
      employeeLookup(term: $term, size: $size) @include(if: $lookup) { id employeeId firstName lastName fullName active }
    }`,
    variables: (req) => {
      const lookup = q(req, 'projection') === 'LOOKUP';
      return {
        lookup,
        term: q(req, 'term') ?? q(req, 'search') ?? '',
        ...pageOf(req),
        filter: {
          employeeId: int(q(req, 'employeeId')),
          firstName: q(req, 'firstName'),
          lastName: q(req, 'lastName'),
          employmentType: q(req, 'employmentType'),
          wage: int(q(req, 'wage')),
          wageType: q(req, 'wageType'),
          search: q(req, 'search') ?? q(req, 'term'),
          status: q(req, 'status'),
          operatorNumber: int(q(req, 'operatorNumber')),
        },
      };
    },
    map: (d) =>
      d.employeeLookup
        ? halList('employees', d.employeeLookup)
        : hal('employees', d.employees),
  });

  r.get('/employees/search', {
    document: `query($term: String!) { employeeLookup(term: $term) { id employeeId firstName lastName fullName active } }`,
    variables: (req) => ({ term: q(req, 'term') ?? '' }),
    map: (d) => d.employeeLookup,
  });

  r.get('/employees/default', {
    document: `query($uuid: String) { employeeDefaults(registrationUuid: $uuid) {
      employeeId firstName lastName birthdate email export inventoryBonusEligible wageValidFrom employmentValidFrom wageType employmentType registrationUuid shortTermDaysElsewhere } }`,
    variables: (req) => ({ uuid: q(req, 'registrationUuid') ?? null }),
    map: (d) => d.employeeDefaults,
  });

  for (const path of ['/employees/:id', '/v2/employees/:id']) {
    r.get(path, { document: `query($id: Int!) { employee(id: $id) { ${EMPLOYEE} } }`, variables: (req) => ({ id: idParam(req) }), map: (d) => d.employee });
  }

  r.get('/employees/:id/summary', {
    document: `query($id: Int!) { employeeSummary(id: $id) { ${ROW} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.employeeSummary,
  });

  r.post('/employees', {
    document: `mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE} } }`,
    variables: (req) => {
      const b = body(req);
      return { input: { employee: employeeFields(b), wage: wageFields(b.wage ?? {}), employment: employmentFields(b.employment ?? {}) } };
    },
    map: (d, _req, res) => {
      created(res, `/api/employees/${d.createEmployee.id}`);
      return d.createEmployee;
    },
    status: 201,
  });

  r.post('/employees/:id/welcome', {
    document: `mutation($id: Int!) { issueWelcomeLetter(id: $id) { fileName contentType contentBase64 } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d, _req, res) => sendFile(res, d.issueWelcomeLetter),
  });

  const update = (replace: boolean) => ({
    document: `mutation($id: Int!, $input: EmployeeFieldsInput!, $replace: Boolean!) { updateEmployee(id: $id, input: $input, replace: $replace) { ${EMPLOYEE} } }`,
    variables: (req: Request) => ({ id: idParam(req), input: employeeFields(body(req)), replace }),
    map: (d: any) => d.updateEmployee,
  });
  r.put('/employees/:id', update(true));
  r.patch('/employees/:id', update(false));

  r.post('/v2/employees/:id/reactivate', {
    document: `mutation($id: Int!, $input: ReactivateEmployeeInput!) { reactivateEmployee(id: $id, input: $input) { ${EMPLOYEE} } }`,
    variables: (req) => {
      const b = body(req);
      return {
        id: idParam(req),
        input: { ...wageFields(b), validFrom: b.validFrom ?? b.start ?? b.startDate, contractExpiryDate: b.contractExpiryDate },
      };
    },
    map: (d) => d.reactivateEmployee,
  });

  // ---- wage history
  r.get('/employees/:id/wages', {
    document: `query($id: Int!) { employee(id: $id) { wages { ${WAGE} } } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.employee.wages,
  });
  r.post('/employees/:id/wages', {
    document: `mutation($id: Int!, $input: WageInput!) { addWage(employeeId: $id, input: $input) { ${WAGE} } }`,
    variables: (req) => ({ id: idParam(req), input: wageFields(body(req)) }),
    map: (d, req, res) => {
      created(res, `/api/employees/${req.params.id}/wages/${d.addWage.id}`);
      return d.addWage;
    },
    status: 201,
  });
  r.patch('/employees/:id/wages/:wageId', {
    document: `mutation($id: Int!, $wageId: Int!, $input: WageInput!) { updateWage(employeeId: $id, wageId: $wageId, input: $input) { ${WAGE} } }`,
    variables: (req) => ({ id: idParam(req), wageId: idParam(req, 'wageId'), input: wageFields(body(req)) }),
    map: (d) => d.updateWage,
  });
  r.delete('/employees/:id/wages/:wageId', {
    document: `mutation($id: Int!, $wageId: Int!) { deleteWage(employeeId: $id, wageId: $wageId) }`,
    variables: (req) => ({ id: idParam(req), wageId: idParam(req, 'wageId') }),
    map: () => undefined,
    status: 204,
  });

  // ---- employment history
  r.post('/employees/:id/employments', {
    document: `mutation($id: Int!, $input: EmploymentInput!) { addEmployment(employeeId: $id, input: $input) { ${EMPLOYMENT} } }`,
    variables: (req) => ({ id: idParam(req), input: employmentFields(body(req)) }),
    map: (d, req, res) => {
      created(res, `/api/employees/${req.params.id}/employments/${d.addEmployment.id}`);
      return d.addEmployment;
    },
    status: 201,
  });
  r.patch('/employees/:id/employments/:employmentId', {
    document: `mutation($id: Int!, $eid: Int!, $input: EmploymentInput!) { updateEmployment(employeeId: $id, employmentId: $eid, input: $input) { ${EMPLOYMENT} } }`,
    variables: (req) => ({ id: idParam(req), eid: idParam(req, 'employmentId'), input: employmentFields(body(req)) }),
    map: (d) => d.updateEmployment,
  });
  r.delete('/employees/:id/employments/:employmentId', {
    document: `mutation($id: Int!, $eid: Int!) { deleteEmployment(employeeId: $id, employmentId: $eid) }`,
    variables: (req) => ({ id: idParam(req), eid: idParam(req, 'employmentId') }),
    map: () => undefined,
    status: 204,
  });

  // ---- competencies
  const flags = (req: Request) => pick(body(req), ['allrounder', 'quickCounter', 'fruitAndVegetables', 'checkout', 'flowers', 'storage', 'storageManagement', 'weigh', 'reuse', 'check', 'targetActualComparison']);
  r.get('/v2/employees/:id/competencies', {
    document: `query($id: Int!) { employeeCompetency(employeeId: $id) { ${COMPETENCY} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.employeeCompetency,
  });
  const saveForEmployee = {
    document: `mutation($id: Int!, $input: CompetencyFlagsInput!) { saveEmployeeCompetency(employeeId: $id, input: $input) { ${COMPETENCY} } }`,
    variables: (req: Request) => ({ id: idParam(req, 'employeeId' in req.params ? 'employeeId' : 'id'), input: flags(req) }),
    map: (d: any) => d.saveEmployeeCompetency,
  };
  r.post('/v2/employees/:id/competencies', saveForEmployee);
  r.post('/employee-competencies/:employeeId', saveForEmployee);
  const saveById = {
    document: `mutation($cid: Int!, $input: CompetencyFlagsInput!) { updateEmployeeCompetency(id: $cid, input: $input) { ${COMPETENCY} } }`,
    variables: (req: Request) => ({ cid: idParam(req, 'competencyId' in req.params ? 'competencyId' : 'id'), input: flags(req) }),
    map: (d: any) => d.updateEmployeeCompetency,
  };
  r.put('/v2/employees/:id/competencies/:competencyId', saveById);
  r.put('/employee-competencies/:id', saveById);
  r.get('/employee-competencies', {
    document: `query($filter: CompetencyFilterInput, $page: Int, $size: Int, $sort: String) {
      employeeCompetencies(filter: $filter, page: $page, size: $size, sort: $sort) { items { ${COMPETENCY} } number size totalElements totalPages } }`,
    variables: (req) => {
      const filter: Record<string, unknown> = {
        employeeId: int(q(req, 'employeeId')),
        firstName: q(req, 'firstName'),
        lastName: q(req, 'lastName'),
        companyLocationId: int(q(req, 'companyLocationId')),
      };
      for (const f of ['allrounder', 'quickCounter', 'fruitAndVegetables', 'checkout', 'flowers', 'storage', 'storageManagement', 'weigh', 'reuse', 'check', 'targetActualComparison']) {
        const v = q(req, f);
        if (v === 'true' || v === 'false') filter[f] = v === 'true';
      }
      return { filter, ...pageOf(req) };
    },
    map: (d) => hal('employeeCompetencies', d.employeeCompetencies),
  });
}
