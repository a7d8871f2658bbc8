import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import type { UnassignedPayrollPagesQuery } from '@/generated/monthend';
import { UnassignedPages } from './unassigned-pages';
import '../texts';

type Page = UnassignedPayrollPagesQuery['unassignedPayrollPages'][number];
const client = () => new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
const page = (over: Partial<Page>): Page => ({
  id: 1,
  uploadId: 1,
  pageNumber: 4,
  lastPageNumber: 4,
  yearMonth: '2026-10',
  documentType: 'PAYROLL',
  uploadFileName: 'Lohn.pdf',
  excerpt: 'Personalnummer 9999',
  ...over,
});

afterEach(cleanup);

describe('UnassignedPages: pages nobody owns are kept as page ranges of the original', () => {
  it('a single page reads "Seite 4", a range "Seiten 5–9" (row, preview label, assign dialog)', () => {
    renderUi(<UnassignedPages pages={[page({}), page({ id: 2, pageNumber: 5, lastPageNumber: 9 })]} error={undefined} onRetry={() => undefined} onAssigned={() => undefined} />, { client: client() });
    const rows = screen.getAllByTestId('monthend-unassigned-row');
    expect(rows[0].textContent).toMatch(/4/);
    expect(rows[1].textContent).toMatch(/5–9/);
    expect(screen.getByLabelText('Seite 4 von Lohn.pdf herunterladen')).toBeTruthy();
    expect(screen.getByLabelText('Seiten 5–9 von Lohn.pdf herunterladen')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('monthend-unassigned-assign')[1]);
    expect(screen.getByTestId('monthend-assign-dialog').textContent).toContain('Seiten 5–9 zuordnen');
  });
});
