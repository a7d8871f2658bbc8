import { describe, expect, it } from 'vitest';
import { rollCageCountProblem } from './confirmation.js';
import { cashFlowAmountProblem, cashFlowDateProblem, cashFlowDescriptionProblem } from './cash-flow.js';
import { isLongEnoughPassword } from './password.js';
import { clientNumberProblem, consultantNumberProblem, LODAS_MAX_PERSONNEL_NUMBER, lodasPersonnelNumberProblem, processingKeyProblem, wageTypeNumberProblem } from './payroll-settings.js';
import { WORKLOG_MESSAGES, worklogTimeOrderProblems, worklogTimeProblem } from './worklog.js';
import { DEFAULT_PER_DIEM_SETTINGS, perDiemAmountProblem, perDiemSettingsProblems, perDiemTotal } from './per-diem.js';
import { taskLabelProblem, taskPositionsProblem, taskPriorityProblem } from './task.js';
import { calendarNoteProblem, maxPositionsProblem } from './calendar-day.js';
import { operatorNumberProblem, operatorPositionsProblem } from './operator.js';

describe('cash flow rules', () => {
  it('a positive amount up to 10,000,000 with at most two decimals', () => {
    expect([null, Number.NaN, Number.POSITIVE_INFINITY, 0, -1, 10_000_000.01, 1.005, 12.34, 10_000_000].map(cashFlowAmountProblem)).toEqual([
      'Betrag muss gesetzt sein',
      'Betrag ist keine Zahl',
      'Betrag muss gesetzt sein',
      'Betrag darf nicht 0 sein',
      'Betrag muss positiv sein',
      'Betrag darf höchstens 10.000.000 sein',
      'Betrag darf höchstens zwei Nachkommastellen haben',
      null,
      null,
    ]);
  });
  it('a month YYYY-MM and a description of at most 500 characters (trimmed)', () => {
    expect(['', ' 2024-03 ', '2024-13', '03/2024'].map(cashFlowDateProblem)).toEqual(['Datum muss gesetzt sein', null, 'Monat im Format JJJJ-MM angeben', 'Monat im Format JJJJ-MM angeben']);
    expect(cashFlowDescriptionProblem(` ${'x'.repeat(500)} `)).toBeNull();
    expect(cashFlowDescriptionProblem('x'.repeat(501))).toBe('Beschreibung darf höchstens 500 Zeichen lang sein');
  });
});

describe('payroll export settings rules', () => {
  it('DATEV numbers: digits when given, required under DATEV LODAS', () => {
    expect(consultantNumberProblem('', 'SAGE')).toBeNull();
    expect(consultantNumberProblem('', 'DATEV_LODAS')).toBe('Beraternummer muss für DATEV gesetzt sein');
    expect(consultantNumberProblem('123', 'SAGE')).toBe('Beraternummer muss aus 4 bis 7 Ziffern bestehen');
    expect(consultantNumberProblem(' 1234567 ', 'DATEV_LODAS')).toBeNull();
    expect(clientNumberProblem('', 'DATEV_LODAS')).toBe('Mandantennummer muss für DATEV gesetzt sein');
    expect(clientNumberProblem('123456', 'SAGE')).toBe('Mandantennummer muss aus 1 bis 5 Ziffern bestehen');
    expect(wageTypeNumberProblem('')).toBe('Lohnart muss aus 1 bis 4 Ziffern bestehen');
    expect(wageTypeNumberProblem(' 1000 ')).toBeNull();
  });
});

describe('password rule', () => {
  it('at least 8 characters', () => {
    expect([undefined, '', '1234567', '12345678'].map(isLongEnoughPassword)).toEqual([false, false, false, true]);
  });
});

describe('worklog time rules (spec 1 §5)', () => {
  it('each time required and well-formed; an end may be 24:00, a start not', () => {
    expect(worklogTimeProblem('start', '')).toBe('Start ist erforderlich.');
    expect(worklogTimeProblem('end', null)).toBe('Ende ist erforderlich.');
    expect(worklogTimeProblem('start', '24:00')).toBe('Uhrzeit ist ungültig (HH:mm)');
    expect(worklogTimeProblem('end', '24:00')).toBeNull();
  });
  it('start before end on one day (said on both); with the end on the next day at most 24 hours and not 00:00', () => {
    expect(worklogTimeOrderProblems('10:00', '09:30', false).map((p) => p.path)).toEqual(['start', 'end']);
    expect(worklogTimeOrderProblems('08:00', '24:00', false)).toEqual([]);
    expect(worklogTimeOrderProblems('22:00', '06:00', true)).toEqual([]);
    expect(worklogTimeOrderProblems('22:00', '22:00', true)).toEqual([]);
    expect(worklogTimeOrderProblems('22:00', '22:01', true)).toEqual([{ path: 'end', message: WORKLOG_MESSAGES.nextDayEndNotBeforeStart }]);
    expect(worklogTimeOrderProblems('22:00', '24:00', true)).toEqual([{ path: 'end', message: WORKLOG_MESSAGES.nextDayEndNotBeforeStart }]);
    expect(worklogTimeOrderProblems('22:00', '00:00', true)).toEqual([{ path: 'end', message: WORKLOG_MESSAGES.nextDayEndMidnight }]);
    expect(worklogTimeOrderProblems('x', '00:00', true)).toEqual([]);
  });
});

