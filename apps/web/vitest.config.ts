import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

// The SPA's component tests (jsdom). Listed as a project by the root vitest.config.ts.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(root, 'src/test/setup.ts')],
    // A test fails on its own conditions (findBy*, waitFor: 5 s each, src/test/setup.ts), not on
    // the clock: on a slow 2-core machine running two files at once, a component test that renders
    // a route and answers two dialogs took over Vitest's default 5 s.
    testTimeout: 30_000,
    restoreMocks: true,
  },
});
