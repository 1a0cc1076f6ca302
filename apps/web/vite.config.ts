import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const root = import.meta.dirname;
/** The one-process server of `npm start`; the dev server forwards every non-SPA path to it. */
const backend = process.env.LINEUP_DEV_BACKEND ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/oidc', '/code', '/config.json', '/healthz'].map((prefix) => [prefix, { target: backend }]),
);

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: the /home loader brings TanStack Query, which the sign-in pages do without.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: path.join(root, 'src/routes'),
      generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Every page needs React and the router: one chunk each, rather than the dozen small ones
        // the automatic splitting makes of them (a request, and a line in the entry's preload list, each).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-store|store)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
