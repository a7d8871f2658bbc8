import express, { type Request, type Response, type Router } from 'express';
import {
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { compileDocument, type CompiledDocument } from './jit.js';
import { sendError } from './status.js';

export interface RestOptions {
  schema: GraphQLSchema;
  /** The same context value /graphql gets for this request. */
  contextFor(req: Request, res: Response): unknown;
  /** The server's one error mapping (domain error → extensions.code). */
  formatError(error: GraphQLError, contextValue: unknown): GraphQLFormattedError;
  /** Startup notes (a document that runs on graphql-js instead of compiled code, at debug level). */
  log?: { debug(obj: object, msg: string): void };
}

type Vars = Record<string, unknown>;

export interface RouteSpec<TData = any> {
  /** A GraphQL document run in-process against the schema. */
  document: string;
  /** May be async (a multipart body is parsed here). */
  variables?: (req: Request) => Vars | Promise<Vars>;
  /**
   * Turns the data into the documented response. Returning undefined sends an empty body.
   * May set headers (Location, content-disposition) on `res`.
   */
  map?: (data: TData, req: Request, res: Response, root?: any) => unknown;
  /** Status on success; default 200. */
  status?: number;
  /**
   * Hands `map` the root field's own result (4th argument) beside the data: for long answers the
   * document selects only the cheap fields and `map` builds the rest from the resolver's objects,
   * skipping GraphQL's walk of every field of every list item. Authorization, argument coercion and
   * validation, middlewares and error mapping stay GraphQL's: the root field still runs through them.
   */
  root?: boolean;
}

/** Root results a route asked for, per request context (a WeakMap: nothing outlives its request). */
const rootResults = new WeakMap<object, { value?: unknown }>();
const CAPTURES = Symbol('rest.capturesRootResult');

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Registers documented /api paths, each backed by one GraphQL document validated at startup. */
export class RestRouter {
  readonly router: Router = express.Router();
  readonly paths: string[] = [];
  /** Every document this face executes (checked against the /graphql limits by a test). */
  readonly documents: string[] = [];
  /** Routes whose document graphql-jit could not compile: they run on graphql-js `execute` (see jit.ts). */
  readonly fallbacks: { route: string; reason: string }[] = [];

  constructor(private readonly opts: RestOptions) {}

  private add(method: Method, path: string, spec: RouteSpec) {
    const document = parse(spec.document);
    // Before compiling: the compiled document must call the capturing resolver.
    if (spec.root) this.captureRoot(document);
    const compiled = this.compile(document, `${method.toUpperCase()} ${path}`);
    this.paths.push(`${method.toUpperCase()} ${path}`);
    this.documents.push(spec.document);
    this.router[method](path, async (req: Request, res: Response) => {
      const contextValue = this.opts.contextFor(req, res);
      let variableValues: Vars;
      try {
        variableValues = (await spec.variables?.(req)) ?? {};
      } catch (err) {
        // A request body that cannot be read as documented (e.g. malformed multipart): invalid input.
        res.status(422).json([{ path: (err as { path?: string }).path ?? '', message: (err as Error).message }]);
        return;
      }
      const slot = spec.root && typeof contextValue === 'object' && contextValue ? { value: undefined as unknown } : undefined;
      if (slot) rootResults.set(contextValue as object, slot);
      const result = await compiled.run(contextValue, variableValues);
      if (slot) rootResults.delete(contextValue as object);
      if (result.errors?.length) {
        sendError(res, this.opts.formatError(result.errors[0], contextValue));
        return;
      }
      const body = spec.map ? spec.map(result.data as any, req, res, slot?.value) : result.data;
      if (res.headersSent) return;
      res.status(spec.status ?? 200);
      if (body === undefined) res.end();
      else if (Buffer.isBuffer(body)) res.send(body);
      else res.json(body);
    });
  }

  /**
   * Wraps the resolver of the document's root field once: when the executing context belongs to a
   * request of a `root` route, the resolved value is kept for its `map`. Other executions (/graphql)
   * only pay a WeakMap lookup.
   */
  private captureRoot(document: DocumentNode) {
    const op = document.definitions.find((d) => d.kind === 'OperationDefinition');
    const type = op?.operation === 'mutation' ? this.opts.schema.getMutationType() : this.opts.schema.getQueryType();
    const fields = op?.selectionSet.selections.filter((s): s is FieldNode => s.kind === 'Field') ?? [];
    if (fields.length !== 1 || !type) throw new Error('REST route with root: exactly one root field');
    const field = type.getFields()[fields[0].name.value];
    const resolve = field.resolve as (GraphQLFieldResolver<unknown, unknown> & { [CAPTURES]?: true }) | undefined;
    if (!resolve || resolve[CAPTURES]) return;
    const capturing: GraphQLFieldResolver<unknown, unknown> & { [CAPTURES]?: true } = (source, args, context, info) => {
      const value = resolve(source, args, context, info);
      const slot = context && typeof context === 'object' ? rootResults.get(context) : undefined;
      if (!slot) return value;
      return Promise.resolve(value).then((v) => (slot.value = v));
    };
    capturing[CAPTURES] = true;
    field.resolve = capturing;
  }

  private compile(document: DocumentNode, name: string): CompiledDocument {
    const problems = validate(this.opts.schema, document);
    if (problems.length) throw new Error(`REST route ${name}: ${problems.map((p) => p.message).join('; ')}`);
    const compiled = compileDocument(this.opts.schema, document);
    if (compiled.fallback) {
      this.fallbacks.push({ route: name, reason: compiled.fallback });
      this.opts.log?.debug({ route: name, reason: compiled.fallback }, 'REST route runs on graphql-js execute (not compiled)');
    }
    return compiled;
  }

  get = (path: string, spec: RouteSpec) => this.add('get', path, spec);
  post = (path: string, spec: RouteSpec) => this.add('post', path, spec);
  put = (path: string, spec: RouteSpec) => this.add('put', path, spec);
  patch = (path: string, spec: RouteSpec) => this.add('patch', path, spec);
  delete = (path: string, spec: RouteSpec) => this.add('delete', path, spec);
}
