import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, halList, idParam, num, q } from '../lib/params.js';

const WORKLOG = `id date start end worklogType comment open orderId order { id name } employeeId employee { id employeeId firstName lastName }
  insertUser insertTime updateUser updateTime`;
const PERDIEM = `id date catering misc breakfast total order { id name } employee { id employeeId firstName lastName }`;

const worklogInput = (req: Request, withKeys: boolean) => {
  const b = body(req);
  return {
    start: b.start, end: b.end, worklogType: b.worklogType, comment: b.comment,
    ...(withKeys ? { date: b.date, orderId: num(b.orderId ?? b.order?.id), employeeId: num(b.employeeId ?? b.employee?.id) } : {}),
    // The end on the next day: on create the night is saved as two entries (the answer is the first);
    // on update it is passed on to be refused like on GraphQL.
    ...(b.endsNextDay !== undefined ? { endsNextDay: b.endsNextDay } : {}),
  };
};
const perDiemInput = (b: Record<string, any>, orderId?: number) => ({
  orderId: orderId ?? num(b.orderId ?? b.order?.id), date: b.date, catering: num(b.catering), misc: num(b.misc), breakfast: b.breakfast,
});

/** Worklogs, accounting and per diems: spec 1 §7 Worklogs and accounting, Per diems; spec 3 order tabs. */
export function worklogRoutes(r: RestRouter): void {
  r.get('/worklogs/:id', { document: `query($id: Int!) { worklog(id: $id) { ${WORKLOG} } }`, variables: (req) => ({ id: idParam(req) }), map: (d) => d.worklog });
  r.post('/worklogs', {
    document: `mutation($input: WorklogInput!) { createWorklog(input: $input) { ${WORKLOG} } }`,
    variables: (req) => ({ input: worklogInput(req, true) }),
    map: (d, _req, res) => {
      res.setHeader('Location', `/api/worklogs/${d.createWorklog.id}`);
      return d.createWorklog;
    },
    status: 201,
  });
  r.put('/worklogs/:id', {
    document: `mutation($id: Int!, $input: WorklogInput!) { updateWorklog(id: $id, input: $input) { ${WORKLOG} } }`,
    variables: (req) => ({ id: idParam(req), input: worklogInput(req, false) }),
    map: (d) => d.updateWorklog,
  });
  r.delete('/worklogs/:id', { document: `mutation($id: Int!) { deleteWorklog(id: $id) }`, variables: (req) => ({ id: idParam(req) }), map: () => undefined, status: 204 });

  r.get('/accounting/worklog/availableOrders', {
    document: `query($date: String!) { availableOrders(date: $date) { id name orderType validFrom validTo city } }`,
    variables: (req) => ({ date: q(req, 'date') ?? '' }),
    map: (d) => d.availableOrders,
  });
  r.get('/accounting/employees', {
    document: `query($ym: String) { accountingEmployees(yearMonth: $ym) {
      employee { id employeeId firstName lastName } wage { wageType wage } minutes { minutesWork minutesTravel minutesPassenger } employmentType } }`,
    variables: (req) => ({ ym: q(req, 'yearMonth') ?? null }),
    map: (d) => halList('employees', d.accountingEmployees),
  });
  r.get('/accounting/worklog/employees', {
    document: `query($term: String!) { employeeLookup(term: $term) { id employeeId firstName lastName fullName active } }`,
    variables: (req) => ({ term: q(req, 'term') ?? '' }),
    map: (d) => d.employeeLookup,
  });

  r.get('/v2/employees/:id/worklogs', {
    document: `query($id: Int!, $ym: String) { employeeWorklogs(employeeId: $id, yearMonth: $ym) { ${WORKLOG} } }`,
    variables: (req) => ({ id: idParam(req), ym: q(req, 'yearMonth') ?? null }),
    map: (d) => halList('worklogs', d.employeeWorklogs),
  });
  r.get('/v2/orders/:id/worklogs', {
    document: `query($id: Int!, $ym: String) { orderWorklogs(orderId: $id, yearMonth: $ym) { ${WORKLOG} } }`,
    variables: (req) => ({ id: idParam(req), ym: q(req, 'yearMonth') ?? null }),
    map: (d) => halList('worklogs', d.orderWorklogs),
  });
  r.get('/v2/employees/:id/perdiems', {
    document: `query($id: Int!, $ym: String) { employeePerDiems(employeeId: $id, yearMonth: $ym) { ${PERDIEM} } }`,
    variables: (req) => ({ id: idParam(req), ym: q(req, 'yearMonth') ?? null }),
    map: (d) => halList('perdiems', d.employeePerDiems),
  });
  // Per-diem date entries: [{date, employees: [{employee, perDiem, timeSpent}]}] (spec 3 §3).
  r.get('/orders/:id/perdiems', {
    document: `query($id: Int!, $ym: String) { orderPerDiemDays(orderId: $id, yearMonth: $ym) {
      date employees { employee { id employeeId firstName lastName } perDiem { id date catering misc breakfast total order { id name } }
      timeSpent { minutesWork minutesTravel minutesPassenger } } } }`,
    variables: (req) => ({ id: idParam(req), ym: q(req, 'yearMonth') ?? null }),
    map: (d) => d.orderPerDiemDays,
  });
  r.get('/orders/:id/perdiems/recent', {
    document: `query($id: Int!) { recentOrderPerDiems(orderId: $id) { ${PERDIEM} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => halList('perdiems', d.recentOrderPerDiems),
  });

  // The clocking history entry of spec 3 §3: worklogId, employeeName, worklogType, orderName, start,
  // end, active, creationDate, createdBy, updateDate, updatedBy.
  const history = {
    document: `query($e: Int!, $date: String!, $o: Int) { clockingHistory(employeeId: $e, date: $date, orderId: $o) {
      id worklogType start end open insertUser insertTime updateUser updateTime order { name } employee { firstName lastName } } }`,
    variables: (req: Request) => ({ e: idParam(req, 'employeeId'), date: req.params.date, o: req.params.orderId === undefined ? null : idParam(req, 'orderId') }),
    map: (d: any) =>
      d.clockingHistory.map((w: any) => ({
        worklogId: w.id,
        employeeName: `${w.employee.firstName} ${w.employee.lastName}`,
        worklogType: w.worklogType,
        orderName: w.order.name,
        start: w.start,
        end: w.end,
        active: w.open,
        creationDate: w.insertTime,
        createdBy: w.insertUser,
        updateDate: w.updateTime,
        updatedBy: w.updateUser,
      })),
  };
  r.get('/clockingHistory/:employeeId/:date', history);
  r.get('/clockingHistory/:employeeId/:date/:orderId', history);

  // The company's per-diem choices and breakfast deduction (the product's extension beyond the spec's paths).
  const PER_DIEM_SETTINGS = 'cateringChoices miscChoices breakfastDeduction';
  r.get('/perdiems/settings', {
    document: `query { perDiemSettings { ${PER_DIEM_SETTINGS} } }`,
    map: (d) => d.perDiemSettings,
  });
  r.put('/perdiems/settings', {
    document: `mutation($input: PerDiemSettingsInput!) { updatePerDiemSettings(input: $input) { ${PER_DIEM_SETTINGS} } }`,
    variables: (req) => {
      const b = body(req);
      // Not a number where one belongs: -1, which the service refuses with its 422 on the field's path.
      const choices = (v: unknown) => (v == null ? v : Array.isArray(v) ? v.map((x) => (typeof x === 'number' && Number.isInteger(x) ? x : -1)) : [-1]);
      const amount = (v: unknown) => (v == null ? v : typeof v === 'number' && Number.isFinite(v) ? v : -1);
      return { input: { cateringChoices: choices(b.cateringChoices), miscChoices: choices(b.miscChoices), breakfastDeduction: amount(b.breakfastDeduction) } };
    },
    map: (d) => d.updatePerDiemSettings,
  });
  r.put('/perdiems/employee/:employeeId', {
    document: `mutation($ids: [Int!]!, $input: PerDiemInput!) { setPerDiems(employeeIds: $ids, input: $input) { ${PERDIEM} } }`,
    variables: (req) => ({ ids: [idParam(req, 'employeeId')], input: perDiemInput(body(req)) }),
    map: (d) => d.setPerDiems[0],
  });
  r.put('/perdiems/order/:orderId', {
    document: `mutation($ids: [Int!]!, $input: PerDiemInput!) { setPerDiems(employeeIds: $ids, input: $input) { ${PERDIEM} } }`,
    variables: (req) => {
      const b = body(req);
      const ids = Array.isArray(b.employees) ? b.employees.map((e: any) => Number(typeof e === 'object' ? (e?.employeeId ?? e?.id) : e)).filter(Number.isInteger) : [];
      return { ids, input: perDiemInput(b, idParam(req, 'orderId')) };
    },
    map: (d) => halList('perdiems', d.setPerDiems),
  });
}

