import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { sendFile } from '../lib/files.js';
import { body, created, halList, idParam, num, pick, q } from '../lib/params.js';

const SUMMARY = `order { id name orderType city } yearMonth minutes costs costsWithPayrollTaxes costsTravel costsPassenger perDiemTotal
  earnings expenses profit averageWage productivity computedAt`;
const FLOWS = `months { ${SUMMARY} } cashFlows { id orderId orderName date amount cashFlowType description }`;
const EMPLOYEE = `id employeeId firstName lastName months { yearMonth workingDays minutesWork minutesTravel wage wageType }`;
const FACTORS = `FUL MIN SHO WORKING_STUDENT`;
const FILE = 'fileName contentType contentBase64';

/** A parameter from the query string, else from a JSON body (POST paths accept both). */
const param = (req: Request, k: string) => q(req, k) ?? (typeof body(req)[k] === 'string' && body(req)[k] !== '' ? (body(req)[k] as string) : undefined);

/** The writable fields of a cash flow; id, orderId, orderName in a body are ignored (they come from the path). */
function cashFlowInput(req: Request) {
  const b = pick(body(req), ['date', 'amount', 'cashFlowType', 'description']);
  if ('amount' in b) b.amount = num(b.amount);
  return b;
}

/** 'xlsx' | 'csv' (any case) → the GraphQL enum; absent → the query's default (xlsx); anything else stays as sent (422). */
const formatOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined);

/** Statistics (spec 3 §2.8, §9): order summaries, cash flows, employee statistics, payroll-tax factors. */
export function statisticsRoutes(r: RestRouter): void {
  r.get('/statistics/orders', {
    document: `query($yearMonth: String, $orderType: String) { orderSummaries(yearMonth: $yearMonth, orderType: $orderType) { yearMonth months rows { ${SUMMARY} } previousYear { ${SUMMARY} } } }`,
    variables: (req) => ({ yearMonth: q(req, 'yearMonth') ?? null, orderType: q(req, 'orderType') ?? null }),
    map: (d) => ({ yearMonth: d.orderSummaries.yearMonth, months: d.orderSummaries.months, orderSummaries: d.orderSummaries.rows, previousYear: d.orderSummaries.previousYear }),
  });

  r.post('/statistics/orders/refresh', {
    document: `mutation($yearMonth: String, $orderType: String) { refreshOrderSummaries(yearMonth: $yearMonth, orderType: $orderType) }`,
    variables: (req) => ({ yearMonth: param(req, 'yearMonth') ?? null, orderType: param(req, 'orderType') ?? null }),
    map: (d) => ({ refreshed: d.refreshOrderSummaries }),
  });

  r.get('/statistics/orders/:id/monthly-summaries', {
    document: `query($orderId: Int!) { orderMonthlySummaries(orderId: $orderId) { ${SUMMARY} } }`,
    variables: (req) => ({ orderId: idParam(req) }),
    map: (d) => halList('monthlySummaries', d.orderMonthlySummaries),
  });

  r.post('/statistics/orders/:id/refresh', {
    document: `mutation($orderId: Int!, $yearMonth: String) { refreshOrderSummary(orderId: $orderId, yearMonth: $yearMonth) { ${SUMMARY} } }`,
    variables: (req) => ({ orderId: idParam(req), yearMonth: param(req, 'yearMonth') ?? null }),
    map: (d) => d.refreshOrderSummary,
  });

  r.get('/statistics/employees', {
    document: `query($from: String, $to: String) { employeeStatistics(from: $from, to: $to) { ${EMPLOYEE} } }`,
    variables: (req) => ({ from: q(req, 'from') ?? null, to: q(req, 'to') ?? null }),
    map: (d) => halList('employees', d.employeeStatistics),
  });

  r.get('/statistics/orders/:id/cashflows', {
    document: `query($orderId: Int!) { orderCashFlows(orderId: $orderId) { ${FLOWS} } }`,
    variables: (req) => ({ orderId: idParam(req) }),
    map: (d) => d.orderCashFlows,
  });

  r.get('/statistics/orders/:id/cashflow/default', {
    document: `query($orderId: Int!) { cashFlowDefault(orderId: $orderId) { orderId date amount cashFlowType description } }`,
    variables: (req) => ({ orderId: idParam(req) }),
    map: (d) => d.cashFlowDefault,
  });

  r.post('/statistics/orders/:id/cashflow', {
    document: `mutation($orderId: Int!, $input: CashFlowInput!) { saveCashFlow(orderId: $orderId, input: $input) { ${FLOWS} } }`,
    variables: (req) => ({ orderId: idParam(req), input: cashFlowInput(req) }),
    map: (d, req, res) => {
      created(res, `/api/statistics/orders/${idParam(req)}/cashflows`);
      return d.saveCashFlow;
    },
    status: 201,
  });

  r.put('/statistics/orders/:id/cashflow/:cashflowId', {
    document: `mutation($orderId: Int!, $id: Int!, $input: CashFlowInput!) { saveCashFlow(orderId: $orderId, id: $id, input: $input) { ${FLOWS} } }`,
    variables: (req) => ({ orderId: idParam(req), id: idParam(req, 'cashflowId'), input: cashFlowInput(req) }),
    map: (d) => d.saveCashFlow,
  });

  r.delete('/statistics/orders/:id/cashflow/:cashflowId', {
    document: `mutation($orderId: Int!, $id: Int!) { deleteCashFlow(orderId: $orderId, id: $id) { ${FLOWS} } }`,
    variables: (req) => ({ orderId: idParam(req), id: idParam(req, 'cashflowId') }),
    map: (d) => d.deleteCashFlow,
  });

  r.get('/statistics/payroll-tax-factors', {
    document: `query { payrollTaxFactors { ${FACTORS} } }`,
    map: (d) => d.payrollTaxFactors,
  });

  r.put('/statistics/payroll-tax-factors', {
    document: `mutation($input: PayrollTaxFactorsInput!) { savePayrollTaxFactors(input: $input) { ${FACTORS} } }`,
    variables: (req) => {
      const b = pick(body(req), ['FUL', 'MIN', 'SHO', 'WORKING_STUDENT']);
      for (const k of Object.keys(b)) b[k] = num(b[k]);
      return { input: b };
    },
    map: (d) => d.savePayrollTaxFactors,
  });
}

