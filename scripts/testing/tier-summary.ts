// A vitest reporter that ends a run which left tests out (`npm test`: the browser tier's smoke set
// only, no slow tier) with one line saying what was left to `npm run test:all`, so a green
// `npm test` is never read as "every test passed".
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export interface TierRun {
  /** The tiers (projects) this run included. */
  readonly tiers: readonly string[];
  /** Browser test files in the project, and those this run loaded. */
  readonly browserFiles: number;
  readonly browserFilesRun: number;
  /** Tests of the loaded browser files that the tag filter skipped. */
  readonly browserTestsSkipped: number;
  readonly slowFiles: number;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The closing line, or null when the run left nothing out. */
export function leftOutNote(run: TierRun): string | null {
  const left: string[] = [];
  if (run.tiers.includes('browser')) {
    const files = run.browserFiles - run.browserFilesRun;
    if (files > 0 || run.browserTestsSkipped > 0)
      left.push(
        `${plural(files, 'browser test file')} and ${plural(run.browserTestsSkipped, 'test')} of the ${plural(
          run.browserFilesRun,
          'smoke file',
        )} not tagged smoke`,
      );
  } else if (run.browserFiles > 0) left.push(`the browser tier (${plural(run.browserFiles, 'file')})`);
  if (!run.tiers.includes('slow') && run.slowFiles > 0)
    left.push(`the slow tier (${plural(run.slowFiles, 'file')})`);
  if (left.length === 0) return null;
  return `left to \`npm run test:all\`: ${left.join('; ')}`;
}

const SKIP = new Set(['node_modules', 'dist', '.git', '.jumun']);

/** The project's test files whose path passes `keep`, found without reading node_modules. */
export function testFiles(root: string, keep: (path: string) => boolean, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : testFiles(root, keep, path);
    return keep(path) ? [path] : [];
  });
}

export const isBrowserFile = (path: string) =>
  path.startsWith('web/e2e/') && path.endsWith('.test.ts') && !path.endsWith('.slow.test.ts');
export const isSlowFile = (path: string) => path.endsWith('.slow.test.ts');

export default class TierSummary implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const vitest = this.vitest;
    // a run of chosen files (`npx vitest run some.test.ts`) or one shard of a run leaves out on
    // purpose: nothing to say
    const chosen = (vitest as unknown as { filenamePattern?: readonly string[] } | undefined)
      ?.filenamePattern;
    if (vitest === undefined || (chosen?.length ?? 0) > 0 || vitest.config.shard !== undefined) return;
    const root = vitest.config.root;
    const browserRun = modules.filter((m) => m.project.name === 'browser');
    const note = leftOutNote({
      tiers: vitest.projects.map((p) => p.name),
      browserFiles: testFiles(root, isBrowserFile).length,
      browserFilesRun: browserRun.length,
      browserTestsSkipped: browserRun
        .flatMap((m) => [...m.children.allTests()])
        .filter((t) => t.result().state === 'skipped').length,
      slowFiles: testFiles(root, isSlowFile).length,
    });
    if (note !== null) process.stdout.write(`\n${note}\n`);
  }
}
