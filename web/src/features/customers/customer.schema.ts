import type { CustomerClass, CustomerDetailsFieldsFragment, CustomerInput } from '@/generated/customers';
import { i18n } from '@/i18n/i18n';
import { formatDecimalInput, parseDecimal } from '@/shared/format';
import { yup } from '@/shared/form/yup';
import './texts';

/**
 * The customer form (spec 3 §3, §4, §5): values as typed, the REWE switch, client validation with the
 * spec's messages and the full-replace input of create / update. The server repeats every rule.
 */
export const NEW_CUSTOMER_TYPE = '-1';
export const CUSTOMER_CLASSES: readonly CustomerClass[] = ['A', 'B', 'C', 'Z'];
export const CATEGORIES = [
  ['og', 'notesOg'],
  ['flowers', 'notesFlowers'],
  ['storage', 'notesStorage'],
  ['drinks', 'notesDrinks'],
] as const;
export const FLAGS_WITHOUT_NOTES = ['targetActualComparison', 'labels'] as const;

export interface CustomerValues {
  name: string;
  company: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  mobile: string;
  fax: string;
  /** '' (none chosen), NEW_CUSTOMER_TYPE or the id of a type. */
  customerTypeId: string;
  newCustomerType: string;
  customerId: string;
  region: string;
  sellingArea: string;
  costCenter: string;
  customerClass: '' | CustomerClass;
  positions: string;
  inventoryValue: string;
  og: boolean;
  notesOg: string;
  flowers: boolean;
  notesFlowers: string;
  storage: boolean;
  notesStorage: string;
  drinks: boolean;
  notesDrinks: string;
  targetActualComparison: boolean;
  labels: boolean;
  doorcode: string;
  storeManager: string;
  storeAssistant: string;
  additionalInformation: string;
}

export interface CustomerType {
  id: number;
  name: string;
}

export function emptyCustomer(): CustomerValues {
  return {
    name: '',
    company: '',
    street: '',
    zip: '',
    city: '',
    email: '',
    phone: '',
    mobile: '',
    fax: '',
    customerTypeId: '',
    newCustomerType: '',
    customerId: '',
    region: '',
    sellingArea: '',
    costCenter: '',
    customerClass: '',
    positions: '',
    inventoryValue: '',
    og: false,
    notesOg: '',
    flowers: false,
    notesFlowers: '',
    storage: false,
    notesStorage: '',
    drinks: false,
    notesDrinks: '',
    targetActualComparison: false,
    labels: false,
    doorcode: '',
    storeManager: '',
    storeAssistant: '',
    additionalInformation: '',
  };
}

export function customerValues(c: CustomerDetailsFieldsFragment): CustomerValues {
  return {
    name: c.name,
    company: c.company,
    street: c.street,
    zip: c.zip,
    city: c.city,
    email: c.email,
    phone: c.phone,
    mobile: c.mobile,
    fax: c.fax,
    customerTypeId: String(c.customerTypeId),
    newCustomerType: '',
    customerId: c.customerId ?? '',
    region: c.region ?? '',
    sellingArea: c.sellingArea ?? '',
    costCenter: c.costCenter ?? '',
    customerClass: c.customerClass ?? '',
    positions: c.positions == null ? '' : String(c.positions),
    inventoryValue: formatDecimalInput(c.inventoryValue),
    og: c.og,
    notesOg: c.notesOg,
    flowers: c.flowers,
    notesFlowers: c.notesFlowers,
    storage: c.storage,
    notesStorage: c.notesStorage,
    drinks: c.drinks,
    notesDrinks: c.notesDrinks,
    targetActualComparison: c.targetActualComparison,
    labels: c.labels,
    doorcode: c.doorcode,
    storeManager: c.storeManager,
    storeAssistant: c.storeAssistant,
    additionalInformation: c.additionalInformation,
  };
}

/** The type named REWE (any case) uses region / VB / KST instead of the customer number. */
export const isReweName = (name: string | null | undefined) => (name ?? '').trim().toLowerCase() === 'rewe';

export function isRewe(values: Pick<CustomerValues, 'customerTypeId' | 'newCustomerType'>, types: readonly CustomerType[]): boolean {
  if (values.customerTypeId === NEW_CUSTOMER_TYPE) return isReweName(values.newCustomerType);
  return isReweName(types.find((t) => String(t.id) === values.customerTypeId)?.name);
}

const v = (key: 'name' | 'customerType' | 'newCustomerType' | 'positions' | 'inventoryValue') => i18n.t(`customers.validation.${key}`);
/** 'Geben Sie eine 2-Stellige Nummer an' / '… 4-Stellige …' (spec 3 §5). */
const digitsMessage = (count: number) => i18n.t('customers.validation.digits', { count });

const digits = (value: string, count: number) => new RegExp(`^\\d{${count}}$`).test(value.trim());