/**
 * The performance table and the two report downloads (employeePerformances, workingHoursReport,
 * inventoryPerformanceReport in server/src/modules/statistics/reports/).
 */
export function statisticsReportRoutes(r: RestRouter): void {
  r.get('/statistics/employee-performances', {
    document: `query($yearMonth: String) { employeePerformances(yearMonth: $yearMonth) { employeeId employeeName companyLocation workingMinutes positions positionsPerHour standardDeviation median } }`,
    variables: (req) => ({ yearMonth: q(req, 'yearMonth') ?? null }),
    map: (d) => halList('performances', d.employeePerformances),
  });

  r.post('/v1/reports/working-hours', {
    document: `query($month: String, $orderType: String, $format: ReportFormat) { workingHoursReport(month: $month, orderType: $orderType, format: $format) { ${FILE} } }`,
    variables: (req) => ({ month: param(req, 'month') ?? null, orderType: param(req, 'orderType') ?? null, format: formatOf(body(req).format ?? q(req, 'format')) }),
    map: (d, _req, res) => sendFile(res, d.workingHoursReport),
  });

  r.post('/v1/reports/inventory-performances', {
    document: `query($from: String, $to: String, $format: ReportFormat) { inventoryPerformanceReport(from: $from, to: $to, format: $format) { ${FILE} } }`,
    variables: (req) => ({ from: param(req, 'from') ?? null, to: param(req, 'to') ?? null, format: formatOf(body(req).format ?? q(req, 'format')) }),
    map: (d, _req, res) => sendFile(res, d.inventoryPerformanceReport),
  });
}
