import type { Request, Response } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, halList, idParam, num, q } from '../lib/params.js';

const CHECKLIST_ITEM = `id code label done updateTime updateUser`;
const TIMECLOCK_ORDER = `id name orderType type validFrom validTo startTime address zip city customerId customer { id name }
  checklist { ${CHECKLIST_ITEM} } checklistStatus`;
const WORKLOG = `id date worklogType start end open comment orderId order { id name } insertTime insertUser updateTime updateUser`;
const EMPLOYEE = `id employeeId firstName lastName fullName operatorNumber operatorId numberOfPositions status statusMessage
  assigned assignmentType teamLeader worklogs { ${WORKLOG} }`;
const OPERATOR = `id orderId operatorNumber numberOfPositions employeeId employee { id employeeId firstName lastName }`;
const OPERATOR_WORKLOG = `id date start end worklogType comment open orderId order { id name } employeeId employee { id employeeId firstName lastName }
  insertUser insertTime updateUser updateTime`;

/** A GraphQL DateTimeISO as it goes out: the resolver's Date or the executed document's string. */
const iso = (t: Date | string | null | undefined) => (t instanceof Date ? t.toISOString() : t ?? null);

/**
 * The timeclock worklog of spec 2 §3: order.id, worklogType, start, end, open, creationDate, createdBy,
 * updateDate, updatedBy. From the executed document (WORKLOG) or from the service's row alike.
 */
const worklog = (w: any) => ({
  id: w.id,
  date: w.date,
  order: w.order,
  worklogType: w.worklogType,
  start: w.start,
  end: w.end,
  open: w.open,
  comment: w.comment,
  creationDate: iso(w.insertTime),
  createdBy: w.insertUser,
  updateDate: iso(w.updateTime),
  updatedBy: w.updateUser,
});
/**
 * The timeclock employee (the fields of EMPLOYEE, in its order), from the executed document or from
 * the service's TimeclockEmployee alike: the one mapping of both the GraphQL and the direct answer.
 */
const employee = (e: any) => ({
  id: e.id,
  employeeId: e.employeeId,
  firstName: e.firstName,
  lastName: e.lastName,
  fullName: e.fullName,
  operatorNumber: e.operatorNumber,
  operatorId: e.operatorId,
  numberOfPositions: e.numberOfPositions,
  status: e.status,
  statusMessage: e.statusMessage,
  assigned: e.assigned,
  assignmentType: e.assignmentType,
  teamLeader: e.teamLeader,
  worklogs: e.worklogs.map(worklog),
});

/** A checklist body: the documented list of items, or an object carrying it. */
function checklistItems(req: Request) {
  const b = req.body;
  const list = Array.isArray(b) ? b : Array.isArray(b?.checklist) ? b.checklist : Array.isArray(b?.items) ? b.items : [];
  return list.map((i: any) => ({ id: num(i?.id) ?? null, code: num(i?.code) ?? null, done: typeof i?.done === 'boolean' ? i.done : null }));
}

