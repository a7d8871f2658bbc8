import type { Request, Response } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, hal, halList, idParam, int, num, pageOf, pick, q } from '../lib/params.js';
import { sendFile } from '../lib/files.js';

const CHECKLIST = `checklist { id code label done updateTime updateUser } checklistStatus`;
const ORDER_BASE = `id name address zip city positions numberOfPositions orderType validFrom validTo startTime type
  customerId customer { id name customerTypeId } costCenterId costCenter { id name costCenter } teamLeaderId
  teamLeader { id employeeId firstName lastName } employeeCount
  customerCategory { fruitAndVegetables flowers storage targetActualComparison labels drinks }
  fruitAndVegetables flowers storage targetActualComparison labels drinks`;
const ORDER = `${ORDER_BASE} notes ${CHECKLIST}`;
const ASSIGNMENT = `id assignmentType teamLeader employee { id employeeId firstName lastName }`;

const FIELDS = ['name', 'address', 'zip', 'city', 'orderType', 'validFrom', 'validTo', 'startTime', 'notes',
  'fruitAndVegetables', 'flowers', 'storage', 'targetActualComparison', 'labels', 'drinks'] as const;

/** An order body; categories may come nested as customerCategory, customer and cost centre as ids or objects. */
function orderInput(req: Request) {
  const b = body(req);
  const categories = b.customerCategory && typeof b.customerCategory === 'object' ? b.customerCategory : {};
  return {
    ...pick(categories, ['fruitAndVegetables', 'flowers', 'storage', 'targetActualComparison', 'labels', 'drinks']),
    ...pick(b, FIELDS),
    zip: b.zip == null ? b.zip : String(b.zip),
    positions: num(b.positions),
    customerId: num(b.customerId ?? b.customer?.id),
    costCenterId: num(b.costCenterId ?? b.costCenter?.id),
  };
}

const withOrder = (name: string) => (d: any) => d[name];

