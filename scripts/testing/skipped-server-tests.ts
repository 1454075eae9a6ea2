// A vitest reporter that ends `npm test` by saying what it did not run: the PostgreSQL-server
// suites ("… on a PostgreSQL server") are skipped unless DATABASE_URL names a server, and a
// silent skip would make "every test" untrue.
import type { Reporter, TestModule } from 'vitest/node';

export interface RanTest {
  readonly fullName: string;
  readonly state: string;
}

const SERVER_SUITE = /on a PostgreSQL server/;

/** The closing note, or null when no server test was skipped. */
export function skippedServerNote(tests: readonly RanTest[]): string | null {
  const skipped = tests.filter((t) => t.state === 'skipped' && SERVER_SUITE.test(t.fullName)).length;
  if (skipped === 0) return null;
  const what = skipped === 1 ? '1 PostgreSQL-server test' : `${skipped} PostgreSQL-server tests`;
  return `skipped: ${what} (set DATABASE_URL=postgres://USER@HOST/DB to run them; each makes and drops its own database)`;
}

export default class SkippedServerTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests = modules.flatMap((m) =>
      [...m.children.allTests()].map((t) => ({ fullName: t.fullName, state: t.result().state })),
    );
    const note = skippedServerNote(tests);
    if (note !== null) process.stdout.write(`\n${note}\n`);
  }
}