/**
 * The customer form's rules (spec 3 §5) for the known customer types: region / VB / KST are checked only
 * while the chosen type is REWE, the customer number never (the other kind's fields are dropped).
 */
export function customerSchema(types: readonly CustomerType[]) {
  const reweDigits = (count: number) =>
    yup
      .string()
      .default('')
      .test('digits', () => digitsMessage(count), function (value) {
        return !value?.trim() || !isRewe(this.parent as CustomerValues, types) || digits(value, count);
      });
  return yup.object({
    name: yup.string().default('').trim().required(() => v('name')),
    customerTypeId: yup.string().default('').required(() => v('customerType')),
    newCustomerType: yup
      .string()
      .default('')
      .when('customerTypeId', { is: NEW_CUSTOMER_TYPE, then: (s) => s.trim().required(() => v('newCustomerType')) }),
    region: reweDigits(2),
    sellingArea: reweDigits(2),
    costCenter: reweDigits(4),
    positions: yup
      .string()
      .default('')
      .test('positions', () => v('positions'), (value) => !value?.trim() || (/^\d+$/.test(value.trim()) && Number(value) >= 1)),
    inventoryValue: yup
      .string()
      .default('')
      .test('inventoryValue', () => v('inventoryValue'), (value) => {
        const n = parseDecimal(value ?? '');
        return n === null || (!Number.isNaN(n) && n >= 0);
      }),
  });
}

const text = (s: string) => s.trim();
const optional = (s: string) => (s.trim() ? s.trim() : null);

/** Every field (updateCustomer replaces the whole customer); the other type kind's fields go as null. */
export function toCustomerInput(values: CustomerValues, rewe: boolean): CustomerInput {
  const isNew = values.customerTypeId === NEW_CUSTOMER_TYPE;
  const positions = values.positions.trim();
  const value = parseDecimal(values.inventoryValue);
  return {
    name: text(values.name),
    company: text(values.company),
    street: text(values.street),
    zip: text(values.zip),
    city: text(values.city),
    email: text(values.email),
    phone: text(values.phone),
    mobile: text(values.mobile),
    fax: text(values.fax),
    customerTypeId: values.customerTypeId ? Number(values.customerTypeId) : null,
    newCustomerType: isNew ? text(values.newCustomerType) : null,
    customerId: rewe ? null : optional(values.customerId),
    region: rewe ? optional(values.region) : null,
    sellingArea: rewe ? optional(values.sellingArea) : null,
    costCenter: rewe ? optional(values.costCenter) : null,
    customerClass: values.customerClass || null,
    positions: positions ? Number(positions) : null,
    inventoryValue: value === null || Number.isNaN(value) ? null : value,
    og: values.og,
    notesOg: text(values.notesOg),
    flowers: values.flowers,
    notesFlowers: text(values.notesFlowers),
    storage: values.storage,
    notesStorage: text(values.notesStorage),
    drinks: values.drinks,
    notesDrinks: text(values.notesDrinks),
    targetActualComparison: values.targetActualComparison,
    labels: values.labels,
    doorcode: text(values.doorcode),
    storeManager: text(values.storeManager),
    storeAssistant: text(values.storeAssistant),
    additionalInformation: text(values.additionalInformation),
  };
}

// ------------------------------------------------------------------ travel times (spec 3 §5)

export interface HoursMinutes {
  hours: string;
  minutes: string;
}

export const MAX_HOURS = 99;
export const MAX_MINUTES = 59;

export function splitMinutes(total: number): HoursMinutes {
  const m = Math.max(0, Math.round(total));
  return { hours: String(Math.floor(m / 60)), minutes: String(m % 60) };
}

/** Keeps digits only (the inputs accept nothing else). */
export const digitsOnly = (s: string, max = 2) => s.replace(/\D/g, '').slice(0, max);

/** Empty gives 0; null when a part is out of range (hours 0–99, minutes 0–59). */
export function toMinutes({ hours, minutes }: HoursMinutes): number | null {
  const h = hours.trim() === '' ? 0 : Number(hours);
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || m < 0 || h > MAX_HOURS || m > MAX_MINUTES) return null;
  return h * 60 + m;
}

const withinRange = (max: number) => (value: string | undefined) => !value?.trim() || (/^\d+$/.test(value.trim()) && Number(value) <= max);

/** The travel-times card: one row per company location (hours 0–99, minutes 0–59; empty is 0). */
export const travelTimesSchema = () =>
  yup.object({
    rows: yup.array(
      yup.object({
        hours: yup.string().default('').test('hours', () => i18n.t('customers.validation.hours'), withinRange(MAX_HOURS)),
        minutes: yup.string().default('').test('minutes', () => i18n.t('customers.validation.minutes'), withinRange(MAX_MINUTES)),
      }),
    ),
  });
