import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { schemaErrors } from '@/shared/form/yup';
import { areaSchema, formatDeviation, locationSchema, parseDeviation, zipInput } from './admin.schema';
import { inventoryTabs, locationTerm, marketAreaSearchApplies, selectedTab } from './gates';

describe('inventory tabs (spec 3 §2.6)', () => {
  it('admin sees all four; the administration tab needs Inventory_EditAdministration', () => {
    expect(inventoryTabs(DEMO.admin.abilities)).toEqual(['tasks', 'performance', 'competencies', 'administration']);
    expect(inventoryTabs(DEMO.buero.abilities)).not.toContain('administration');
    expect(inventoryTabs(DEMO.mitarbeiter.abilities)).toEqual(['tasks', 'performance']);
    expect(inventoryTabs(abilitiesOf(['Inventory_EditAdministration']))).toEqual(['tasks', 'administration']);
  });

  it('Statistic without Inventory_ViewPerformance opens the counting performance (statistics links to tab=1)', () => {
    expect(inventoryTabs(abilitiesOf(['Statistic']))).toEqual(['tasks', 'performance']);
    expect(inventoryTabs(DEMO.buero.abilities)).toContain('performance');
    expect(selectedTab('1', inventoryTabs(abilitiesOf(['Statistic'])))).toBe('performance');
  });

  it('the tab query parameter is a fixed index; unknown or forbidden falls back to the first tab', () => {
    const all = inventoryTabs(DEMO.admin.abilities);
    expect(selectedTab('3', all)).toBe('administration');
    expect(selectedTab('1', all)).toBe('performance');
    expect(selectedTab(null, all)).toBe('tasks');
    expect(selectedTab('9', all)).toBe('tasks');
    expect(selectedTab('3', ['tasks'])).toBe('tasks');
    expect(selectedTab('0', [])).toBeNull();
  });
});

describe('searches (spec 3 §2.6, §9)', () => {
  it('company locations from 3 characters', () => {
    expect(locationTerm('Le')).toBeUndefined();
    expect(locationTerm(' Lei ')).toBe('Lei');
  });

  it('market areas only when empty or longer than 2 characters', () => {
    expect(marketAreaSearchApplies('')).toBe(true);
    expect(marketAreaSearchApplies('Ba')).toBe(false);
    expect(marketAreaSearchApplies('Bau')).toBe(true);
  });
});

describe('administration forms (spec 3 §5)', () => {
  it('company location: name required, zip digits only, at most 5', () => {
    expect(zipInput('0a1b2c3d4e5f')).toBe('01234');
    expect(schemaErrors(locationSchema(), { name: ' ', notes: '', street: '', zip: '', city: '' })).toEqual({ name: 'Geben Sie einen Namen an' });
    expect(schemaErrors(locationSchema(), { name: 'Dresden', notes: '', street: '', zip: '0106a', city: '' })).toEqual({ zip: 'Höchstens 5 Ziffern' });
    expect(schemaErrors(locationSchema(), { name: 'Dresden', notes: '', street: '', zip: '01067', city: '' })).toEqual({});
  });

  it('market area deviation: a number above −100, empty 0', () => {
    expect(parseDeviation('')).toBe(0);
    expect(parseDeviation('-12,5')).toBe(-12.5);
    expect(parseDeviation('+5')).toBe(5);
    expect(parseDeviation('-100')).toBeNull();
    expect(parseDeviation('abc')).toBeNull();
    expect(schemaErrors(areaSchema('category'), { name: '', active: true, deviation: 'x' })).toEqual({
      name: 'Geben Sie einen Namen für die Kategorie an',
      deviation: 'Geben Sie eine Zahl größer als -100 an',
    });
    expect(schemaErrors(areaSchema('area'), { name: ' ', active: true, deviation: '-100' })).toEqual({
      name: 'Geben Sie einen Namen an',
      deviation: 'Geben Sie eine Zahl größer als -100 an',
    });
    expect(schemaErrors(areaSchema('area'), { name: 'Obst', active: false, deviation: '-99,5' })).toEqual({});
    expect(schemaErrors(areaSchema('category'), { name: 'Kühlung', active: true, deviation: '' })).toEqual({});
    expect(formatDeviation(-12.5)).toBe('−12,5\u00a0%'); // a non-breaking space: the % never wraps away from its number
    expect(formatDeviation(5)).toBe('+5\u00a0%');
  });
});
