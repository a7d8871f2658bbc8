import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { pinoHttp } from 'pino-http';
import type pg from 'pg';
import { createRestApi } from '@inv/server-rest-compat';
import { loadCurrentUser } from './modules/auth/current-user.js';
import { destroySession, sessionExpiredAbsolutely, sessionMiddleware, takeSessionUser } from './modules/auth/sessions.js';
import type { Ctx } from './context.js';
import { apiCompression, webApp } from './compression.js';
import { formatGraphQLError } from './errors.js';
import { processMultipart } from './graphql-multipart.js';
import { limitParseOptions, limitRules } from './graphql-limits.js';
import { msg } from './messages.js';
import { safeSerializers } from './modules/logger/log-safety.js';
import { refuseCrossSite, securityHeaders } from './security.js';
import { MAX_UPLOAD_BYTES } from './modules/registrations/registration.validation.js';
import type { Services } from './services.js';
import { bindAuditActor } from './modules/audit/audit-context.js';
import { recordForbidden } from './modules/audit/audit-hooks.js';
import { LiveHub } from './live/live-hub.js';
import { liveRoutes } from './live/live.routes.js';

export interface AppDeps {
  orm: MikroORM;
  pool: pg.Pool;
  schema: GraphQLSchema;
  services: Services;
  sessionSecret: string;
}

const ctxOf = (res: Response): Ctx => res.locals.ctx as Ctx;

/**
 * The pages whose chunks index.html preloads: the login page; and for the timeclock — the
 * installed app's start page and the team leaders' landing page — the shell chunk group, which otherwise
 * waits for the entry to run and `me` to answer (Lighthouse /timeclock LCP 3.58 → 3.16 s). Preloading
 * the timeclock group too gave the same LCP and a later first paint (its 60 KB share the slow-4G link
 * with the entry). A guest sent from /timeclock to the login has loaded the shell's 84 KB (brotli) early.
 */
const PAGE_PRELOADS = {
  '/login': 'src/features/auth/login.page.tsx',
  '/timeclock': 'shell',
  '/timeclock/:id': 'shell',
};

/** Marks whatever the multipart parser throws as the request's fault (a broken body, not a 500). */
function uploadParser(parse: (req: Request, res: Response, next: NextFunction) => void) {
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      next(Object.assign(err instanceof Error ? err : new Error(String(err)), { uploadRejected: true }));
    });
}

/** The error table for both faces; logs unexpected errors once, with the request id the client sees. */
export function mapGraphQLError(services: Pick<Services, 'log'>) {
  return (error: GraphQLError, contextValue: unknown) => {
    const requestId = (contextValue as Ctx | undefined)?.requestId;
    const formatted = formatGraphQLError(error.toJSON?.() ?? { message: String(error) }, error, requestId);
    if (formatted.extensions?.code === 'INTERNAL') {
      services.log.error({ err: error.originalError ?? error, requestId }, 'unhandled error');
    }
    if (formatted.extensions?.code === 'FORBIDDEN') recordForbidden(contextValue as Ctx, error, services.log);
    return formatted;
  };
}

