import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit, API and component tests. The SPA's component tests have their own project (jsdom) in
// apps/web/vitest.config.ts; everything else runs in Node. Browser tests are Playwright's (e2e/).
export default defineConfig({
  test: {
    // Vitest runs cores − 1 files at once: one on a 2-core machine, whose other core then idles
    // while a test waits on PostgreSQL, a child process or a timer. Two at once took the whole
    // suite on PGlite from 20 to 14 minutes on a slow 2-core machine (decision 0028).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
