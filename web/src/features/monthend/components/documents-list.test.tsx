import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import type { MonthEndClosingFieldsFragment } from '@/generated/monthend';
import { DocumentsList } from './documents-list';
import '../texts';

const client = () => new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
const closing = (id: number, fileName: string, correction: number | null, closedAt: string): MonthEndClosingFieldsFragment => ({
  id,
  yearMonth: '2026-09',
  profile: 'SAGE',
  fileName,
  key: `c${id}`.padEnd(32, '0'),
  closedBy: 'buero',
  closedAt,
  reopenedBy: null,
  reopenedAt: null,
  openFindings: null,
  correction,
});

afterEach(cleanup);

describe('DocumentsList', () => {
  it('marks a correction file with its number next to the file; the first file of the month has no mark', () => {
    const data = {
      monthEndClosings: [closing(1, 'SAGE_2026-09.csv', null, '2026-10-01T09:00:00Z'), closing(2, 'SAGE_2026-09_Korrektur_2.csv', 2, '2026-10-03T09:00:00Z')],
      payrollUploads: [],
    };
    renderUi(<DocumentsList data={data} error={undefined} onRetry={() => undefined} />, { client: client() });
    const rows = screen.getAllByTestId('monthend-document-row');
    expect(rows[0].textContent).toContain('SAGE_2026-09_Korrektur_2.csv');
    expect(rows[0].querySelector('[data-testid="monthend-document-correction"]')?.textContent).toBe('Korrektur 2');
    expect(rows[1].querySelector('[data-testid="monthend-document-correction"]')).toBeNull();
  });
});
