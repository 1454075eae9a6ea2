// Global setup of the tiers that run the CLI as QA runs it (int, slow): dist/cli, what
// `bin/jumun.js` runs, built once for the run (the first tier's setup builds it, the next reuses it;
// setups run one after another before any test), handed to the files by `inject('cliBundle')`
// (cli/testing/built-cli.ts).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';

const run = promisify(execFile);
const built = Symbol.for('jumun.test.cliBuilt');
type Built = { [built]?: Promise<unknown> };

export default async function setup(project: TestProject): Promise<void> {
  // inside the project, so the bundle's external packages resolve
  (globalThis as Built)[built] ??= run(process.execPath, ['scripts/build-cli.mjs']);
  await (globalThis as Built)[built];
  project.provide('cliBundle', resolve('dist/cli/jumun.mjs'));
}