export async function createApp({ orm, pool, schema, services, sessionSecret }: AppDeps) {
  const { config, log } = services;
  const app = express();
  // No ETag on answers sent by res.send/res.json: every /api and /graphql answer is `no-store`, so no
  // browser revalidates it, and hashing each body cost ~2 % of an order view's CPU. The web
  // app's files keep theirs (static middleware and index variants set their own, compression.ts).
  app.set('etag', false);
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') && !req.url?.startsWith('/graphql') },
      // Masked URLs, no headers, errors without SQL or input (secrets stay out of logs; logger/log-safety.ts).
      serializers: safeSerializers,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]', 'req.body.password', 'req.body.iban'],
    }),
  );
  app.use(securityHeaders(config));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  // Answers of both faces carry personal data: never kept by browsers or proxies.
  // JSON answers above 1 KB compressed on the fly; files already compressed and event streams not (compression.ts).
  app.use(['/api', '/graphql'], apiCompression());
  app.use(['/api', '/graphql'], (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Session → acting user → request context, for both faces.
  app.use(['/api', '/graphql'], sessionMiddleware(config, pool, sessionSecret), refuseCrossSite(config));
  app.use(['/api', '/graphql'], async (req: Request, res: Response, next: NextFunction) => {
    try {
      const em = orm.em.fork();
      let user = null;
      const userId = req.session?.userId;
      if (userId !== undefined) {
        if (sessionExpiredAbsolutely(req, config)) await destroySession(req);
        else {
          const read = takeSessionUser(req, userId);
          user = read !== undefined ? read : await loadCurrentUser(em, userId);
          if (!user) await destroySession(req); // account deactivated or deleted
        }
      }
      const ctx: Ctx = { req, res, em, user, requestId: String(req.id), services };
      res.locals.ctx = ctx;
      bindAuditActor(em, { userId: user?.id ?? null, username: user?.username ?? null, requestId: ctx.requestId, clientAddress: req.ip ?? null }, next);
    } catch (err) {
      next(err);
    }
  });

  // formatError has no context: hand the request id to it on the error object.
  const requestIdPlugin: ApolloServerPlugin<Ctx> = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const e of errors) Object.assign(e, { requestId: contextValue?.requestId, ctx: contextValue });
        },
      };
    },
  };
  const mapError = mapGraphQLError(services);
  const apollo = new ApolloServer<Ctx>({
    schema,
    csrfPrevention: true,
    introspection: config.NODE_ENV !== 'production',
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // Bounded documents (one body cannot exhaust memory) and no "Did you mean …" hints about the schema.
    validationRules: limitRules,
    parseOptions: limitParseOptions,
    hideSchemaDetailsFromClientErrors: true,
    formatError: (_formatted, error) =>
      mapError(error as GraphQLError, (error as { ctx?: Ctx }).ctx ?? { requestId: (error as { requestId?: string })?.requestId }),
    plugins: [requestIdPlugin],
  });
  await apollo.start();
  app.use(
    '/graphql',
    // GraphQL multipart requests (file uploads). One byte over the limit is let through so the
    // resolver can tell an over-long file (the parser truncates instead of failing).
    // Read by graphql-multipart.ts (not the library's own reader: it could crash the process, found by fuzzing).
    uploadParser(graphqlUploadExpress({ processRequest: processMultipart, maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: 1, maxFieldSize: 1_000_000 } as Parameters<typeof graphqlUploadExpress>[0])),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ res }) => ctxOf(res) }),
  );
  // A body the upload or JSON parser refused (malformed multipart or JSON, too many files): the
  // client's fault, 422 (413 for an over-long file), never a 500.
  app.use('/graphql', (err: { status?: number; type?: string; uploadRejected?: boolean; message?: string }, _req: Request, res: Response, next: NextFunction) => {
    const jsonBroken = err?.type === 'entity.parse.failed';
    if (res.headersSent || !(err?.uploadRejected || jsonBroken || (err?.status && err.status < 500))) return next(err);
    const status = err.status === 413 ? 413 : 422;
    const field = { path: jsonBroken ? '' : 'file', message: status === 413 ? msg.fileTooBig : jsonBroken ? msg.invalidJson : msg.invalidMultipart };
    res.status(status).json({ errors: [{ message: msg.checkInput, extensions: { code: 'VALIDATION', errors: [field] } }] });
  });

  // The live board's event stream: not a GraphQL document, so beside the REST face, not in it.
  // One LISTEN connection per app instance, opened while someone watches.
  const live = new LiveHub(pool.options, log);
  app.use('/api', liveRoutes({ hub: live, pool, formatError: mapError }));

  // `viaRest`: the REST face's in-process execution, the only one that may return file bytes.
  const rest = createRestApi({ schema, contextFor: (_req, res) => Object.assign(ctxOf(res), { viaRest: true }), formatError: mapError, log });
  app.use('/api', rest.router);

  // The web app, pre-compressed at build time (brotli/gzip by negotiation): hashed assets cached long,
  // every other GET answers index.html (client-side routing). See compression.ts.
  const index = join(config.webDist, 'index.html');
  if (existsSync(index)) {
    app.use(webApp(config.webDist, { demoAccounts: () => services.auth.demoData(), pagePreloads: PAGE_PRELOADS }));
  } else {
    log.warn({ webDist: config.webDist }, 'web app not built: only /api and /graphql are served');
  }

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    services.log.error({ err, requestId: req.id }, 'unhandled error in request');
    if (!res.headersSent) res.status(500).json({ title: msg.internal, requestId: req.id });
  });

  return { app, apollo, live, restPaths: rest.paths };
}
