import { useComplianceMarkersQuery, type ComplianceMarkersQuery } from '@/generated/worklogs';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';

export type MarkerFinding = ComplianceMarkersQuery['complianceFindings'][number];

/**
 * The markers show what still needs a look: acknowledged findings (a reason was given, e.g. an
 * exemption under MiLoG §22) are settled and left out, as in the month-end's open count.
 */
const open = (findings: readonly MarkerFinding[]) => findings.filter((f) => !f.acknowledged);

/** Open findings per employee (accounting overview). */
export function openCountByEmployee(findings: readonly MarkerFinding[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const f of open(findings)) counts.set(f.employeeId, (counts.get(f.employeeId) ?? 0) + 1);
  return counts;
}

/**
 * Open findings of one employee by the day they belong to (hours overview); those of days without
 * worked time (a week rule's Monday, a month rule's first) go to `other`, so none is lost.
 */
export function openByDay(findings: readonly MarkerFinding[], employeeId: number, days: readonly string[]): { byDay: Map<string, MarkerFinding[]>; other: MarkerFinding[] } {
  const known = new Set(days);
  const byDay = new Map<string, MarkerFinding[]>();
  const other: MarkerFinding[] = [];
  for (const f of open(findings)) {
    if (f.employeeId !== employeeId) continue;
    if (known.has(f.date)) byDay.set(f.date, [...(byDay.get(f.date) ?? []), f]);
    else other.push(f);
  }
  return { byDay, other };
}

/** The compliance page filtered to one employee and month. */
export const compliancePath = (yearMonth: string, employeeId: number) => `/compliance?month=${yearMonth}&employeeId=${employeeId}`;

/** The month's findings, fetched only for those who may see them (REQUIRES.viewComplianceFindings); otherwise none. */
export function useComplianceMarkers(yearMonth: string, employeeId?: number): readonly MarkerFinding[] {
  const { auth } = useAuth();
  const allowed = can(auth?.abilities, 'viewComplianceFindings');
  const { data } = useComplianceMarkersQuery({
    variables: { yearMonth, employeeId: employeeId ?? null },
    skip: !allowed || !/^\d{4}-\d{2}$/.test(yearMonth),
    fetchPolicy: 'cache-and-network',
  });
  return allowed ? (data?.complianceFindings ?? []) : [];
}
