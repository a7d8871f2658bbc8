/** A shift's heading in German: 'Schicht 22:00–06:00 (03.11.–04.11.)', 'Schicht 08:00–16:30', 'Schicht ab 22:00'. */
import type { DatedSpan, Shift } from '@inv/domain';
import { i18n } from '@/i18n/i18n';
import { shiftHeading } from './day-totals';
import './texts';

export function shiftTitle(shift: Shift<DatedSpan>): string {
  const { start, end, days } = shiftHeading(shift);
  const title = end === null ? i18n.t('worklogs.shift.titleOpen', { start }) : i18n.t('worklogs.shift.title', { start, end });
  return days ? i18n.t('worklogs.shift.days', { title, days }) : title;
}
