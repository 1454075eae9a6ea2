// A vitest reporter that ends a run by naming each test that failed and then passed on its retry
// (the browser tier retries a failed test once, vitest.config.ts). Such a test passes the
// run, and the line is what makes it found and fixed rather than retried for ever.
import type { Reporter, TestModule } from 'vitest/node';

export interface RetriedTest {
  readonly file: string;
  readonly fullName: string;
  readonly flaky: boolean;
  readonly retries: number;
}

/** The closing lines, or null when no test needed its retry to pass. */
export function flakyNote(tests: readonly RetriedTest[]): string | null {
  const flaky = tests.filter((t) => t.flaky);
  if (flaky.length === 0) return null;
  const head =
    flaky.length === 1
      ? '1 test passed only on a retry: it is flaky, fix it'
      : `${flaky.length} tests passed only on a retry: they are flaky, fix them`;
  const lines = flaky.map((t) => `  ${t.file} > ${t.fullName} (retry x${t.retries})`);
  return [`flaky: ${head}`, ...lines].join('\n');
}

export default class FlakyTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests = modules.flatMap((m) =>
      [...m.children.allTests()].map((t) => {
        const diagnostic = t.diagnostic();
        return {
          file: m.relativeModuleId,
          fullName: t.fullName,
          flaky: diagnostic?.flaky ?? false,
          retries: diagnostic?.retryCount ?? 0,
        };
      }),
    );
    const note = flakyNote(tests);
    if (note !== null) process.stdout.write(`\n${note}\n`);
  }
}
