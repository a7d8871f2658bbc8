/**
 * Typed access to the suite's stack helpers (tests/scripts/stack.mjs, plain JavaScript) and to the
 * built server (server/dist, what startServer runs): the fault proofs start and kill their own servers
 * and recompute the stored summaries with the server's own code.
 */
export interface StartedServer {
  baseUrl: string;
  logFile: string;
  pid: number;
  stop(): Promise<void>;
}

interface StackModule {
  freePort(): Promise<number>;
  startServer(opts: { databaseUrl: string; dataDir: string; env?: Record<string, string> }): Promise<StartedServer>;
}

const stackUrl = new URL('../../scripts/stack.mjs', import.meta.url).href;
export const stack = (): Promise<StackModule> => import(stackUrl);

/** A module of the built server (server/dist/<path>), untyped: the tests must not depend on a build for typechecking. */
export const serverModule = (path: string): Promise<any> => import(new URL(`../../../server/dist/${path}`, import.meta.url).href);
