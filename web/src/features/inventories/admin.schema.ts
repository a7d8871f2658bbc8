import { i18n } from '@/i18n/i18n';
import { formatPercent, parseDecimal } from '@/shared/format';
import { yup } from '@/shared/form/yup';
import './texts';

/** Company location dialog (spec 3 §5): name required, zip digits only, at most 5. */
export interface LocationValues {
  name: string;
  notes: string;
  street: string;
  zip: string;
  city: string;
}

export const zipInput = (s: string) => s.replace(/\D/g, '').slice(0, 5);

export const locationSchema = () =>
  yup.object({
    name: yup.string().default('').trim().required(i18n.t('inventories.locations.nameRequired')),
    notes: yup.string().default(''),
    street: yup.string().default(''),
    zip: yup.string().default('').matches(/^\d{1,5}$/, { message: i18n.t('inventories.locations.zipInvalid'), excludeEmptyString: true }),
    city: yup.string().default(''),
  });

export const toLocationInput = (v: LocationValues) => ({
  name: v.name.trim(),
  notes: v.notes.trim(),
  street: v.street.trim(),
  zip: v.zip,
  city: v.city.trim(),
});

/** Market area and category dialogs: name required; deviation a number above −100 (percent), empty 0. */
export interface AreaValues {
  name: string;
  active: boolean;
  deviation: string;
}

export function parseDeviation(text: string): number | null {
  const t = text.trim().replace(/^\+/, '');
  if (t === '') return 0;
  const negative = t.startsWith('-') || t.startsWith('−');
  const n = parseDecimal(negative ? t.slice(1) : t);
  if (n === null || Number.isNaN(n)) return null;
  const value = negative ? -n : n;
  return value > -100 ? value : null;
}

/** The market area / category dialog's rules; the name's message names what is edited. */
export const areaSchema = (kind: 'area' | 'category') =>
  yup.object({
    name: yup
      .string()
      .default('')
      .trim()
      .required(() => i18n.t(kind === 'area' ? 'inventories.areas.nameRequired' : 'inventories.areas.categoryNameRequired')),
    active: yup.boolean().default(true),
    deviation: yup
      .string()
      .default('')
      .test('deviation', () => i18n.t('inventories.areas.deviationInvalid'), (v) => parseDeviation(v ?? '') !== null),
  });

/** Blank names go as null (spec 3 §5), so the server answers with its own message. */
export const toAreaName = (name: string) => (name.trim() ? name.trim() : null);

/** "+5,5 %", "−3 %", "0 %". */
export function formatDeviation(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatPercent(Math.abs(value))}`;
}
