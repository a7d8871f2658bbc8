import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

const path = (p: string) => decodeURIComponent(new URL(p, import.meta.url).pathname);
const src = path('./src');
const chakraTheme = path('../node_modules/@chakra-ui/react/dist/esm/theme');
const dist = path('./dist');
const api = 'http://localhost:3000';

/**
 * The German texts live in src/i18n/de/, one JSON file per namespace (index: src/i18n/de-texts.ts).
 * Namespaces listed as lazy stay out of the entry (the login page): `virtual:i18n-de-eager` is every
 * other namespace (the entry's resources, web/src/i18n/i18n.ts), `virtual:i18n-de` exports every
 * namespace by name so a lazy chunk brings its own (addTexts) and the bundler tree-shakes the rest.
 * A namespace not listed here is simply eager.
 */
const LAZY_NAMESPACES = ['dates', 'table', 'employees', 'customers', 'inventories', 'orders', 'worklogs', 'timeclock', 'registration', 'audit', 'secondFactor', 'monthend', 'archive', 'confirmations', 'rights', 'search', 'statistics'];

function i18nNamespaces(): Plugin {
  const dir = path('./src/i18n/de');
  const named = '\0virtual:i18n-de';
  const eager = '\0virtual:i18n-de-eager';
  const json = (value: unknown) => `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return {
    name: 'i18n-namespaces',
    resolveId: (source) => (source === 'virtual:i18n-de' ? named : source === 'virtual:i18n-de-eager' ? eager : null),
    load(id) {
      if (id !== named && id !== eager) return null;
      const namespaces = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => {
          this.addWatchFile(`${dir}/${f}`);
          return [f.slice(0, -'.json'.length), JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'))] as const;
        });
      if (id === eager) return `export default ${json(Object.fromEntries(namespaces.filter(([k]) => !LAZY_NAMESPACES.includes(k))))};`;
      return namespaces.map(([key, value]) => `export const ${key} = ${json(value)};`).join('\n');
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    i18nNamespaces(),
    // `.br` and `.gz` beside every compressible file of the build (originals kept), served by content
    // negotiation (server/src/compression.ts). Maximum levels: compressed once per build, sent often.
    // woff2 and images are compressed already and left alone.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      exclude: /(^|[\\/])\.vite[\\/]/, // the build manifest is read by scripts, never served
      logLevel: 'silent',
    }),
  ],
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
}));
