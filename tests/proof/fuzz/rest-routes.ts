/**
 * The documented /api surface (rest-paths.txt, a copy of the spec's list) joined with the routes the
 * REST layer registers: each path's GraphQL document tells which arguments, and so which body keys
 * and query parameters, the route reads. Nothing is listed by hand.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  parse,
  typeFromAST,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { createRestApi } from '../../../server-rest-compat/src/index.js';

export const schema: GraphQLSchema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express form: /employees/:id */
  path: string;
  params: string[];
  documented: boolean;
  /** The root field the document calls ('' when unknown). */
  field: string;
  /** Variables of the document with their input types (what body or query may carry). */
  variables: { name: string; type: GraphQLInputType }[];
  upload: boolean;
}

const shape = (p: string) => p.replace(/:\w+/g, ':_');

/** Every documented path (and every registered one the list does not name), with what it reads. */
export function restRoutes(): RestRoute[] {
  const documented = readFileSync(new URL('../rest-paths.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [method, path] = l.split(/\s+/);
      return { method, path: path.replace(/\{(\w+)\}/g, ':$1') };
    });
  const rest = createRestApi({ schema, contextFor: () => ({}), formatError: (e) => e });
  const registered = rest.paths.map((p, i) => {
    const [method, path] = p.split(' ');
    return { method, path, document: rest.documents[i] };
  });
  const routes: RestRoute[] = [];
  const seen = new Set<string>();
  for (const r of [...documented.map((d) => ({ ...d, documented: true })), ...registered.map((r) => ({ ...r, documented: false }))]) {
    const key = `${r.method} ${shape(r.path)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const match = registered.find((x) => x.method === r.method && shape(x.path) === shape(r.path));
    const op = match ? (parse(match.document).definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode) : undefined;
    const variables = (op?.variableDefinitions ?? []).map((v) => ({ name: v.variable.name.value, type: typeFromAST(schema, v.type as any) as GraphQLInputType }));
    routes.push({
      method: r.method as RestRoute['method'],
      path: r.path,
      params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
      documented: r.documented,
      field: ((op?.selectionSet.selections[0] as FieldNode | undefined)?.name.value) ?? '',
      variables: variables.filter((v) => v.type),
      upload: variables.some((v) => v.type && getNamedType(v.type).name === 'Upload'),
    });
  }
  return routes;
}

/** Query parameter names a GET may read: its variables and the fields of its filter inputs. */
export function queryNames(route: RestRoute): string[] {
  const names = new Set(['page', 'size', 'sort']);
  for (const v of route.variables) {
    const named = getNamedType(v.type);
    if (isInputObjectType(named)) for (const f of Object.keys(named.getFields())) names.add(f);
    else names.add(v.name);
  }
  return [...names];
}
