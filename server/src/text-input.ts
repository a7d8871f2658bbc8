/**
 * Text PostgreSQL cannot hold: U+0000 (NUL). No column of any text type stores it, and a query that
 * carries it fails with SQLSTATE 22021 (or 08P01 when the driver inlined the value), which used to
 * surface as a 500. Refused up front for every argument of every field that takes one, on both faces
 * (REST executes the same schema), as invalid input naming the field (issue 20 fuzzing).
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

/** Wraps the resolver of every field with arguments: arguments with NUL are a ValidationError. */
export function refuseNulInArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const found = nulPath(args);
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
