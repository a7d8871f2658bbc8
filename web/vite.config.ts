import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import react from '@vitejs/plugin-react';
import { build as viteBuild, defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { constants as zlib, brotliCompressSync, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const path = (p: string) => decodeURIComponent(new URL(p, import.meta.url).pathname);
const src = path('./src');
const chakraTheme = path('../node_modules/@chakra-ui/react/dist/esm/theme');
const dist = path('./dist');
const api = 'http://localhost:3000';

/**
 * The German texts live in src/i18n/de/, one JSON file per namespace (index: src/i18n/de-texts.ts).
 * Namespaces listed as lazy stay out of the entry (the login page): `virtual:i18n-de-eager` is every
 * other namespace (the entry's resources, web/src/i18n/i18n.ts), `virtual:i18n-de` exports every
 * namespace by name so a lazy chunk brings its own (addTexts). Each namespace is a module of its own
 * (`virtual:i18n-de/<name>`) that `virtual:i18n-de` re-exports: one module holding all of them was put
 * whole into the chunk group of the first page that used one (the timeclock group carried every
 * namespace, ~15 KB brotli, issue 18). A namespace not listed here is simply eager.
 */
const LAZY_NAMESPACES = ['dates', 'table', 'employees', 'customers', 'inventories', 'orders', 'worklogs', 'timeclock', 'registration', 'audit', 'secondFactor', 'monthend', 'archive', 'confirmations', 'rights', 'search', 'statistics', 'forms', 'compliance', 'outbox'];

function i18nNamespaces(): Plugin {
  const dir = path('./src/i18n/de');
  const named = '\0virtual:i18n-de';
  const eager = '\0virtual:i18n-de-eager';
  const one = `${named}/`;
  const json = (value: unknown) => `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return {
    name: 'i18n-namespaces',
    resolveId: (source) =>
      source === 'virtual:i18n-de' ? named : source === 'virtual:i18n-de-eager' ? eager : source.startsWith('virtual:i18n-de/') ? `\0${source}` : null,
    load(id) {
      if (id !== named && id !== eager && !id.startsWith(one)) return null;
      const read = (name: string) => {
        this.addWatchFile(`${dir}/${name}.json`);
        return JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8'));
      };
      if (id.startsWith(one)) return `export default ${json(read(id.slice(one.length)))};`;
      const names = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => f.slice(0, -'.json'.length));
      if (id === eager) return `export default ${json(Object.fromEntries(names.filter((k) => !LAZY_NAMESPACES.includes(k)).map((k) => [k, read(k)])))};`;
      return names.map((k) => `export { default as ${k} } from 'virtual:i18n-de/${k}';`).join('\n');
    },
  };
}

/**
 * Chunk groups, so that /login and /timeclock (the landing page) arrive in a few files instead of
 * dozens of sub-2 KB shared chunks (over HTTP/1.1 every six files cost a round trip, and Lighthouse's
 * slow-4G model counts them: /timeclock loaded 89 files). A first build without groups (in memory,
 * same config) tells which modules each route's chunks hold — exact after tree-shaking, which a walk
 * over the module graph is not (Chakra's index re-exports everything). Then:
 * - `app`: the entry's modules and what the login page shares with other pages (a few KB the login
 *   page loads anyway) — one file; the login page's own modules (features/auth) stay lazy;
 * - `shell`: what the app shell loads beyond that (every page inside the shell loads all of it);
 * - `timeclock`: what the timeclock page loads beyond these (another page that needs some of these
 *   modules loads this chunk too: a few KB more for it, fewer requests for the landing page).
 * Every other module keeps Rolldown's automatic chunking. The login page loads the same modules as
 * without groups (tests/bench/login-bytes.mjs).
 */
const OPEN_PAGES = ['features/auth/login.page.tsx'];
const GROUPS = [
  ['shell', 'app/shell/app-shell.tsx'],
  ['timeclock', 'features/timeclock/timeclock.page.tsx'],
] as const;

async function routeGroups(config: UserConfig, mode: string): Promise<Map<string, string>> {
  const result = await viteBuild({ ...config, mode, configFile: false, logLevel: 'silent', build: { ...config.build, write: false, manifest: false } });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : [])).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** The modules of a chunk and of every chunk it imports statically. */
  const loads = (pick: (c: (typeof chunks)[number]) => boolean) => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const visit = (c: (typeof chunks)[number] | undefined) => {
      if (!c || seen.has(c.fileName)) return;
      seen.add(c.fileName);
      c.moduleIds.forEach((m) => modules.add(m));
      c.imports.forEach((f) => visit(byFile.get(f)));
    };
    const roots = chunks.filter(pick);
    if (roots.length === 0) throw new Error('route groups: a chunk named in GROUPS/OPEN_PAGES is missing');
    roots.forEach(visit);
    return modules;
  };
  const entry = loads((c) => c.isEntry);
  const taken = loads((c) => c.isEntry || OPEN_PAGES.some((p) => c.facadeModuleId === `${src}/${p}`));
  const groups = new Map<string, string>();
  for (const m of taken) if (entry.has(m) || !m.startsWith(`${src}/features/auth/`)) groups.set(m, 'app');
  for (const [name, page] of GROUPS) {
    for (const m of loads((c) => c.facadeModuleId === `${src}/${page}`)) {
      if (taken.has(m)) continue;
      taken.add(m);
      groups.set(m, name);
    }
  }
  return groups;
}

/** The groups above for a production build (the in-memory first build runs the base config only). */
function routeGroupsPlugin(config: UserConfig, mode: string): Plugin {
  return {
    name: 'route-groups',
    apply: 'build',
    async config() {
      const groups = await routeGroups(config, mode);
      const name = (id: string) => groups.get(id) ?? null;
      return { build: { rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name, debugName: 'route groups' }] } } } } };
    },
  };
}

/**
 * Chakra's global CSS as a stylesheet of the build (issue 18). At run time <ChakraProvider> has emotion
 * insert `system._global` — the reset, the global styles and ~1,900 tokens as CSS variables, light and
 * dark — which the browser first computed (createSystem: getTokenCss, getGlobalCss, ~25 ms), then
 * serialised, hashed and parsed (~20 ms more; four times that on Lighthouse's phone, before the first
 * paint of every page). The production build computes that text once in Node with the app's own theme
 * (an in-memory SSR build of shared/theme/root-system.ts through shared/theme/global-css.ts, emotion's own serializer
 * and stylis chain), emits it as assets/chakra-global-<hash>.css, links it from index.html, and compiles
 * Chakra's createSystem with an empty `_global`, so the provider's <Global> inserts nothing. Development
 * and the unit tests keep Chakra's run-time path. The patch names the one statement it replaces: a
 * Chakra version without it fails the build instead of shipping the CSS twice.
 */
const CHAKRA_SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const CHAKRA_GLOBAL_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

function chakraStaticGlobal(config: UserConfig, mode: string): Plugin {
  let fileName = '';
  return {
    name: 'chakra-static-global',
    apply: 'build',
    async buildStart() {
      const css = await systemGlobalCss(config, mode);
      fileName = `assets/chakra-global-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transform(code, id) {
      if (!id.endsWith(CHAKRA_SYSTEM_MODULE)) return null;
      if (!code.includes(CHAKRA_GLOBAL_STATEMENT)) this.error(`chakra-static-global: "${CHAKRA_GLOBAL_STATEMENT}" not found in ${id}`);
      return { code: code.replace(CHAKRA_GLOBAL_STATEMENT, 'const _global = [];'), map: null };
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' }],
  };
}

/** The root system's global CSS text (shared/theme/global-css.ts), computed in Node from an in-memory SSR build. */
async function systemGlobalCss(config: UserConfig, mode: string): Promise<string> {
  const entryId = 'virtual:chakra-global-css';
  const entry: Plugin = {
    name: 'chakra-global-css-entry',
    resolveId: (id) => (id === entryId ? `\0${entryId}` : null),
    load: (id) =>
      id === `\0${entryId}`
        ? "import { system } from '@/shared/theme/root-system';\nimport { globalCssText } from '@/shared/theme/global-css';\nexport default globalCssText(system);"
        : null,
  };
  const result = await viteBuild({
    ...config,
    mode,
    configFile: false,
    logLevel: 'silent',
    plugins: [...(config.plugins ?? []), entry],
    ssr: { noExternal: true },
    build: { ...config.build, ssr: true, rolldownOptions: { input: entryId }, write: false, manifest: false, minify: false },
  });
  const chunk = (Array.isArray(result) ? result : [result])
    .flatMap((r) => ('output' in r ? r.output : []))
    .find((c) => c.type === 'chunk' && c.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error('chakra-static-global: the SSR build gave no entry chunk');
  const dir = mkdtempSync(join(tmpdir(), 'chakra-global-'));
  try {
    writeFileSync(join(dir, 'global-css.mjs'), chunk.code);
    const css: unknown = (await import(pathToFileURL(join(dir, 'global-css.mjs')).href)).default;
    if (typeof css !== 'string' || !css.includes('--chakra-colors-')) throw new Error('chakra-static-global: no token CSS computed');
    return css;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default defineConfig(({ mode }) => {
  const config = baseConfig(mode);
  return { ...config, plugins: [...(config.plugins ?? []), routeGroupsPlugin(config, mode), chakraStaticGlobal(config, mode), pwa(), compressed(), compressedWorker()] };
});

/**
 * The installable app (issue 21): web manifest and a Workbox service worker (generateSW) that
 * precaches the built app — index.html and every js/css/svg/png/woff2 file, so every page's chunks
 * open offline — and answers navigations with index.html. `/api`, `/graphql` and `/healthz` are never
 * answered from a cache: no runtime caching at all, and navigations to them go to the network.
 * Registered by web/src/app/pwa/register-sw.ts, a lazy chunk main.tsx imports after the first render
 * (`injectRegister: false`: nothing in index.html, the login page loads no byte more). Not part of
 * baseConfig: the in-memory build of routeGroups must not write a service worker.
 */
function pwa() {
  return VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    registerType: 'autoUpdate',
    // The icons are in globPatterns already (listing them again would precache them twice).
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Inventurdienst',
      short_name: 'Inventur',
      description: 'Stempeluhr, Einsätze und Mitarbeiter des Inventurdienstes – auch ohne Netz im Lager.',
      lang: 'de',
      start_url: '/timeclock',
      scope: '/',
      display: 'standalone',
      theme_color: '#65a30d',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The .br/.gz files beside them are not matched (the server negotiates the encoding of each
      // precache request itself); .vite/manifest.json is for scripts only.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['**/node_modules/**/*', 'sw.js', 'workbox-*.js', '.vite/**'],
      // Files under assets/ carry their content hash in the name: fetched without a revision query.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api/, /^\/graphql/, /^\/healthz/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      sourcemap: false,
    },
  });
}

/** `.br` and `.gz` beside every compressible file of the build (originals kept), served by content
 * negotiation (server/src/compression.ts). Maximum levels: compressed once per build, sent often.
 * woff2 and images are compressed already and left alone. */
function compressed() {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    exclude: /(^|[\\/])\.vite[\\/]/, // the build manifest is read by scripts, never served
    logLevel: 'silent',
  });
}

/**
 * vite-plugin-pwa writes sw.js and workbox-*.js after the bundle (closeBundle), where
 * vite-plugin-compression2 no longer looks: their .br/.gz are written here, after it, the same way.
 */
function compressedWorker(): Plugin {
  let outDir = dist;
  return {
    name: 'compressed-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // `vite build --outDir` (tests/bench)
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of readdirSync(outDir).filter((f) => f === 'sw.js' || /^workbox-.*\.js$/.test(f))) {
          const source = readFileSync(`${outDir}/${file}`);
          const br = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
          const gz = gzipSync(source, { level: 9 });
          if (br.length < source.length) writeFileSync(`${outDir}/${file}.br`, br);
          if (gz.length < source.length) writeFileSync(`${outDir}/${file}.gz`, gz);
        }
      },
    },
  };
}

function baseConfig(mode: string): UserConfig {
  return {
    plugins: [react(), i18nNamespaces()],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        // Chakra's theme modules one by one (pinned 3.37.0). Its theme index imports every recipe, so
        // importing tokens from there would put all recipes into the login page (see shared/theme).
        { find: /^chakra-theme\/(.*)$/, replacement: `${chakraTheme}/$1.js` },
      ],
    },
    // Apollo Client 3 keeps its development checks and messages unless __DEV__ is replaced at build time.
    define: mode === 'production' ? { 'globalThis.__DEV__': 'false' } : {},
    build: {
      outDir: dist,
      emptyOutDir: true,
      // web/scripts/measure-route-js.mjs reads it to report what a route loads.
      manifest: true,
    },
    server: {
      proxy: {
        '/api': { target: api },
        '/graphql': { target: api },
      },
    },
  };
}
