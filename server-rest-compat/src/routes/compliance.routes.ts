import type { RestRouter } from '../rest-router.js';
import { body, num, q } from '../lib/params.js';

const FINDING = 'id rule employeeId employeeName date severity message figures acknowledged acknowledgedBy acknowledgedAt acknowledgeReason';
const DATED = '{ validFrom value }';
const LEGAL_VALUES = `minimumWage ${DATED} minijobLimit ${DATED} shortTermMaxDays ${DATED} shortTermWarningDays ${DATED} workingStudentWeekHours ${DATED}`;

/** A finding with its figures as an object (GraphQL carries them as JSON text). */
const finding = (f: { figures: string } & Record<string, unknown>) => ({ ...f, figures: JSON.parse(f.figures) as unknown });

/** Compliance (the product's extension beyond the spec's paths): findings, their acknowledgement, the legal values. */
export function complianceRoutes(r: RestRouter): void {
  r.get('/compliance/findings', {
    document: `query($yearMonth: String!, $rule: String, $employeeId: Int) { complianceFindings(yearMonth: $yearMonth, rule: $rule, employeeId: $employeeId) { ${FINDING} } }`,
    // A missing month is the service's 422 on "yearMonth", not a GraphQL variable error.
    variables: (req) => ({ yearMonth: q(req, 'yearMonth') ?? '', rule: q(req, 'rule') ?? null, employeeId: num(q(req, 'employeeId')) ?? null }),
    map: (d) => ({ _embedded: { findings: d.complianceFindings.map(finding) } }),
  });
  r.post('/compliance/findings/:id/acknowledge', {
    document: `mutation($id: String!, $yearMonth: String!, $reason: String!) { acknowledgeComplianceFinding(id: $id, yearMonth: $yearMonth, reason: $reason) { ${FINDING} } }`,
    variables: (req) => {
      const b = body(req);
      return { id: String(req.params.id), yearMonth: typeof b.yearMonth === 'string' ? b.yearMonth : '', reason: typeof b.reason === 'string' ? b.reason : '' };
    },
    map: (d) => finding(d.acknowledgeComplianceFinding),
  });
  r.get('/compliance/legal-values', {
    document: `query { legalValues { ${LEGAL_VALUES} } }`,
    map: (d) => d.legalValues,
  });
  r.put('/compliance/legal-values', {
    document: `mutation($input: LegalValuesInput!) { updateLegalValues(input: $input) { ${LEGAL_VALUES} } }`,
    variables: (req) => {
      const b = body(req);
      const table = (v: unknown) =>
        Array.isArray(v) ? v.map((e: any) => ({ validFrom: typeof e?.validFrom === 'string' ? e.validFrom : '', value: Number.isFinite(Number(e?.value)) && e?.value !== null && e?.value !== '' ? Number(e.value) : 0 })) : v === undefined ? undefined : null;
      return {
        input: {
          minimumWage: table(b.minimumWage),
          minijobLimit: table(b.minijobLimit),
          shortTermMaxDays: table(b.shortTermMaxDays),
          shortTermWarningDays: table(b.shortTermWarningDays),
          workingStudentWeekHours: table(b.workingStudentWeekHours),
        },
      };
    },
    map: (d) => d.updateLegalValues,
  });
}
