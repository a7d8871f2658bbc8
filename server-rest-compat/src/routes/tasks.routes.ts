import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, idParam, num, pick, q } from '../lib/params.js';
import { readMultipart } from '../lib/multipart.js';

/** Largest task CSV (2 MB) plus one byte, so an over-long file is recognised, not silently cut. */
const MAX_TASK_CSV_PARSE = 2 * 1024 * 1024 + 1;

const TASK = `id orderId orderName date label positions employeeId employeeName priority completed completedDate importId`;
const IMPORT = `id orderId orderName date fileName employeeId employeeName createdAt taskCount completedCount tasks { ${TASK} }`;
const PERFORMANCE = `employeeId employeeName yearMonth workingMinutes positions positionsPerHour
  rows { date orderId name workingMinutes positions positionsPerHour workingMinutesTotal positionsTotal positionsPerHourTotal }`;
const DAILY = `date firstClockInTime minutesToday avgPosPerHourPast positionsDone positionsLeft timeLeftMinutes
  employees { employeeId employeeName firstClockInTime minutesToday avgPosPerHourPast }`;

/** The writable fields of a task; anything else in a body (id, orderName, completedDate …) is ignored. */
const WRITABLE = ['orderId', 'date', 'label', 'positions', 'employeeId', 'priority'] as const;

function taskInput(req: Request, withCompleted: boolean) {
  const b = pick(body(req), withCompleted ? [...WRITABLE, 'completed'] : WRITABLE);
  for (const k of ['orderId', 'positions', 'employeeId', 'priority']) if (k in b) b[k] = num(b[k]);
  return b;
}

/** A comma list of ids ("1,2"); a part that is no number stays text (422 on that parameter). */
const idList = (v: string | undefined) => (v === undefined ? undefined : v.split(',').filter((s) => s.trim() !== '').map((s) => num(s.trim())));

/** Inventory tasks, CSV import, counting performance, daily statistic (spec 3 §7 "Inventories"). */
export function taskRoutes(r: RestRouter): void {
  r.get('/order-task/import', {
    document: `query($orderId: Int, $size: Int, $sort: String) { orderTaskImports(orderId: $orderId, size: $size, sort: $sort) { ${IMPORT} } }`,
    variables: (req) => ({ orderId: num(q(req, 'orderId')), size: num(q(req, 'size')), sort: q(req, 'sort') }),
    map: (d) => d.orderTaskImports,
  });

  r.get('/order-task/import/order/:orderId', {
    document: `query($orderId: Int) { orderTaskImports(orderId: $orderId) { ${IMPORT} } }`,
    variables: (req) => ({ orderId: idParam(req, 'orderId') }),
    map: (d) => d.orderTaskImports,
  });

  r.post('/order-task/import', {
    document: `mutation($file: Upload, $orderId: Int, $date: String) { importOrderTasks(file: $file, orderId: $orderId, date: $date) { ${IMPORT} } }`,
    variables: async (req) => {
      const { fields, file } = await readMultipart(req, MAX_TASK_CSV_PARSE);
      return { file, orderId: num(fields.orderId ?? q(req, 'orderId')), date: fields.date || q(req, 'date') || null };
    },
    map: (d, _req, res) => {
      created(res, `/api/order-task/import/${d.importOrderTasks.id}`);
      return d.importOrderTasks;
    },
    status: 201,
  });

  r.delete('/order-task/import/:id', {
    document: `mutation($id: Int!) { deleteOrderTaskImport(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    map: () => undefined,
    status: 204,
  });

  r.get('/order-task/employee/:id', {
    document: `query($date: String, $employeeId: Int) { orderTasks(date: $date, employeeId: $employeeId) { ${TASK} } }`,
    variables: (req) => ({ date: q(req, 'date'), employeeId: idParam(req) }),
    map: (d) => d.orderTasks,
  });

  r.get('/order-task', {
    document: `query($date: String, $orderId: Int, $employeeId: Int) { orderTasks(date: $date, orderId: $orderId, employeeId: $employeeId) { ${TASK} } }`,
    variables: (req) => ({ date: q(req, 'date'), orderId: num(q(req, 'orderId')), employeeId: num(q(req, 'employeeId')) }),
    map: (d) => d.orderTasks,
  });

  r.post('/order-task', {
    document: `mutation($input: OrderTaskInput!) { createOrderTask(input: $input) { ${TASK} } }`,
    variables: (req) => ({ input: taskInput(req, false) }),
    map: (d, _req, res) => {
      created(res, `/api/order-task/${d.createOrderTask.id}`);
      return d.createOrderTask;
    },
    status: 201,
  });

  r.put('/order-task/:id', {
    document: `mutation($id: Int!, $input: OrderTaskUpdateInput!) { updateOrderTask(id: $id, input: $input) { ${TASK} } }`,
    variables: (req) => ({ id: idParam(req), input: taskInput(req, true) }),
    map: (d) => d.updateOrderTask,
  });

  r.delete('/order-task/:id', {
    document: `mutation($id: Int!) { deleteOrderTask(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    map: () => undefined,
    status: 204,
  });

  r.get('/v2/employees/:id/counting-performances', {
    document: `query($employeeId: Int!, $yearMonth: String, $size: Int) { countingPerformances(employeeId: $employeeId, yearMonth: $yearMonth, size: $size) { ${PERFORMANCE} } }`,
    variables: (req) => ({ employeeId: idParam(req), yearMonth: q(req, 'yearMonth'), size: num(q(req, 'size')) }),
    map: (d) => d.countingPerformances,
  });

  r.get('/statistics/employees/daily', {
    document: `query($date: String, $orderIds: [Int!], $employeeIds: [Int!]) { dailyStatistic(date: $date, orderIds: $orderIds, employeeIds: $employeeIds) { ${DAILY} } }`,
    variables: (req) => ({ date: q(req, 'date'), orderIds: idList(q(req, 'orderIds')), employeeIds: idList(q(req, 'employeeIds')) }),
    map: (d) => d.dailyStatistic,
  });
}