describe('roll-cage counts (spec 3 §5)', () => {
  it('required, a whole number ≥ 0, worded per field', () => {
    expect(rollCageCountProblem('storageRollCageCount', null)).toBe('Anzahl Rollwagen Lager ist erforderlich');
    expect(rollCageCountProblem('storageFreezerRollCageCount', undefined)).toBe('Anzahl Rollwagen Tiefkühllager ist erforderlich');
    expect([-1, 1.5, Number.NaN, 1e20].map((v) => rollCageCountProblem('storageRollCageCount', v))).toEqual(Array(4).fill('Anzahl Rollwagen Lager muss eine ganze Zahl ≥ 0 sein'));
    expect(rollCageCountProblem('storageFreezerRollCageCount', 0)).toBeNull();
  });
});

describe('per-diem amounts (spec 1 §5)', () => {
  it('catering 0/8/16/32 and misc 0/8/16/24/32, both required', () => {
    expect([null, undefined, 0, 8, 16, 24, 32, 4.8].map((v) => perDiemAmountProblem('catering', v))).toEqual([
      'Verpflegungszuschuss ist erforderlich.',
      'Verpflegungszuschuss ist erforderlich.',
      null,
      null,
      null,
      'Verpflegungszuschuss ist ungültig',
      null,
      'Verpflegungszuschuss ist ungültig',
    ]);
    expect([null, 0, 24, 12, 40].map((v) => perDiemAmountProblem('misc', v))).toEqual(['Sonstiger Zuschuss ist erforderlich.', null, null, 'Sonstiger Zuschuss ist ungültig', 'Sonstiger Zuschuss ist ungültig']);
  });
  it('the total less 4.80 EUR with breakfast, exact to the cent', () => {
    expect(perDiemTotal(16, 8, false)).toBe(24);
    expect(perDiemTotal(8, 24, true)).toBe(27.2);
    expect(perDiemTotal(0, 0, true)).toBe(-4.8);
    expect(perDiemTotal(8, 24, true, 5.6)).toBe(26.4);
    expect(perDiemTotal(8, 24, true, 0)).toBe(32);
  });
});

describe('task fields (spec 3 §5)', () => {
  it('a label (trimmed) of at most 200 characters', () => {
    expect(['', '   ', null].map(taskLabelProblem)).toEqual(Array(3).fill('Bezeichnung muss gesetzt sein'));
    expect(taskLabelProblem(` ${'x'.repeat(200)} `)).toBeNull();
    expect(taskLabelProblem('x'.repeat(201))).toBe('Bezeichnung darf höchstens 200 Zeichen lang sein');
  });
  it('positions required, positions and priority whole numbers from 0 to the integer column’s limit', () => {
    expect(taskPositionsProblem(null)).toBe('Positionen müssen gesetzt sein');
    expect([0, 2_147_483_647].map(taskPositionsProblem)).toEqual([null, null]);
    expect([-1, 1.5, Number.NaN, 2_147_483_648].map(taskPositionsProblem)).toEqual(Array(4).fill('Positionen müssen eine ganze Zahl ab 0 sein'));
    expect([null, undefined, 0, 5].map(taskPriorityProblem)).toEqual([null, null, null, null]);
    expect([-1, 0.5, Number.NaN, 2_147_483_648].map(taskPriorityProblem)).toEqual(Array(4).fill('Priorität muss eine ganze Zahl ab 0 sein'));
  });
});

describe('calendar day capacity (spec 3 §5)', () => {
  it('a maximum from 0 (the default) to 10,000,000; not given leaves it', () => {
    expect([null, undefined, 0, 90_000, 10_000_000].map(maxPositionsProblem)).toEqual([null, null, null, null, null]);
    expect([-1, 1.5, Number.NaN].map(maxPositionsProblem)).toEqual(Array(3).fill('Maximale Positionen muss eine ganze Zahl ≥ 0 sein'));
    expect(maxPositionsProblem(10_000_001)).toBe('Maximale Positionen darf höchstens 10.000.000 sein');
  });
  it('a note of at most 2000 characters', () => {
    expect(calendarNoteProblem('x'.repeat(2000))).toBeNull();
    expect(calendarNoteProblem(null)).toBeNull();
    expect(calendarNoteProblem('x'.repeat(2001))).toBe('Notiz darf höchstens 2000 Zeichen lang sein');
  });
});

