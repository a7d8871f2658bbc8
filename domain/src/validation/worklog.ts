/**
 * A worklog's fields (spec 1 §5 "Worklog"): required fields, start 00:00–23:59, end up to 24:00, start
 * before end; with the end on the next day (a night entered in one go) the end lies after 00:00 and at
 * the start at the latest (at most 24 hours). The German messages are the spec's and the server's; the
 * server refuses by these rules (422), the web's dialog checks them before sending.
 */
import { END_OF_DAY, END_TIME, TIME, toMinutes } from '../time.js';

export const WORKLOG_MESSAGES = {
  dateRequired: 'Datum ist erforderlich.',
  employeeRequired: 'Mitarbeiter ist erforderlich.',
  orderRequired: 'Auftrag ist erforderlich.',
  startRequired: 'Start ist erforderlich.',
  endRequired: 'Ende ist erforderlich.',
  typeRequired: 'Arbeitsart ist erforderlich.',
  timeInvalid: 'Uhrzeit ist ungültig (HH:mm)',
  startBeforeEnd: 'Startzeit muss vor Endzeit liegen!',
  dateInFuture: 'Das Datum darf nicht in der Zukunft liegen.',
  dateOutsideOrder: 'Das Datum liegt außerhalb des Auftragszeitraums.',
  nextDayEndNotBeforeStart: 'Das Ende am Folgetag muss spätestens zur Startzeit liegen (höchstens 24 Stunden).',
  nextDayEndMidnight: 'Endet die Schicht um Mitternacht, bitte 24:00 als Ende eintragen (ohne Folgetag).',
  nextDayInFuture: 'Das Ende am Folgetag darf nicht in der Zukunft liegen.',
} as const;

const M = WORKLOG_MESSAGES;

/** A start: 00:00–23:59. */
export const isStartTime = (v: string) => TIME.test(v);
/** An end: 00:00–23:59 or 24:00 (the end of the day). */
export const isEndTime = (v: string) => END_TIME.test(v);

/**
 * Whether an end on the next day fits the start: the whole entry lasts at most 24 hours (end not after
 * start) and the next day's part is not empty (end after 00:00; 24:00 is the end of the first day).
 */
export const nextDayEndFits = (start: string, end: string) => end !== END_OF_DAY && toMinutes(end) > 0 && toMinutes(end) <= toMinutes(start);

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

/** The problem of a start or end field on its own (required, HH:mm; an end may be 24:00), else null. */
export function worklogTimeProblem(field: 'start' | 'end', value: string | null | undefined): string | null {
  if (blank(value)) return field === 'start' ? M.startRequired : M.endRequired;
  return (field === 'start' ? isStartTime(value!) : isEndTime(value!)) ? null : M.timeInvalid;
}

/**
 * The problems of start and end together (both well-formed, else none): on one day start before end
 * (said on both fields); with the end on the next day (`overnight`) the end fits the start — an end at
 * 00:00 is asked to be written 24:00 on the first day.
 */
export function worklogTimeOrderProblems(start: string, end: string, overnight: boolean): { path: 'start' | 'end'; message: string }[] {
  if (!isStartTime(start) || !isEndTime(end)) return [];
  if (!overnight) {
    return toMinutes(start) >= toMinutes(end)
      ? [
          { path: 'start', message: M.startBeforeEnd },
          { path: 'end', message: M.startBeforeEnd },
        ]
      : [];
  }
  if (toMinutes(end) === 0) return [{ path: 'end', message: M.nextDayEndMidnight }];
  return nextDayEndFits(start, end) ? [] : [{ path: 'end', message: M.nextDayEndNotBeforeStart }];
}
