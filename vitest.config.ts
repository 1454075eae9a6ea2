// The tests in four tiers (vitest projects), each file's tier visible in its name or place:
//   unit     x.test.ts, x.test.tsx  pure: domain, contract, adapters, the CLI's and gateway's pure
//                                   parts, web components (happy-dom); start nothing, share workers
//   int      x.int.test.ts          a PGlite gateway, a database, a server or a CLI process of its own
//   browser  web/e2e/x.test.ts      the built app in the run's one Chromium, a gateway per file
//   slow     x.slow.test.ts         a fresh clone's install and start, the README's QA example, the
//                                   debug build, two gateway processes on one PostgreSQL
// `npm test` runs unit, int and the browser tests tagged smoke; `npm run test:all` runs every tier.
import { defineConfig } from 'vitest/config';

const INT = '**/*.int.test.ts';
const SLOW = '**/*.slow.test.ts';
const BROWSER = 'web/e2e/**/*.test.ts';
// .stryker-tmp holds Stryker's sandboxes (copies of the project) during `npm run mutation`
const ignored = ['**/node_modules/**', '**/dist/**', '.jumun/**', '.stryker-tmp/**'];

export default defineConfig({
  // The web app's build flag (web/vite.config.ts), as a production build sets it: tests that import
  // the router (the prerender's) see the production routes.
  define: { __JUMUN_DEBUG__: 'false' },
  test: {
    testTimeout: 20_000,
    // Vitest's default is a worker fewer than the cores: one on a 2-core machine, where the files
    // wait on their gateways, browsers and child processes much of the time.
    maxWorkers: 2,
    tags: [
      { name: 'browser', description: 'a browser test (web/e2e/): Chromium' },
      {
        name: 'smoke',
        description: 'in `npm test`: one happy path per screen family, the taps count, axe on each screen',
      },
    ],
    // the default report; what was skipped for want of a PostgreSQL server; what `npm test` left out;
    // which tests passed only on their retry
    reporters: [
      'default',
      './scripts/testing/skipped-server-tests.ts',
      './scripts/testing/tier-summary.ts',
      './scripts/testing/flaky-tests.ts',
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...ignored, INT, SLOW, BROWSER],
          setupFiles: ['scripts/testing/unit-starts-nothing.ts'],
          // nothing is started and nothing global is changed, so files share a worker's modules
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: [INT],
          exclude: ignored,
          // each file starts its own gateway (fresh state); the modules it is made of are shared
          isolate: false,
          globalSetup: ['scripts/testing/database-setup.ts', 'scripts/testing/cli-setup.ts'],
          // A gateway's start and close (PGlite's, its temporary folder's) take seconds on a loaded
          // machine: a close past 10 s failed a CI run whose every test had passed. The starts
          // already give themselves 60 s; the limit is for a hook that hangs.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: [BROWSER],
          exclude: [...ignored, SLOW],
          // each file starts its own gateway and its customers' contexts (fresh state); the modules
          // they are made of (the gateway, playwright-core, axe) are imported once per worker
          isolate: false,
          // the CLI too: web/e2e/har-import.test.ts imports a recorded session and runs it with `jumun`
          globalSetup: [
            'scripts/testing/database-setup.ts',
            'scripts/testing/cli-setup.ts',
            'web/e2e/global-setup.ts',
          ],
          // A customer's flow takes 5-15 s here, and twice that with a busy neighbour on the machine:
          // the limit is for a test that hangs, not a measure of speed.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A customer's flow in a real browser beside a gateway, on a shared 2-core machine: one
          // timing-dependent read in three thousand tests fails a CI run. A failed test runs once
          // more; one that then passes is named at the run's end (scripts/testing/flaky-tests.ts)
          // to be fixed, and one that fails twice fails the run.
          retry: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: [SLOW],
          exclude: ignored,
          globalSetup: [
            'scripts/testing/database-setup.ts',
            'scripts/testing/cli-setup.ts',
            'web/e2e/global-setup.ts',
            'scripts/testing/slow-setup.ts',
          ],
          // Stopping `npm start` and removing a fresh clone (its node_modules) in an afterAll took
          // past 10 s on a slower host, failing a CI run whose every test had passed.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