describe('operator of an inventory order (spec 2 §5)', () => {
  it('the number required, whole and within 1010–2200', () => {
    expect(operatorNumberProblem(null)).toBe('Bedienernummer ist erforderlich.');
    expect([1010, 2200].map(operatorNumberProblem)).toEqual([null, null]);
    expect([1009, 2201, 1500.5, Number.NaN].map(operatorNumberProblem)).toEqual(Array(4).fill('Bedienernummer muss eine ganze Zahl von 1010 bis 2200 sein.'));
  });
  it('positions empty or a whole number of at least 1', () => {
    expect([null, undefined, 1].map(operatorPositionsProblem)).toEqual([null, null, null]);
    expect([0, 1.5, Number.NaN].map(operatorPositionsProblem)).toEqual(Array(3).fill('Anzahl Positionen muss eine ganze Zahl ab 1 sein.'));
  });
});

describe('per-diem settings (the company’s amounts, defaults spec 1 §5)', () => {
  it('amounts are checked against the stored choices when given, against the spec’s lists otherwise', () => {
    const choices = { catering: [0, 10, 20], misc: [0, 5] };
    expect([10, 8, null].map((v) => perDiemAmountProblem('catering', v, choices))).toEqual([null, 'Verpflegungszuschuss ist ungültig', 'Verpflegungszuschuss ist erforderlich.']);
    expect([5, 8].map((v) => perDiemAmountProblem('misc', v, choices))).toEqual([null, 'Sonstiger Zuschuss ist ungültig']);
    expect(perDiemAmountProblem('catering', 8)).toBeNull();
    expect(DEFAULT_PER_DIEM_SETTINGS).toEqual({ cateringChoices: [0, 8, 16, 32], miscChoices: [0, 8, 16, 24, 32], breakfastDeduction: 4.8 });
  });

  it('choices: 1–10 distinct whole numbers 0–999 including 0; breakfast deduction 0–100 EUR with two decimals', () => {
    expect(perDiemSettingsProblems({ cateringChoices: [0, 14, 28], miscChoices: null, breakfastDeduction: 5.6 })).toEqual([]);
    expect(perDiemSettingsProblems({})).toEqual([]);
    const invalid = 'Beträge müssen 1 bis 10 verschiedene ganze Zahlen von 0 bis 999 sein';
    for (const list of [[], [0, 0], [0, 1.5], [0, -1], [0, 1000], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]) {
      expect(perDiemSettingsProblems({ cateringChoices: list })).toEqual([{ path: 'cateringChoices', message: invalid }]);
    }
    expect(perDiemSettingsProblems({ cateringChoices: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], miscChoices: [8, 16] })).toEqual([{ path: 'miscChoices', message: 'Beträge müssen 0 enthalten' }]);
    const deduction = 'Frühstücksabzug muss zwischen 0 und 100 Euro liegen und darf höchstens zwei Nachkommastellen haben';
    expect([0, 100, 4.8, 5.55].map((b) => perDiemSettingsProblems({ breakfastDeduction: b }))).toEqual([[], [], [], []]);
    expect([-0.01, 100.01, 4.805, Number.NaN].map((b) => perDiemSettingsProblems({ breakfastDeduction: b }))).toEqual(Array(4).fill([{ path: 'breakfastDeduction', message: deduction }]));
  });
});

describe('LODAS settings', () => {
  it('a processing key has 1–2 digits', () => {
    expect(['1', ' 10 ', '99'].map(processingKeyProblem)).toEqual([null, null, null]);
    expect(['', '100', 'a', '1.'].map(processingKeyProblem)).toEqual(Array(4).fill('Bearbeitungsschlüssel muss aus 1 bis 2 Ziffern bestehen'));
  });

  it('personnel numbers above 99999 are listed once each', () => {
    expect(LODAS_MAX_PERSONNEL_NUMBER).toBe(99999);
    expect(lodasPersonnelNumberProblem([{ employeeId: 99999, employeeName: 'Fünf, Fritz' }])).toBeNull();
    const rows = [
      { employeeId: 123456, employeeName: 'Muster, Max' },
      { employeeId: 123456, employeeName: 'Muster, Max' },
      { employeeId: 100000, employeeName: 'Sechs, Sara' },
    ];
    expect(lodasPersonnelNumberProblem(rows)).toBe('Personalnummern mit mehr als fünf Ziffern kann LODAS nicht einlesen: 123456 (Muster, Max), 100000 (Sechs, Sara)');
  });
});
