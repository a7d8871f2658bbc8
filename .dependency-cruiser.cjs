// Import boundaries and cycles (`npm run lint`). The layers of the server modules and why they run
// this way: server/src/modules/LAYERS.md. Dependency-cruiser rather than eslint-plugin-boundaries:
// it sees the whole graph at once (cycles through any number of files, type-only imports told apart),
// its rules are plain regular expressions over paths, and it needs no type information, so a run over
// all packages takes seconds.

/**
 * The server modules from the bottom up: a module may import the modules BEFORE it in this list,
 * never one after it. Within a layer the order of the names is part of the rule.
 */
const SERVER_LAYERS = [
  ['platform', ['logger', 'audit']],
  ['reference data', ['settings', 'messages', 'inventories', 'calendar']],
  ['accounts', ['auth', 'rights', 'search']],
  ['people', ['registrations', 'archive', 'employees']],
  ['orders', ['compliance', 'confirmations', 'orders', 'tasks', 'feeds']],
  ['time', ['worklogs', 'timeclock', 'monthend']],
  ['reporting', ['customers', 'statistics']],
];
const ORDER = SERVER_LAYERS.flatMap(([, modules]) => modules);
const MODULES = 'server/src/modules/';

// A test may reach across modules to arrange its data; the layering is about the product code.
const TESTS = '(\\.test\\.tsx?$|/test/)';

/**
 * Files any module may import from any other, whatever the layers: the MikroORM entities and their
 * enums. The persistence model is one graph whose relations point both ways between aggregates (an
 * order has employees, an employee's worklogs have orders), so the entities are a shared lower level
 * of their own; they import nothing but other entities and enums (rule `entities-import-only-entities`).
 * The permission check and the authority names live in @inv/domain, below every module.
 */
const SHARED_MODEL = `^${MODULES}[^/]+/.+\\.(entity|enums)\\.ts$`;

const layerRules = ORDER.map((name, i) => {
  const above = ORDER.slice(i + 1);
  return {
    name: `server-layer-${name}`,
    severity: 'error',
    comment: `${name} may import only modules listed before it in SERVER_LAYERS (server/src/modules/LAYERS.md)`,
    from: { path: `^${MODULES}${name}/`, pathNot: TESTS },
    to: {
      path: above.length ? `^${MODULES}(${above.join('|')})/` : '^$',
      pathNot: SHARED_MODEL,
      dependencyTypesNot: ['type-only'],
    },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'No cycles between modules at run time. Type-only imports are erased by the compiler and cannot make an import order or a half-initialised module, so a cycle closed only by `import type` is allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: '@inv/domain is the bottom: it imports nothing of the server, the REST layer or the web.',
      from: { path: '^domain/src/' },
      to: { path: '^(server|server-rest-compat|web|tests)/' },
    },
    {
      name: 'rest-compat-below-server',
      severity: 'error',
      comment: 'The REST layer runs GraphQL operations it is given; it does not reach into the server or the web.',
      from: { path: '^server-rest-compat/src/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'Server and web share rules through @inv/domain only.',
      from: { path: '^server/src/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'Server and web share rules through @inv/domain only (generated types come from schema.graphql). A test may compare the two sides.',
      from: { path: '^web/src/', pathNot: TESTS },
      to: { path: '^(server|server-rest-compat)/' },
    },
    {
      name: 'feature-not-other-feature',
      severity: 'error',
      comment: 'A feature does not import another feature: what two features share lives in web/src/shared.',
      from: { path: '^web/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'feature-not-app',
      severity: 'error',
      comment: 'Features do not import the app shell (router, routes, Apollo client set-up): the app composes the features, not the other way round.',
      from: { path: '^web/src/features/', pathNot: TESTS },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-not-feature-or-app',
      severity: 'error',
      comment: 'web/src/shared is below every feature and the app shell.',
      from: { path: '^web/src/shared/', pathNot: TESTS },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'entities-import-only-entities',
      severity: 'error',
      comment: 'Entities are the shared model every module may import, so they import no service, policy or resolver of another module.',
      from: { path: `^${MODULES}([^/]+)/.+\\.entity\\.ts$` },
      to: { path: `^${MODULES}`, pathNot: [`^${MODULES}$1/`, SHARED_MODEL] },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|generated|node_modules)/' },
    // Type-only imports are part of the graph (marked `type-only`), so the rules can tell them apart.
    tsPreCompilationDeps: true,
    // The web's `@/` alias and @inv/domain resolved to its sources (not its build output).
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
