// The README promises Node 20.19 or newer: every package npm installs must accept that Node, or
// `npm install` warns EBADENGINE on a newcomer's machine. Packages that need a newer Node are held
// back with `overrides` in package.json.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  readonly version?: string;
  /** Old packages wrote engines as a list; only the object form names a Node range. */
  readonly engines?: { readonly node?: string } | readonly string[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

function refusingNode(node: string, packages: Record<string, LockedPackage>): string[] {
  return Object.entries(packages).flatMap(([path, locked]) => {
    const range = Array.isArray(locked.engines)
      ? undefined
      : (locked.engines as { node?: string } | undefined)?.node;
    if (range === undefined || semver.satisfies(node, range)) return [];
    return [`${path.replace(/^.*node_modules\//, '')}@${locked.version}: engines.node ${range}`];
  });
}

describe('the Node the README promises', () => {
  const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('is the oldest Node package.json accepts', () => {
    expect(oldest).toBe('20.19.0');
    expect(readFileSync('README.md', 'utf8')).toContain('Node 20.19 or newer');
  });

  it('is accepted by every package in package-lock.json', () => {
    expect(refusingNode(oldest, lock.packages)).toEqual([]);
  });

  it('is refused by a package that needs Node 22 (the check can fail)', () => {
    const locked = { 'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } } };
    expect(refusingNode(oldest, locked)).toEqual(['cookie@2.0.2: engines.node >=22']);
  });
});
