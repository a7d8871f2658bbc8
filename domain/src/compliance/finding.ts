/**
 * A compliance finding: one rule of working-time, minijob or minimum-wage law that an employee's
 * records break (VIOLATION) or come close to / may break depending on facts the product cannot know
 * (WARNING). The rule codes are part of the API contract; `figures` carry the numbers behind the
 * message (minutes, limits, times) so callers can show or compare them without parsing German text.
 */
export type ComplianceRule =
  | 'MINDESTLOHN'
  | 'MINIJOB_MONATSGRENZE'
  | 'MINIJOB_JAHRESGRENZE'
  | 'KURZFRISTIG_70_TAGE'
  | 'WERKSTUDENT_20_STUNDEN'
  | 'JUGENDSCHUTZ'
  | 'ARBZG_HOECHSTARBEITSZEIT'
  | 'ARBZG_RUHEZEIT'
  | 'ARBZG_PAUSE'
  | 'ARBZG_SONNTAG'
  | 'ARBZG_FEIERTAG'
  | 'ARBZG_NACHTARBEIT';

export type Severity = 'WARNING' | 'VIOLATION';

export interface ComplianceFinding {
  rule: ComplianceRule;
  severity: Severity;
  /** The day the finding belongs to (YYYY-MM-DD): the shift's start day, or the calendar day. */
  date: string;
  message: string;
  figures: Record<string, number | string>;
}
