import { describe, expect, it } from 'vitest';
import { fieldErrorsFor, unplacedErrors } from './field-errors';

const ERRORS = [
  { path: 'employee.firstName', message: 'Vorname ist erforderlich.' },
  { path: 'employee.firstName', message: 'zweite Meldung' },
  { path: 'wage.wage', message: 'Gehalt ist erforderlich.' },
  { path: 'wage.targetHours', message: 'Sollstunden ist erforderlich.' },
  { path: 'employment.employmentType', message: 'Beschäftigungsart ist erforderlich.' },
  { path: 'lastName', message: 'Nachname ist erforderlich.' },
];

describe('fieldErrorsFor (spec 1 §5 "Server validation")', () => {
  it('maps prefixed paths to the fields of their sub-form, first message per field', () => {
    expect(fieldErrorsFor(ERRORS, 'employee.')).toEqual({ firstName: 'Vorname ist erforderlich.' });
    expect(fieldErrorsFor(ERRORS, 'wage.')).toEqual({ wage: 'Gehalt ist erforderlich.', targetHours: 'Sollstunden ist erforderlich.' });
    expect(fieldErrorsFor(ERRORS, 'employment.')).toEqual({ employmentType: 'Beschäftigungsart ist erforderlich.' });
  });

  it('without a prefix takes plain paths only (update forms)', () => {
    expect(fieldErrorsFor(ERRORS)).toEqual({ lastName: 'Nachname ist erforderlich.' });
  });

  it('finds errors no field shows', () => {
    const known = new Set(['employee.firstName', 'wage.wage', 'wage.targetHours', 'employment.employmentType']);
    expect(unplacedErrors(ERRORS, (p) => known.has(p)).map((e) => e.path)).toEqual(['lastName']);
  });
});
