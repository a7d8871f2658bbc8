/**
 * Bounds on what one GraphQL document may ask for (so one body cannot exhaust memory): aliases, depth, tokens, cost, and at
 * most one file content per operation. Applied to /graphql; every document the web app and the REST
 * face send passes them (graphql-limits.test.ts runs all of them through these rules).
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { msg } from './messages.js';
import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export const GRAPHQL_LIMITS = {
  /** Web and REST documents use none; room for scripts asking a few things at once. */
  maxAliases: 15,
  /** Deepest web/REST document: 8 (timeclock order view). */
  maxDepth: 10,
  /** Tokens of one document (graphql's parser stops there, before building the tree); web ≤ 650. */
  maxTokens: 3000,
  /** graphql-armor's cost (objects 2, scalars 1, times 1.5 per level); costliest web/REST document 415. */
  maxCost: 1500,
  /** Fields named contentBase64 (a whole file) per operation: one body cannot multiply files. */
  maxFileContents: 1,
} as const;

/** A refused document: the request's fault, answered as VALIDATION (422 class) and never executed. */
const refusal = (message: string) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/** Counts `contentBase64` selections of each operation, fragments included (each fragment once per spread). */
export function maxFileContentsRule(n: number = GRAPHQL_LIMITS.maxFileContents): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const count = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      let c = 0;
      for (const s of set?.selections ?? []) {
        if (s.kind === Kind.FIELD) c += (s.name.value === 'contentBase64' ? 1 : 0) + count(s.selectionSet, seen);
        else if (s.kind === Kind.INLINE_FRAGMENT) c += count(s.selectionSet, seen);
        else if (!seen.has(s.name.value)) c += count(fragments.get(s.name.value)?.selectionSet, new Set([...seen, s.name.value]));
      }
      return c;
    };
    return {
      OperationDefinition(op) {
        if (count(op.selectionSet, new Set()) > n) context.reportError(refusal(msg.tooManyFileContents));
      },
    };
  };
}

/** Report instead of throw (a thrown error inside validation would be a 500), with a German message. */
const quiet = (message: string) => ({
  exposeLimits: false,
  propagateOnRejection: false,
  onReject: [(ctx: ValidationContext | null) => ctx?.reportError(refusal(message))],
});

/** Validation rules for Apollo's `validationRules` (besides graphql's own). */
export const limitRules: ValidationRule[] = [
  maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...quiet(msg.tooManyAliases) }) as ValidationRule,
  maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...quiet(msg.queryTooDeep) }) as ValidationRule,
  costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...quiet(msg.queryTooCostly) }) as ValidationRule,
  maxFileContentsRule(),
];

/** Apollo's `parseOptions`: graphql's own token limit. */
export const limitParseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };
