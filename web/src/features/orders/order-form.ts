import type { OrderCustomerFieldsFragment, OrderDetailsFieldsFragment, OrderInput } from '@/generated/orders';
import { parseDateInput } from '@/shared/date/date-input';
import { yup } from '@/shared/form/yup';
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

const required = (message: string) => yup.string().default('').trim().required(message);
const day = (requiredMessage: string) =>
  yup
    .string()
    .default('')
    .test('required', requiredMessage, (v) => parseDateInput(v ?? '').kind !== 'empty')
    .test('day', 'Ungültiges Datum', (v) => parseDateInput(v ?? '').kind !== 'invalid');
const isoOf = (v: string | undefined) => {
  const p = parseDateInput(v ?? '');
  return p.kind === 'valid' ? p.iso : null;
};

/**
 * Client rules of spec 3 §5 for the order form, worded like the server's messages so both read the
 * same. `positionsRequired` (the inventory dialog, spec 3 §5 "Inventory dialog"): positions must be
 * given, with that message for empty and invalid alike.
 */
export function orderSchema({ positionsRequired }: { positionsRequired?: string } = {}) {
  return yup.object({
    name: required('Name ist erforderlich'),
    address: required('Adresse ist erforderlich'),
    zip: required('PLZ ist erforderlich'),
    city: required('Ort ist erforderlich'),
    orderType: yup.string().default('').required('Auftragsart ist erforderlich'),
    validFrom: day('Gültig ab ist erforderlich.'),
    validTo: day('Gültig bis ist erforderlich').test('afterFrom', 'Gültig bis muss nach Gültig ab liegen.', function afterFrom(v) {
      const from = isoOf((this.parent as OrderFormValues).validFrom);
      const to = isoOf(v);
      return !from || !to || to >= from;
    }),
    startTime: required('Startzeit ist erforderlich').matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Startzeit ist ungültig'),
    positions: positionsRequired
      ? yup.string().default('').test('positions', positionsRequired, (v) => /^\d+$/.test((v ?? '').trim()) && Number((v ?? '').trim()) >= 1)
      : yup
          .string()
          .default('')
          .test('positions', 'Positionen muss größer als 0 sein', (v) => {
            const p = (v ?? '').trim();
            return p === '' || (/^\d+$/.test(p) && Number(p) >= 1);
          }),
  });
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
