import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, type DemoUser } from '@/test/demo-users';
import { employeesLink, menuItems } from './menu-items';

const URLS = {
  sickLeaveFormUrl: 'https://forms.example/krank',
  workwearFormUrl: 'https://forms.example/kleidung',
  vacationFormUrl: 'https://forms.example/urlaub',
};
const FORMS = ['sickLeave', 'workwear', 'vacation'];

const EXPECTED: Record<DemoUser, string[]> = {
  admin: [
    'timeclock',
    'hourOverview',
    'customers',
    'employees',
    'accounting',
    'inventories',
    'orders',
    'timeControlling',
    'monthEndClosing',
    'compliance',
    'statistics',
    'registrations',
    'rights',
    'auditLog',
    'outbox',
    'documents',
    ...FORMS,
  ],
  buero: ['hourOverview', 'customers', 'employees', 'accounting', 'orders', 'monthEndClosing', 'compliance', 'statistics', 'registrations', 'documents', ...FORMS],
  teamleiter: ['timeclock', 'hourOverview', 'inventories', 'orders', 'documents', ...FORMS],
  mitarbeiter: ['hourOverview', 'inventories', 'documents', ...FORMS],
};

describe('side menu per demo user', () => {
  it.each(Object.keys(EXPECTED) as DemoUser[])('%s sees exactly the entries of their authority groups', (name) => {
    expect(menuItems(DEMO[name], URLS).map((i) => i.key)).toEqual(EXPECTED[name]);
  });

  it('marks exactly the four desktop-only entries as web-only', () => {
    const webOnly = menuItems(DEMO.admin, URLS).filter((i) => i.webOnly).map((i) => i.key);
    expect(webOnly).toEqual(['monthEndClosing', 'statistics', 'registrations', 'rights']);
  });

  it('links the own hour overview and documents, and the external forms from the defaults', () => {
    const items = Object.fromEntries(menuItems(DEMO.mitarbeiter, URLS).map((i) => [i.key, i]));
    expect(items.hourOverview).toMatchObject({ to: '/houroverview/2002', external: false });
    expect(items.documents).toMatchObject({ to: '/archive/2002', external: false });
    expect(items.sickLeave).toMatchObject({ to: URLS.sickLeaveFormUrl, external: true });
    expect(items.workwear).toMatchObject({ to: URLS.workwearFormUrl, external: true });
    expect(items.vacation).toMatchObject({ to: URLS.vacationFormUrl, external: true });
  });

  it('leaves out the external forms until their URLs are known', () => {
    const keys = menuItems(DEMO.mitarbeiter, { sickLeaveFormUrl: null, workwearFormUrl: null, vacationFormUrl: null }).map(
      (i) => i.key,
    );
    expect(keys).toEqual(['hourOverview', 'inventories', 'documents']);
  });
});

describe("'Mitarbeiter' link", () => {
  const own = (authorities: string[]) => ({ authorities, abilities: abilitiesOf(authorities), employeeId: 3000 });

  it('goes to the list for Superadmin or Employee_Create_Create holders', () => {
    expect(employeesLink(DEMO.admin)).toBe('/employees');
    expect(employeesLink(DEMO.buero)).toBe('/employees');
    expect(employeesLink(own(['Superadmin']))).toBe('/employees');
    expect(employeesLink(own(['Employee_Create_Create']))).toBe('/employees');
  });

  it('goes to the own employee page for everybody else', () => {
    expect(employeesLink(own(['Employee_EditOther_Edit']))).toBe('/employees/3000');
    expect(employeesLink(own(['Employee_ViewOther_InactiveEmployees', 'Employee']))).toBe('/employees/3000');
    const items = menuItems(own(['Employee_EditOther_Edit']), URLS);
    expect(items.find((i) => i.key === 'employees')?.to).toBe('/employees/3000');
  });
});
