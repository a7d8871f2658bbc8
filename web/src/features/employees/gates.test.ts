import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { detailsGates, listGates } from './gates';

const ACTIVE = { active: true };
const INACTIVE = { active: false };

describe('listGates (spec 1 §2.4)', () => {
  it('admin and buero get the create button, wage and status columns and the worklog pencil', () => {
    for (const user of [DEMO.admin, DEMO.buero]) {
      expect(listGates(user.abilities)).toMatchObject({ canCreate: true, canSeeWages: true, canSeeInactive: true, canSeeWorklogs: true });
    }
    expect(listGates(DEMO.admin.abilities).superadmin).toBe(true);
    expect(listGates(DEMO.buero.abilities).superadmin).toBe(false);
  });

  it('mitarbeiter gets none of it', () => {
    expect(listGates(DEMO.mitarbeiter.abilities)).toEqual({
      superadmin: false,
      canCreate: false,
      canSeeWages: false,
      canSeeInactive: false,
      canSeeWorklogs: false,
    });
  });
});

describe('detailsGates (spec 1 §2.5, §4, §6)', () => {
  it('admin on an active employee: everything', () => {
    const g = detailsGates(DEMO.admin.abilities, ACTIVE);
    expect(g).toMatchObject({
      canEditPersonal: true,
      showSuperadminFields: true,
      canEditSuperadminFields: true,
      showBonus: true,
      canEditBonus: true,
      showWagesTab: true,
      entriesEditable: true,
      canAddEntries: true,
      showExportCard: true,
      canEditExport: true,
      showActionMenu: true,
      showReactivate: false,
      canEditCompetencies: true,
    });
  });

  it('admin on an inactive employee: read-only, only the reactivate button', () => {
    const g = detailsGates(DEMO.admin.abilities, INACTIVE);
    expect(g).toMatchObject({
      inactive: true,
      canEditCard: false,
      canEditPersonal: false,
      canEditBonus: false,
      canEditSuperadminFields: false,
      entriesEditable: false,
      canAddEntries: false,
      canEditExport: false,
      showActionMenu: false,
      showReactivate: true,
      canEditCompetencies: false,
    });
    expect(g.showExportCard).toBe(true);
    expect(g.showSuperadminFields).toBe(true);
  });

  it('buero edits personal data, bonus and entries but adds/deletes nothing and sees no Superadmin parts', () => {
    const g = detailsGates(DEMO.buero.abilities, ACTIVE);
    expect(g).toMatchObject({
      canEditPersonal: true,
      canEditBonus: true,
      entriesEditable: true,
      showWagesTab: true,
      canAddEntries: false,
      showSuperadminFields: false,
      showExportCard: false,
      showActionMenu: false,
      showReactivate: false,
    });
    expect(detailsGates(DEMO.buero.abilities, INACTIVE).showReactivate).toBe(false);
  });

  it('mitarbeiter on the own page: read-only, no wage tab, no bonus', () => {
    const g = detailsGates(DEMO.mitarbeiter.abilities, ACTIVE);
    expect(g).toMatchObject({
      canEditCard: false,
      showBonus: false,
      showWagesTab: false,
      entriesEditable: false,
      canAddEntries: false,
      showActionMenu: false,
      canEditCompetencies: false,
    });
  });

  it('competencies are editable with Inventory_EditEmployeeCompetencies alone', () => {
    expect(detailsGates(abilitiesOf(['Inventory_EditEmployeeCompetencies']), ACTIVE).canEditCompetencies).toBe(true);
    expect(detailsGates(abilitiesOf(['Inventory_ViewPerformance']), ACTIVE).canEditCompetencies).toBe(false);
  });

  it('the bonus can be shown without being editable', () => {
    const g = detailsGates(abilitiesOf(['Employee_ViewInventoryBonusEligible']), ACTIVE);
    expect(g.showBonus).toBe(true);
    expect(g.canEditBonus).toBe(false);
    expect(g.canEditCard).toBe(false);
  });
});

describe('security: wage entries are never editable on one\'s own record', () => {
  it('buero edits other employees\' wages but not its own; the Superadmin adds none to its own', () => {
    expect(detailsGates(DEMO.buero.abilities, { active: true, employeeId: 2003 }, 1002)).toMatchObject({ wagesEditable: true, entriesEditable: true });
    expect(detailsGates(DEMO.buero.abilities, { active: true, employeeId: 1002 }, 1002)).toMatchObject({ wagesEditable: false, entriesEditable: true });
    expect(detailsGates(DEMO.admin.abilities, { active: true, employeeId: 1001 }, 1001)).toMatchObject({ wagesEditable: false, canAddWages: false, canAddEntries: true });
    expect(detailsGates(DEMO.admin.abilities, { active: true, employeeId: 2003 }, 1001)).toMatchObject({ wagesEditable: true, canAddWages: true });
  });
});

describe('employee gates follow the server (the client receives its abilities)', () => {
  it("the worklog pencil follows the server's rule for another employee's month: any of its authorities, not one of them only", () => {
    expect(listGates(abilitiesOf(['Accounting_Employee_ViewWorklogs'])).canSeeWorklogs).toBe(true);
    expect(listGates(abilitiesOf(['Accounting_Overview_ViewOther'])).canSeeWorklogs).toBe(true);
    expect(listGates(abilitiesOf(['Superadmin'])).canSeeWorklogs).toBe(true);
    expect(listGates(abilitiesOf(['Order_Worklogs'])).canSeeWorklogs).toBe(false);
  });
});
