import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import { type MonthEndStatusQuery, PayrollPreviewDocument, type PayrollPreviewQuery } from '@/generated/monthend';
import { ExportCard } from './export-card';
import { PreviewCard } from './preview-card';
import '../texts';

type Preview = PayrollPreviewQuery['payrollPreview'];

/** A client whose cache holds the preview of a month and whose network never answers (the screen shows what is cached). */
function clientWith(preview: Preview) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
  // The cache wants each object's type name, which the generated types leave out.
  const typed = {
    __typename: 'PayrollPreview',
    ...preview,
    rows: preview.rows.map((r) => ({ __typename: 'PayrollPreviewRow', ...r })),
    totals: preview.totals.map((r) => ({ __typename: 'PayrollPreviewTotal', ...r })),
    problems: preview.problems.map((r) => ({ __typename: 'PayrollPreviewProblem', ...r })),
  };
  client.writeQuery({ query: PayrollPreviewDocument, variables: { yearMonth: preview.yearMonth }, data: { payrollPreview: typed } });
  return client;
}

const row = (over: Partial<Preview['rows'][number]>): Preview['rows'][number] => ({
  employeeId: 7,
  personnelNumber: '2001',
  employeeName: 'Schneider, Markus',
  component: 'hourlyWork',
  label: 'Arbeitszeit',
  wageType: '1000',
  processingKey: '1',
  hours: 1234.5,
  days: null,
  amount: 20417.75,
  costCenter: '4400',
  ...over,
});

const preview = (over: Partial<Preview> = {}): Preview => ({
  yearMonth: '2026-10',
  profile: 'DATEV_LODAS',
  openFindings: 3,
  rows: [row({}), row({ component: 'night25', label: 'Nachtarbeit 25 %', wageType: '1100', hours: 15.33, amount: null })],
  totals: [{ component: 'night25', label: 'Nachtarbeit 25 %', wageType: '1100', hours: 15.33, days: null, amount: null }],
  problems: [],
  ...over,
});

afterEach(cleanup);

describe('PreviewCard', () => {
  it('lists the rows with German numbers, the totals per wage type and the open findings linked to the compliance page', () => {
    renderUi(<PreviewCard month="2026-10" onMonth={() => undefined} />, { client: clientWith(preview()) });
    const rows = screen.getAllByTestId('monthend-preview-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('1.234,50');
    expect(rows[0].textContent).toContain('20.417,75');
    // The number and name stand on the employee's first row only.
    expect(rows[1].textContent).not.toContain('Schneider');
    expect(rows[1].textContent).toContain('15,33');
    expect(screen.getByTestId('monthend-preview-total').textContent).toContain('Nachtarbeit 25 %');
    const link = screen.getByTestId('monthend-preview-findings-link');
    expect(link.textContent).toBe('3 offene Prüfungsbefunde');
    expect(link.getAttribute('href')).toBe('/compliance?month=2026-10');
  });

  it('says when the month has no rows', () => {
    renderUi(<PreviewCard month="2026-10" onMonth={() => undefined} />, { client: clientWith(preview({ rows: [], totals: [], openFindings: 0 })) });
    expect(screen.getByTestId('monthend-preview-empty').textContent).toBe('Keine Zeilen für diesen Monat');
    expect(screen.getByTestId('monthend-preview-findings').textContent).toContain('Keine offenen Prüfungsbefunde');
  });
});

describe('ExportCard', () => {
  const status: MonthEndStatusQuery['monthEndStatus'] = {
    profile: 'DATEV_LODAS',
    profileLabel: 'DATEV LODAS',
    earliestValidFrom: '2026-10-01',
    nextMonth: '2026-10',
    lastClosedMonth: null,
    canReopen: false,
    openFindings: 0,
  };
  const message = 'Personalnummern mit mehr als fünf Ziffern kann LODAS nicht einlesen: 123456 (Muster, Max)';

  it('names the problems of the month to close above the button, once each', () => {
    const problems = [7, 8].map((employeeId) => ({ employeeId, path: 'personnelNumbers', message }));
    renderUi(<ExportCard status={status} error={undefined} onRetry={() => undefined} onChanged={() => undefined} />, { client: clientWith(preview({ problems })) });
    const alert = screen.getByTestId('monthend-problems');
    expect(screen.getAllByTestId('monthend-problem').map((p) => p.textContent)).toEqual([message]);
    // Above the button that closes the month.
    expect(alert.compareDocumentPosition(screen.getByTestId('monthend-create')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no alert without problems', () => {
    renderUi(<ExportCard status={status} error={undefined} onRetry={() => undefined} onChanged={() => undefined} />, { client: clientWith(preview()) });
    expect(screen.queryByTestId('monthend-problems')).toBeNull();
  });
});
