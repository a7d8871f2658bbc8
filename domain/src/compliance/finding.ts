/**
 * A finding of the compliance checks: which legal rule, how grave, on which day (or the first day of
 * the week, month or year it concerns), a German explanation naming the law, and the figures behind it.
 */
export type ComplianceRule = 'MINDESTLOHN' | 'MINIJOB_MONATSGRENZE' | 'MINIJOB_JAHRESGRENZE' | 'KURZFRISTIG_70_TAGE' | 'WERKSTUDENT_20_STUNDEN' | 'JUGENDSCHUTZ' | 'ARBZG_HOECHSTARBEITSZEIT' | 'ARBZG_RUHEZEIT' | 'ARBZG_SONNTAG' | 'ARBZG_FEIERTAG' | 'ARBZG_NACHTARBEIT';
export type Severity = 'WARNING' | 'VIOLATION';
export interface ComplianceFinding { rule: ComplianceRule; severity: Severity; date: string; message: string; figures: Record<string, number | string> }
