// The tests Stryker runs against each mutant (stryker.config.mjs): the unit tests of domain/ and
// the property tests, nothing that starts a gateway, a database or a browser. Vitest's `related`
// (Stryker's default) narrows a run to the files that import the mutated one.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __JUMUN_DEBUG__: 'false' },
  test: {
    include: ['domain/**/*.test.ts', 'property-tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.int.test.ts', '**/*.slow.test.ts'],
    setupFiles: ['scripts/testing/unit-starts-nothing.ts'],
    isolate: false,
  },
});
