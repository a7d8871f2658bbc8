import {
  execute,
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

type Vars = Record<string, unknown>;

/** One fixed document, ready to run per request. */
export interface CompiledDocument {
  run(contextValue: unknown, variableValues: Vars): Promise<ExecutionResult>;
  /** Why this document runs on graphql-js `execute` instead of compiled code; undefined when compiled. */
  readonly fallback?: string;
}

/**
 * Compiles a REST route's fixed document once with graphql-jit: graphql-js `execute` walks
 * the document per value and spent 30–45 ms on the 2 058-row accounting overview; the compiled function
 * calls the same resolvers (type-graphql's @Authorized and field middlewares are resolvers too) and the same
 * scalar `serialize`, without the walk. Only for the REST layer's fixed documents, never /graphql.
 *
 * Variables are coerced by graphql-js first, exactly as `execute` does (same function, same options): a
 * coercion error is returned unchanged, so its message — which formatGraphQLError reads for the field path
 * of the 422 — stays graphql-js's. graphql-jit's own coercion then runs on the same raw values (it cannot be
 * skipped; the values are small) and cannot fail where graphql-js succeeded.
 *
 * A document graphql-jit cannot compile keeps graphql-js (`fallback` says why; the router logs it).
 */
export function compileDocument(schema: GraphQLSchema, document: DocumentNode): CompiledDocument {
  const plain = async (contextValue: unknown, variableValues: Vars) =>
    execute({ schema, document, contextValue, variableValues });
  const operation = getOperationAST(document);
  if (!operation) return { run: plain, fallback: 'not exactly one operation' };
  if (operation.operation === 'subscription') return { run: plain, fallback: 'subscription' };
  let compiled: ReturnType<typeof compileQuery<Vars, Vars>>;
  try {
    compiled = compileQuery<Vars, Vars>(schema, document, undefined, {
      // The same errors as graphql-js, with their stacks (the log of an INTERNAL error shows where it came from).
      disablingCapturingStackErrors: false,
      // Every scalar and enum through its own serialize, as graphql-js does.
      disableLeafSerialization: false,
      // The map functions reshape the data before res.json: no schema-based stringify.
      customJSONSerializer: false,
    });
  } catch (err) {
    return { run: plain, fallback: (err as Error).message };
  }
  if (!isCompiledQuery(compiled)) return { run: plain, fallback: compiled.errors?.map((e) => e.message).join('; ') ?? 'not compiled' };
  const query = compiled.query;
  const definitions = operation.variableDefinitions ?? [];
  return {
    async run(contextValue, variableValues) {
      if (definitions.length) {
        // What graphql-js `execute` does before executing (buildExecutionContext), with its limit of 50 errors.
        const coerced = getVariableValues(schema, definitions, variableValues, { maxErrors: 50 });
        if (coerced.errors) return { errors: coerced.errors };
      }
      return (await query(undefined, contextValue, variableValues)) as ExecutionResult;
    },
  };
}
