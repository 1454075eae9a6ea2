// The jumun CLI as QA runs it, for tests: the bundle built into a folder of the test's own (so
// test files running at once never read a bundle another is writing), run in a child process.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI with `args`, in `cwd` when given (else the project's folder). */
export type Jumun = (args: readonly string[], options?: { readonly cwd?: string }) => Promise<CliResult>;

/** The bundle a runner runs, for a test that starts it itself (e.g. to signal it). */
export async function buildCliBundle(): Promise<string> {
  await mkdir('dist/test-cli', { recursive: true });
  const outdir = mkdtempSync(join('dist', 'test-cli', 'cli-'));
  await run(process.execPath, ['scripts/build-cli.mjs', outdir]);
  return resolve(outdir, 'jumun.mjs');
}

/** Builds the CLI (inside the project, so its external packages resolve) and returns a runner. */
export async function buildCli(): Promise<Jumun> {
  const bundle = await buildCliBundle();
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
