import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DefaultsDocument, MeDocument } from '@/generated/graphql';
import { type EmployeeDetailsFieldsFragment, EmployeeCompetencyDocument, EmployeeDocument } from '@/generated/employees';
import { todayIso } from '@/shared/format';
import { DEMO, type DemoUser } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import EmployeeDetailsPage from './employee-details.page';

const month = (offset: number) => {
  const [y, m] = todayIso().split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
};

function employee(active: boolean): EmployeeDetailsFieldsFragment & { __typename: 'Employee' } {
  return {
    __typename: 'Employee',
    id: 2014,
    employeeId: 2014,
    firstName: 'Vanessa',
    lastName: 'Wagner',
    birthdate: '1993-01-10',
    email: 'vanessa@example.de',
    active,
    temporary: false,
    export: true,
    contractExpiryDate: null,
    operatorNumber: 1265,
    teamleadSince: null,
    manager: false,
    firstAidCourseDate: null,
    firstAidValidUntil: null,
    inventoryBonusEligible: true,
    isInventoryBonusEligibleSince: null,
    registrationUuid: null,
    username: '2014',
    shortTermDaysElsewhere: 0,
    companyLocation: { __typename: 'CompanyLocation', id: 1, name: 'Hamburg' } as never,
    wages: [
      { __typename: 'WageEntry', id: 1, wage: 16.15, wageType: 'WAG', validFrom: month(-9), validTo: null, version: 1, targetHours: null, warning: null },
      { __typename: 'WageEntry', id: 2, wage: 16.63, wageType: 'WAG', validFrom: month(1), validTo: null, version: 1, targetHours: null, warning: null },
    ] as never,
    employments: [{ __typename: 'EmploymentEntry', id: 3, employmentType: 'SHO', validFrom: month(-9), validTo: null, version: 1 }] as never,
  };
}

/** A client whose cache holds the session, the defaults and the employee; the network never answers. */
function client(user: DemoUser, active = true, ownRecord = false) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: MeDocument, data: { me: { __typename: 'AuthState', ...DEMO[user], ...(ownRecord ? { employeeId: 2014 } : {}) } } });
  cache.writeQuery({
    query: DefaultsDocument,
    data: { defaults: { __typename: 'Defaults', earliestValidFrom: month(0), sickLeaveFormUrl: '', workwearFormUrl: '', vacationFormUrl: '' } },
  });
  const e = employee(active);
  if (user !== 'admin' && user !== 'buero') e.inventoryBonusEligible = null;
  cache.writeQuery({ query: EmployeeDocument, variables: { id: 2014 }, data: { employee: e } });
  const flags = ['allrounder', 'quickCounter', 'fruitAndVegetables', 'checkout', 'flowers', 'storage', 'storageManagement', 'weigh', 'reuse', 'check', 'targetActualComparison'];
  cache.writeQuery({
    query: EmployeeCompetencyDocument,
    variables: { employeeId: 2014 },
    data: { employeeCompetency: { __typename: 'CompetencyView', employeeId: 2014, ...Object.fromEntries(flags.map((f) => [f, f === 'checkout'])) } },
  });
  return new ApolloClient({ cache, link: new ApolloLink(() => new Observable(() => undefined)) });
}

function renderPage(user: DemoUser, opts: { active?: boolean; tab?: string; ownRecord?: boolean } = {}) {
  renderUi(
    <Routes>
      <Route path="/employees/:employeeId" element={<EmployeeDetailsPage />} />
    </Routes>,
    { client: client(user, opts.active ?? true, opts.ownRecord), path: `/employees/2014${opts.tab ? `?tab=${opts.tab}` : ''}` },
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

afterEach(cleanup);

describe('employee details: what each user may do (spec 1 §2.5, §6)', () => {
  it('admin on an active employee: edit, action menu, wage tab with add and the export card, Superadmin fields', async () => {
    renderPage('admin', { tab: 'wages' });
    expect(await screen.findByTestId('employee-name')).toHaveProperty('textContent', 'Vanessa Wagner');
    expect(screen.getByRole('tab', { name: 'Entlohnung' })).toBeTruthy();
    expect(button('Aktionen')).toBeTruthy();
    expect(button('Lohn hinzufügen')).toBeTruthy();
    expect(screen.getByTestId('export-card')).toBeTruthy();
    expect(screen.getAllByTestId('history-label').map((l) => l.textContent)).toEqual(['Aktuell', 'Nächster']);
    expect(screen.getByText('Kasse')).toBeTruthy();
    expect(screen.queryByTestId('inactive-banner')).toBeNull();
  });

  it('the action menu offers deactivation for another employee, never for the own record (the server refuses it too)', async () => {
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Aktionen' }));
    expect(await screen.findByRole('menuitem', { name: 'Mitarbeiter deaktivieren' })).toBeTruthy();
    cleanup();
    renderPage('admin', { ownRecord: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Aktionen' }));
    await screen.findByRole('menuitem', { name: /Willkommens/ });
    expect(screen.queryByRole('menuitem', { name: 'Mitarbeiter deaktivieren' })).toBeNull();
  });

  it('admin on an inactive employee: banner, reactivate, nothing editable', async () => {
    renderPage('admin', { active: false });
    expect(await screen.findByText('Inaktiver Mitarbeiter')).toBeTruthy();
    expect(button('Mitarbeiter reaktivieren')).toBeTruthy();
    expect(button('Bearbeiten')).toBeNull();
    expect(button('Aktionen')).toBeNull();
    expect(screen.getByTestId('personal-operatorNumber').textContent).toBe('1265');
  });

  it('buero edits but neither adds wage entries nor sees Superadmin parts', async () => {
    renderPage('buero', { tab: 'wages' });
    await screen.findByTestId('employee-name');
    expect(button('Lohn hinzufügen')).toBeNull();
    expect(screen.queryByTestId('export-card')).toBeNull();
    expect(button('Aktionen')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Bearbeiten' })).toHaveLength(1); // competencies
    cleanup();
    renderPage('buero');
    await screen.findByTestId('employee-name');
    expect(screen.getAllByRole('button', { name: 'Bearbeiten' })).toHaveLength(2); // personal card, competencies
    expect(screen.queryByTestId('personal-operatorNumber')).toBeNull();
    expect(screen.getByTestId('personal-inventoryBonusEligible').textContent).toBe('Ja');
  });

  it('mitarbeiter on the own page: read-only, no wage tab, no bonus, no back link', async () => {
    renderPage('mitarbeiter', { tab: 'wages' });
    await screen.findByTestId('employee-name');
    expect(screen.queryByRole('tab', { name: 'Entlohnung' })).toBeNull();
    expect(screen.getByTestId('personal-card')).toBeTruthy();
    expect(button('Bearbeiten')).toBeNull();
    expect(screen.queryByTestId('personal-inventoryBonusEligible')).toBeNull();
    expect(screen.queryByText('Zur Mitarbeiterliste')).toBeNull();
  });
});
