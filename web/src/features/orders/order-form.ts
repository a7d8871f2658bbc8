import type { OrderCustomerFieldsFragment, OrderDetailsFieldsFragment, OrderInput } from '@/generated/orders';
import { parseDateInput } from '@/shared/date/date-input';
import { todayIso } from '@/shared/format';
import type { OrderTypeCode } from './range';

export const CATEGORY_FLAGS = ['fruitAndVegetables', 'flowers', 'storage', 'targetActualComparison', 'labels', 'drinks'] as const;
export type CategoryFlag = (typeof CATEGORY_FLAGS)[number];

/** What the info form edits (spec 3 §5); numbers stay text until saved. */
export interface OrderFormValues extends Record<CategoryFlag, boolean> {
  orderType: OrderTypeCode;
  validFrom: string;
  validTo: string;
  startTime: string;
  name: string;
  address: string;
  zip: string;
  city: string;
  positions: string;
  customerId: number | null;
  customerName: string;
}

export const DEFAULT_START_TIME = '07:00';

const NO_FLAGS = Object.fromEntries(CATEGORY_FLAGS.map((f) => [f, false])) as Record<CategoryFlag, boolean>;

/** A new order: INV, today–today, 07:00 (spec 3 §2.4, §9). */
export function newOrderValues(today: string = todayIso()): OrderFormValues {
  return {
    orderType: 'INV',
    validFrom: today,
    validTo: today,
    startTime: DEFAULT_START_TIME,
    name: '',
    address: '',
    zip: '',
    city: '',
    positions: '',
    customerId: null,
    customerName: '',
    ...NO_FLAGS,
  };
}

export function valuesFromOrder(o: OrderDetailsFieldsFragment): OrderFormValues {
  return {
    orderType: o.orderType,
    validFrom: o.validFrom,
    validTo: o.validTo,
    startTime: o.startTime,
    name: o.name,
    address: o.address,
    zip: o.zip,
    city: o.city,
    positions: o.positions == null ? '' : String(o.positions),
    customerId: o.customer?.id ?? o.customerId ?? null,
    customerName: o.customer?.name ?? '',
    ...Object.fromEntries(CATEGORY_FLAGS.map((f) => [f, o[f]])),
  } as OrderFormValues;
}

/**
 * Choosing a customer fills name, address, zip, city, positions and the categories (customer `og` is
 * fruit and vegetables); positions handed over by the customer screen win over the customer's own.
 */
export function withCustomer(v: OrderFormValues, c: OrderCustomerFieldsFragment, positions?: number | null): OrderFormValues {
  const p = positions ?? c.positions;
  return {
    ...v,
    customerId: c.id,
    customerName: c.name,
    name: c.name,
    address: c.street,
    zip: c.zip,
    city: c.city,
    positions: p == null ? v.positions : String(p),
    fruitAndVegetables: c.og,
    flowers: c.flowers,
    storage: c.storage,
    targetActualComparison: c.targetActualComparison,
    labels: c.labels,
    drinks: c.drinks,
  };
}

export function withoutCustomer(v: OrderFormValues): OrderFormValues {
  return { ...v, customerId: null, customerName: '' };
}

export type FormErrors = Partial<Record<keyof OrderFormValues, string>>;

/** Client rules of spec 3 §5, worded like the server's messages so both read the same. */
export function validateOrder(v: OrderFormValues): FormErrors {
  const e: FormErrors = {};
  if (!v.name.trim()) e.name = 'Name ist erforderlich';
  if (!v.address.trim()) e.address = 'Adresse ist erforderlich';
  if (!v.zip.trim()) e.zip = 'PLZ ist erforderlich';
  if (!v.city.trim()) e.city = 'Ort ist erforderlich';
  if (!v.orderType) e.orderType = 'Auftragsart ist erforderlich';
  const from = parseDateInput(v.validFrom);
  const to = parseDateInput(v.validTo);
  if (from.kind === 'empty') e.validFrom = 'Gültig ab ist erforderlich.';
  else if (from.kind === 'invalid') e.validFrom = 'Ungültiges Datum';
  if (to.kind === 'empty') e.validTo = 'Gültig bis ist erforderlich';
  else if (to.kind === 'invalid') e.validTo = 'Ungültiges Datum';
  else if (from.kind === 'valid' && to.iso < from.iso) e.validTo = 'Gültig bis muss nach Gültig ab liegen.';
  if (!v.startTime.trim()) e.startTime = 'Startzeit ist erforderlich';
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.startTime.trim())) e.startTime = 'Startzeit ist ungültig';
  const p = v.positions.trim();
  if (p !== '' && (!/^\d+$/.test(p) || Number(p) < 1)) e.positions = 'Positionen muss größer als 0 sein';
  return e;
}

/**
 * The full input of createOrder/updateOrder (updateOrder replaces everything). Notes and cost centre are
 * saved on their own (patchOrder) and are carried along unchanged so a full replace keeps them.
 */
export function toOrderInput(v: OrderFormValues, kept: { notes: string; costCenterId: number | null }): OrderInput {
  const iso = (s: string) => {
    const p = parseDateInput(s);
    return p.kind === 'valid' ? p.iso : s;
  };
  return {
    orderType: v.orderType,
    validFrom: iso(v.validFrom),
    validTo: iso(v.validTo),
    startTime: v.startTime.trim(),
    name: v.name.trim(),
    address: v.address.trim(),
    zip: v.zip.trim(),
    city: v.city.trim(),
    positions: v.positions.trim() === '' ? null : Number(v.positions.trim()),
    customerId: v.customerId,
    notes: kept.notes,
    costCenterId: kept.costCenterId,
    ...Object.fromEntries(CATEGORY_FLAGS.map((f) => [f, v[f]])),
  };
}

export function isDirty(a: OrderFormValues, b: OrderFormValues): boolean {
  return (Object.keys(a) as (keyof OrderFormValues)[]).some((k) => a[k] !== b[k]);
}
