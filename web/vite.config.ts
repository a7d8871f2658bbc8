import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const dist = decodeURIComponent(new URL('./dist', import.meta.url).pathname);
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  build: {
    outDir: dist,
    emptyOutDir: true,
    // Lets scripts measure what a route loads (entry + its lazy chunks), see README of web.
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/graphql': { target: api, changeOrigin: false },
    },
  },
});
