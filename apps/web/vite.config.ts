import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './build/prerender-plugin';

/** Where `npm start` serves the API; `npm run dev` here forwards every server path to it. */
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [
    // The router plugin must run before the React plugin: it rewrites route files.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    // After the client build: the public pages as HTML, routes.json and friends, .br/.gz.
    prerender(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the size-budget test follows.
    manifest: true,
    // Every browser we serve preloads modules natively; the polyfill would only add bytes
    // and a DOM watcher to the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // @advance/contracts is marked "sideEffects": false, so a page that needs only
        // `marketing` skips the zod schemas; building a schema is pure, so unused ones go.
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: {
      '/trpc': { target: apiTarget, ws: true },
      '/api': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
      '/attachments': { target: apiTarget },
      '/healthz': { target: apiTarget },
    },
  },
});
