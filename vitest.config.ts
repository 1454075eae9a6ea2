import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', '.jumun/**'],
    testTimeout: 20_000,
    // Browser tests share one build of the web app (web/e2e/).
    globalSetup: ['web/e2e/global-setup.ts'],
    // the default report, then what was skipped for want of a PostgreSQL server
    reporters: ['default', './scripts/testing/skipped-server-tests.ts'],
  },
});