/** Orders: spec 3 §7 Orders. */
export function orderRoutes(r: RestRouter): void {
  // ---- v1 order screen
  r.get('/orders', {
    document: `query($term: String) { orders(filter: { term: $term }, size: 50) { items { id name orderType city validFrom validTo } } }`,
    variables: (req) => ({ term: q(req, 'term') ?? null }),
    map: (d) => d.orders.items,
  });
  r.get('/orders/:id', { document: `query($id: Int!) { order(id: $id) { ${ORDER} } }`, variables: (req) => ({ id: idParam(req) }), map: withOrder('order') });
  r.post('/orders', {
    document: `mutation($input: OrderInput!) { createOrder(input: $input) { ${ORDER} } }`,
    // sendMail only on create: the customer is sent the confirmation link (default false).
    variables: (req) => ({ input: { ...orderInput(req), sendMail: body(req).sendMail ?? null } }),
    map: (d, _req, res) => {
      created(res, `/api/orders/${d.createOrder.id}`);
      return d.createOrder;
    },
    status: 201,
  });
  r.put('/orders/:id', {
    document: `mutation($id: Int!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { ${ORDER} } }`,
    variables: (req) => ({ id: idParam(req), input: orderInput(req) }),
    map: withOrder('updateOrder'),
  });

  // ---- v2
  r.get('/v2/orders', {
    document: `query($filter: OrderFilterInput, $page: Int, $size: Int, $sort: String, $notes: Boolean!, $checklist: Boolean!) {
      orders(filter: $filter, page: $page, size: $size, sort: $sort) {
        items { ${ORDER_BASE} notes @include(if: $notes) checklist @include(if: $checklist) { id code label done updateTime updateUser } checklistStatus @include(if: $checklist) }
        number size totalElements totalPages } }`,
    variables: (req) => {
      const include = (q(req, 'include') ?? '').split(',');
      return {
        ...pageOf(req),
        notes: include.includes('notes'),
        checklist: include.includes('checklist'),
        filter: { from: q(req, 'from'), to: q(req, 'to'), orderType: q(req, 'orderType'), term: q(req, 'term'), customerId: int(q(req, 'customerId')) },
      };
    },
    map: (d) => hal('orders', d.orders),
  });
  r.get('/v2/orders/export', {
    document: `query($from: String!, $to: String!, $orderType: OrderType) { ordersExport(from: $from, to: $to, orderType: $orderType) { fileName contentType contentBase64 } }`,
    variables: (req) => ({ from: q(req, 'from') ?? '', to: q(req, 'to') ?? '', orderType: q(req, 'orderType') ?? null }),
    map: (d, _req, res: Response) => sendFile(res, d.ordersExport),
  });
  r.get('/v2/orders/:id', { document: `query($id: Int!) { order(id: $id) { ${ORDER} } }`, variables: (req) => ({ id: idParam(req) }), map: withOrder('order') });
  r.patch('/v2/orders/:id', {
    document: `mutation($id: Int!, $input: OrderPatchInput!) { patchOrder(id: $id, input: $input) { ${ORDER} } }`,
    variables: (req) => {
      const b = body(req);
      return { id: idParam(req), input: { ...pick(b, ['notes']), ...('costCenterId' in b ? { costCenterId: num(b.costCenterId) } : {}), ...('teamLeaderId' in b ? { teamLeaderId: num(b.teamLeaderId) } : {}) } };
    },
    map: withOrder('patchOrder'),
  });
  r.delete('/v2/orders/:id', { document: `mutation($id: Int!) { deleteOrder(id: $id) }`, variables: (req) => ({ id: idParam(req) }), map: () => undefined, status: 204 });

  // ---- assignments, team leader, customer
  r.get('/v2/orders/:id/assignments', {
    document: `query($id: Int!) { orderAssignments(orderId: $id) { ${ASSIGNMENT} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => halList('assignments', d.orderAssignments),
  });
  r.post('/orders/:id/assignEmployee', {
    document: `mutation($id: Int!, $employeeId: Int, $type: AssignmentType) { assignEmployee(orderId: $id, employeeId: $employeeId, assignmentType: $type) { ${ASSIGNMENT} warnings { employeeId rule severity message } } }`,
    variables: (req) => {
      const b = body(req);
      return { id: idParam(req), employeeId: num(b.id ?? b.employeeId), type: b.assignmentType ?? null };
    },
    // The list as ever, and beside it what assigning this employee causes under the compliance rules.
    map: (d, req) => {
      const assigned = num(body(req).id ?? body(req).employeeId);
      const list = d.assignEmployee as { employee: { id: number }; warnings: unknown[] }[];
      return {
        ...halList('assignments', list.map(({ warnings: _w, ...a }) => a)),
        warnings: list.find((a) => a.employee.id === assigned)?.warnings ?? [],
      };
    },
  });
  r.post('/orders/:id/unassignEmployee/:employeeId', {
    document: `mutation($id: Int!, $employeeId: Int!) { unassignEmployee(orderId: $id, employeeId: $employeeId) { ${ASSIGNMENT} } }`,
    variables: (req) => ({ id: idParam(req), employeeId: idParam(req, 'employeeId') }),
    map: (d) => halList('assignments', d.unassignEmployee),
  });
  r.post('/orders/:id/assignTeamLeader/:employeeId', {
    document: `mutation($id: Int!, $employeeId: Int!) { assignTeamLeader(orderId: $id, employeeId: $employeeId) { ${ORDER} } }`,
    variables: (req) => ({ id: idParam(req), employeeId: idParam(req, 'employeeId') }),
    map: withOrder('assignTeamLeader'),
  });
  r.post('/orders/:id/assignCustomer', {
    document: `mutation($id: Int!, $customerId: Int) { assignCustomer(orderId: $id, customerId: $customerId) { ${ORDER} } }`,
    variables: (req) => ({ id: idParam(req), customerId: num(body(req).id ?? body(req).customerId) }),
    map: withOrder('assignCustomer'),
  });
  r.post('/orders/:id/unassignCustomer/:customerId', {
    document: `mutation($id: Int!, $customerId: Int!) { unassignCustomer(orderId: $id, customerId: $customerId) { ${ORDER} } }`,
    variables: (req) => ({ id: idParam(req), customerId: idParam(req, 'customerId') }),
    map: withOrder('unassignCustomer'),
  });
  r.get('/orders/:id/findEmployee', {
    document: `query($id: Int!, $term: String!, $type: AssignmentType) { orderFindEmployee(orderId: $id, term: $term, assignmentType: $type) { id employeeId firstName lastName } }`,
    variables: (req) => ({ id: idParam(req), term: q(req, 'term') ?? '', type: q(req, 'assignmentType') ?? null }),
    map: (d) => d.orderFindEmployee,
  });

  // ---- history and cost centres
  r.get('/order-history/:orderId', {
    document: `query($id: Int!, $page: Int, $size: Int) { orderHistory(orderId: $id, page: $page, size: $size) {
      items { id date userName action changes employee { id employeeId firstName lastName } } number size totalElements totalPages } }`,
    variables: (req) => ({ id: idParam(req, 'orderId'), page: int(q(req, 'page')), size: int(q(req, 'size')) }),
    map: (d) => hal('orderHistory', d.orderHistory),
  });
  r.get('/v1/cost-centers', { document: `{ costCenters { id name costCenter } }`, map: (d) => halList('costCenters', d.costCenters) });
}
