// npm 11 runs a dependency's install script (preinstall, install, postinstall) only when
// package.json's allowScripts approves it, and ends every install with a warning for each one it
// has no decision for: a fresh `npm install` of this project prints none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Lock {
  readonly packages: Record<string, { readonly version?: string; readonly hasInstallScript?: boolean }>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  readonly allowScripts?: Record<string, boolean>;
};

/** A locked package's name, from its path in the lockfile (node_modules/a/node_modules/@b/c → @b/c). */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('install scripts', () => {
  it('has a decision in allowScripts for every locked package with an install script', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
      .map(([path, entry]) => ({ name: nameOf(path), version: entry.version ?? '' }));
    const decided = Object.keys(manifest.allowScripts ?? {});
    const undecided = withScripts.filter(
      ({ name, version }) => !decided.includes(name) && !decided.includes(`${name}@${version}`),
    );
    expect(undecided).toEqual([]);
    // the lockfile does mark them: esbuild's postinstall is one
    expect(withScripts.map((p) => p.name)).toContain('esbuild');
  });
});
