// The jumun CLI as QA runs it, for tests: the bundle built once for the test run by the tier's
// global setup (scripts/testing/cli-setup.ts), run in a child process.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import '../../scripts/testing/provided-context.ts';

const run = promisify(execFile);

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI with `args`, in `cwd` when given (else the project's folder). */
export type Jumun = (args: readonly string[], options?: { readonly cwd?: string }) => Promise<CliResult>;

/** The run's CLI bundle, for a test that starts it itself (e.g. to signal it). */
export async function runCliBundle(): Promise<string> {
  return inject('cliBundle');
}

/** A runner of the run's CLI bundle. */
export async function buildCli(): Promise<Jumun> {
  const bundle = await runCliBundle();
  return async (args, options = {}) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [bundle, ...args], {
        encoding: 'utf8',
        ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code?: number; stdout?: string; stderr?: string };
      return {
        code: typeof e.code === 'number' ? e.code : -1,
        stdout: e.stdout ?? '',
        stderr: e.stderr ?? '',
      };
    }
  };
}
