import type { ComplianceRule, Severity } from '@inv/domain';

/** The rule codes in the order the filter lists them (the domain's ComplianceRule, the API contract's). */
export const RULES: readonly ComplianceRule[] = [
  'MINDESTLOHN',
  'MINIJOB_MONATSGRENZE',
  'MINIJOB_JAHRESGRENZE',
  'KURZFRISTIG_70_TAGE',
  'WERKSTUDENT_20_STUNDEN',
  'JUGENDSCHUTZ',
  'ARBZG_HOECHSTARBEITSZEIT',
  'ARBZG_RUHEZEIT',
  'ARBZG_PAUSE',
  'ARBZG_SONNTAG',
  'ARBZG_FEIERTAG',
  'ARBZG_NACHTARBEIT',
];

const RULE_SET = new Set<string>(RULES);
export const isRule = (code: string | null | undefined): code is ComplianceRule => !!code && RULE_SET.has(code);

/** The text key of a rule's German label; an unknown code (a newer server) has none and shows as it is. */
export const ruleKey = (code: string): string | null => (isRule(code) ? `compliance.rules.${code}` : null);

/** Red for what no exception in the data covers, amber for what may be lawful on facts the product cannot see. */
export const severityPalette = (severity: string): 'red' | 'orange' => (severity === ('VIOLATION' satisfies Severity) ? 'red' : 'orange');

/** The longest reason the server keeps. */
export const REASON_MAX = 500;

/** The acknowledgement's reason: the text key of what is wrong with it, or null when it can be sent. */
export function reasonProblem(reason: string): 'compliance.acknowledge.reasonRequired' | 'compliance.acknowledge.reasonTooLong' | null {
  const text = reason.trim();
  if (!text) return 'compliance.acknowledge.reasonRequired';
  if (text.length > REASON_MAX) return 'compliance.acknowledge.reasonTooLong';
  return null;
}

export interface FindingLike {
  id: string;
  rule: string;
  employeeId: number;
  employeeName: string;
  acknowledged: boolean;
}

export interface EmployeeOption {
  employeeId: number;
  name: string;
}

/** The employees the month's findings name, once each, by name (German collation), for the filter. */
export function employeesOf(findings: readonly FindingLike[]): EmployeeOption[] {
  const byId = new Map<number, string>();
  for (const f of findings) if (!byId.has(f.employeeId)) byId.set(f.employeeId, f.employeeName);
  return [...byId]
    .map(([employeeId, name]) => ({ employeeId, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.employeeId - b.employeeId);
}

export interface FindingFilter {
  rule?: string | null;
  employeeId?: number | null;
}

/** The findings the filter lets through (the server's order kept). */
export const filterFindings = <F extends FindingLike>(findings: readonly F[], filter: FindingFilter): F[] =>
  findings.filter((f) => (!filter.rule || f.rule === filter.rule) && (filter.employeeId == null || f.employeeId === filter.employeeId));

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A valid ?month= value; anything else falls back to `fallback` (the current month). */
export const resolveMonth = (value: string | null | undefined, fallback: string): string => (value && YEAR_MONTH.test(value) ? value : fallback);
