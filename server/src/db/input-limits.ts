/**
 * Values that do not fit their column are invalid input (422 naming the field), checked
 * from the entity metadata before anything is written, instead of a database error (500).
 * Backstop for writes that bypass the unit of work: errors.ts maps SQLSTATE 22001/22003/22P02/… .
 */
import type { EntityMetadata, EntityProperty, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { ValidationError, type FieldError, type FieldErrors } from '../errors.js';
import { fieldLabels, msg } from '../messages.js';

/** Text columns have no length of their own: this many characters at most (docs/decisions/auth-and-security.md#SEC-48). */
export const TEXT_MAX_LENGTH = 10_000;

const INT_RANGE: Record<string, number> = { smallint: 32_767, int2: 32_767, integer: 2_147_483_647, int: 2_147_483_647, int4: 2_147_483_647 };

function maxLength(prop: EntityProperty): number | undefined {
  const column = (prop.columnTypes?.[0] ?? '').toLowerCase();
  const declared = /^(?:varchar|character varying|char|character)\((\d+)\)/.exec(column);
  if (declared) return Number(declared[1]);
  if (column === 'text' || prop.type === 'text') return TEXT_MAX_LENGTH;
  return prop.length;
}

/** The field's problem, or null when the value fits its column. */
export function columnProblem(prop: EntityProperty, value: unknown): string | null {
  const label = fieldLabels[prop.name] ?? prop.name;
  if (typeof value === 'string') {
    const max = maxLength(prop);
    return max !== undefined && value.length > max ? msg.tooLong(label, max) : null;
  }
  if (typeof value === 'number') {
    const column = (prop.columnTypes?.[0] ?? '').toLowerCase().replace(/\(.*$/, '');
    if (!Number.isFinite(value)) return msg.invalid(label);
    const intMax = INT_RANGE[column];
    if (intMax !== undefined && Math.abs(value) > intMax) return msg.invalid(label);
    if ((column === 'numeric' || column === 'decimal') && prop.precision !== undefined) {
      const digits = prop.precision - (prop.scale ?? 0);
      if (Math.abs(value) >= 10 ** digits) return msg.invalid(label);
    }
  }
  return null;
}

/**
 * The same check up front, for a service whose input nests the entity's fields under a prefix
 * (`employee.firstName` in the create form): the path then names the field as the form knows it.
 */
export function checkColumns(errors: FieldErrors, meta: EntityMetadata, values: object, prefix: string): void {
  for (const [name, value] of Object.entries(values)) {
    const prop = meta.properties[name];
    const problem = prop ? columnProblem(prop, value) : null;
    if (problem) errors.add(`${prefix}${name}`, problem);
  }
}

/** Checks every created or changed value of a flush against its column. */
export class InputLimitsSubscriber implements EventSubscriber {
  onFlush({ uow }: FlushEventArgs): void {
    const errors: FieldError[] = [];
    for (const cs of uow.getChangeSets()) {
      const payload = cs.payload as Record<string, unknown>;
      for (const prop of cs.meta.props) {
        if (!(prop.name in payload)) continue;
        const problem = columnProblem(prop, payload[prop.name]);
        if (problem && !errors.some((e) => e.path === prop.name)) errors.push({ path: prop.name, message: problem });
      }
    }
    if (errors.length) throw new ValidationError(errors);
  }
}