/** Timeclock, checklist, operators and time controlling: spec 2 §7 Timeclock / Orders and operators, spec 3 §7. */
export function timeclockRoutes(r: RestRouter): void {
  r.get('/timeclock', {
    document: `query($date: String) { timeclockOrders(date: $date) { ${TIMECLOCK_ORDER} } }`,
    variables: (req) => ({ date: q(req, 'date') ?? null }),
    map: (d) => d.timeclockOrders,
  });
  // The crew (every employee with the day's worklogs) is mapped from the service's objects (`root`):
  // GraphQL walking ~50 employees × their worklogs field by field was most of the answer's cost. The
  // web app's query selects the same fields through GraphQL; a contract test holds both equal.
  r.get('/timeclock/:orderId', {
    document: `query($id: Int!, $date: String) { timeclockOrder(orderId: $id, date: $date) { date totalWorkMinutes order { ${TIMECLOCK_ORDER} } } }`,
    variables: (req) => ({ id: idParam(req, 'orderId'), date: q(req, 'date') ?? null }),
    root: true,
    map: (d, _req, _res, view) => ({ ...d.timeclockOrder, employees: view.employees.map(employee) }),
  });
  r.get('/timeclock/:orderId/employees', {
    document: `query($id: Int!, $term: String!, $date: String) { timeclockEmployeeSearch(orderId: $id, term: $term, date: $date) { ${EMPLOYEE} } }`,
    variables: (req) => ({ id: idParam(req, 'orderId'), term: q(req, 'term') ?? '', date: q(req, 'date') ?? null }),
    map: (d) => d.timeclockEmployeeSearch.map(employee),
  });
  r.post('/timeclock/:orderId/clock', {
    document: `mutation($input: ClockInput!) { clockEmployees(input: $input) {
      success message totalWorkMinutes validationErrors { path message } actions { clientId employeeId accepted message replay } warnings { employeeId rule severity message } } }`,
    root: true,
    variables: (req) => {
      const b = body(req);
      const employees = Array.isArray(b.employees)
        ? b.employees.map((e: any) => ({
            employeeId: num(e?.employeeId ?? e?.id) ?? null,
            worklogType: e?.worklogType || null,
            clockingAction: e?.clockingAction || null,
            // Offline clocking (README "Offline clocking: clientId"): any non-string is refused by the service as 'Ungültige Client-ID.'.
            clientId: e?.clientId == null ? null : String(e.clientId),
          }))
        : null;
      return { input: { orderId: idParam(req, 'orderId'), date: b.date ?? null, time: b.time ?? null, employees } };
    },
    // Partial success is 422 with the updated employee list beside the per-employee errors (spec 2 §7, §8).
    map: (d, _req, res: Response, result) => {
      const { success, message, totalWorkMinutes, validationErrors, actions, warnings } = d.clockEmployees;
      const answer = { message, totalWorkMinutes, employees: result.employees.map(employee), actions, warnings };
      if (success) return answer;
      res.status(422).json({ ...answer, validationErrors });
      return undefined;
    },
  });

  r.post('/orders/:id/checklist', {
    document: `mutation($id: Int!, $items: [ChecklistItemInput!]!) { updateChecklist(orderId: $id, items: $items) { ${CHECKLIST_ITEM} } }`,
    variables: (req) => ({ id: idParam(req), items: checklistItems(req) }),
    map: (d) => d.updateChecklist,
  });

  r.get('/v2/orders/:id/operators', {
    document: `query($id: Int!) { orderOperators(orderId: $id) { ${OPERATOR} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => halList('operators', d.orderOperators),
  });
  r.get('/v2/orders/:id/operators/worklogs', {
    document: `query($id: Int!) { orderOperatorWorklogs(orderId: $id) { ${OPERATOR_WORKLOG} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => halList('worklogs', d.orderOperatorWorklogs),
  });
  r.post('/v2/orders/:id/operators', {
    document: `mutation($id: Int!, $input: OrderOperatorInput!) { createOrderOperator(orderId: $id, input: $input) { ${OPERATOR} } }`,
    variables: (req) => {
      const b = body(req);
      return { id: idParam(req), input: { employeeId: num(b.employeeId ?? b.employee?.employeeId ?? b.employee?.id), operatorNumber: num(b.operatorNumber), numberOfPositions: num(b.numberOfPositions) } };
    },
    map: (d, req, res) => {
      created(res, `/api/v2/orders/${idParam(req)}/operators/${d.createOrderOperator.id}`);
      return d.createOrderOperator;
    },
    status: 201,
  });
  r.put('/v2/orders/:id/operators/:operatorId', {
    document: `mutation($id: Int!, $operatorId: Int!, $input: OrderOperatorInput!) { updateOrderOperator(orderId: $id, operatorId: $operatorId, input: $input) { ${OPERATOR} } }`,
    variables: (req) => {
      const b = body(req);
      return {
        id: idParam(req),
        operatorId: idParam(req, 'operatorId'),
        input: {
          operatorNumber: num(b.operatorNumber),
          numberOfPositions: num(b.numberOfPositions),
          ...(b.employeeId !== undefined || b.employee !== undefined ? { employeeId: num(b.employeeId ?? b.employee?.employeeId ?? b.employee?.id) } : {}),
        },
      };
    },
    map: (d) => d.updateOrderOperator,
  });
  r.delete('/v2/orders/:id/operators/:operatorId', {
    document: `mutation($id: Int!, $operatorId: Int!) { deleteOrderOperator(orderId: $id, operatorId: $operatorId) }`,
    variables: (req) => ({ id: idParam(req), operatorId: idParam(req, 'operatorId') }),
    map: () => undefined,
    status: 204,
  });

  r.get('/timecontrolling/clocked-in', {
    document: `{ timeControllingClockedIn { worklogId employeeId firstName lastName orderId orderName date worklogType time clockInUsername clockInTime } }`,
    map: (d) => d.timeControllingClockedIn,
  });
  r.get('/timecontrolling/without-teamlead', {
    document: `query($from: String, $to: String) { timeControllingWithoutTeamLeader(from: $from, to: $to) {
      orderId date orderName address zip city start end teamLeader { id employeeId firstName lastName } } }`,
    variables: (req) => ({ from: q(req, 'from') ?? null, to: q(req, 'to') ?? null }),
    map: (d) => d.timeControllingWithoutTeamLeader,
  });
}
