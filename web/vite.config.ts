import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const path = (p: string) => decodeURIComponent(new URL(p, import.meta.url).pathname);
const src = path('./src');
const chakraTheme = path('../node_modules/@chakra-ui/react/dist/esm/theme');
const dist = path('./dist');
const api = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
