// The mutation score of the pricing, option, cart, coupon and stock rules (`npm run mutation`;
// scripts/mutation-summary.mjs prints it per folder with the survivors). Not part of `npm test`:
// a full run takes tens of minutes on two cores; incremental reruns take seconds to minutes.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'domain/pricing/**/*.ts',
    'domain/menu/**/*.ts',
    'domain/cart/**/*.ts',
    // the coupon and stock rules of checkout; the rest of checkout (forms, payment, phone) is not
    // the rules this score is about
    'domain/checkout/coupon.ts',
    'domain/checkout/coupon-check.ts',
    'domain/checkout/stock-shortage.ts',
    '!**/*.test.ts',
    '!**/testing/**',
  ],
  coverageAnalysis: 'perTest',
  // two cores: one Stryker worker per core (`-c 1` on a machine busy with something else)
  concurrency: 2,
  // a rerun tests only the mutants of changed code or changed tests
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  // Stryker rewrites tsconfig.json's extends and references for the sandbox with TypeScript's JS
  // API, which TypeScript 7 (native) has not; ours points nowhere outside the project, and naming no
  // file skips the rewrite.
  tsconfigFile: '',
  // what the sandbox need not copy: builds, local state, recorded traffic, the browser's screenshots
  ignorePatterns: ['dist', '.jumun', 'reports', 'coverage', 'fixtures/cassettes', 'web/e2e/screenshots'],
  reporters: ['progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  thresholds: { high: 90, low: 80, break: null },
};
