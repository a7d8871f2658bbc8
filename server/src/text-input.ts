/**
 * Text PostgreSQL cannot hold: U+0000 (NUL). No column of any text type stores it, and a query that
 * carries it fails with SQLSTATE 22021 (or 08P01 when the driver inlined the value), which used to
 * surface as a 500 (found by fuzzing). Handled once for every argument of every field, on
 * both faces (REST executes the same schema):
 * - in a mutation, text with NUL is invalid input naming the field (422);
 * - in a read, nothing stored can match it: NUL is read as U+FFFD, so the service answers as it does
 *   for any value it does not know (its own 404 message, an empty list, its format check).
 */
import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { ValidationError } from './errors.js';
import { fieldLabels, msg } from './messages.js';

/** The path of the first string holding NUL inside `value` ('' for the value itself), else null. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nulPath(v, path ? `${path}.${k}` : k);
    if (found !== null) return found;
  }
  return null;
}

/** A copy of `value` with every NUL replaced by U+FFFD (the replacement character). */
export function withoutNul<T>(value: T): T {
  // eslint-disable-next-line no-control-regex -- NUL is what this replaces
  if (typeof value === 'string') return value.replace(/\u0000/g, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  // Plain input objects only (graphql-js hands them over without a prototype); an Upload's promise,
  // dates and the like stay as they are.
  const proto = value === null || typeof value !== 'object' ? undefined : Object.getPrototypeOf(value);
  if (proto !== null && proto !== Object.prototype) return value;
  const copy = Object.create(proto) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value as object)) copy[k] = withoutNul(v);
  return copy as T;
}

/** Wraps the resolver of every field with arguments: NUL refused in mutations, unmatched in reads. */
export function refuseNulInArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const found = nulPath(args);
        if (found !== null && info.operation.operation !== 'mutation') return resolve(source, withoutNul(args), context, info);
        if (found !== null) {
          // Input objects are nested under their argument name; clients know the field path only (errors.ts).
          const path = found.replace(/^input\./, '');
          const name = path.split('.').at(-1)!;
          throw new ValidationError([{ path, message: msg.invalid(fieldLabels[name] ?? name) }]);
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
