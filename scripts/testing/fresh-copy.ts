// A newcomer's checkout for tests: the files git tracks (and new files not yet committed), copied
// into a temp directory with no `.jumun/` and no build output; node_modules is linked from this
// checkout so that no test installs packages.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface FreshCopy {
  readonly dir: string;
  remove(): void;
}

export function freshCopy(from = '.'): FreshCopy {
  const root = resolve(from);
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const dir = mkdtempSync(join(tmpdir(), 'jumun-clone-'));
  for (const file of listed.split('\0')) {
    // a file deleted in the work tree but still in the index is not part of the tree
    if (file === '' || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A copy of a fresh clone on which `npm run prepare` has run (the slow tier's, made once by
 * scripts/testing/slow-setup.ts): its sources and build output with their times kept, so the copy's
 * build is as fresh as the original's, and node_modules linked again.
 */
export function preparedCopy(prepared: string): FreshCopy {
  const dir = mkdtempSync(join(tmpdir(), 'jumun-clone-'));
  cpSync(prepared, dir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => source !== join(prepared, 'node_modules'),
  });
  symlinkSync(resolve(prepared, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
