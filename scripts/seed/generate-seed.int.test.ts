// The committed default seed is exactly what its generator writes: a change to the scenario or
// data modules that is not regenerated (or a hand edit of fixtures/seed) fails here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const COMMITTED = resolve(import.meta.dirname, '..', '..', 'fixtures', 'seed');
const GENERATOR = resolve(import.meta.dirname, 'generate-seed.mjs');

/** Every file under `dir`, as sorted paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => statSync(join(dir, relative)).isFile())
    .sort();
}

let scratch: string;
let generated: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'jumun-seed-'));
  generated = join(scratch, 'seed');
  execFileSync(process.execPath, [GENERATOR, generated], { stdio: 'ignore' });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the default seed and its generator', () => {
  it('writes the same files as fixtures/seed holds', () => {
    const committed = filesUnder(COMMITTED);
    expect(committed).toContain('restaurants/1001.json');
    expect(filesUnder(generated)).toEqual(committed);
  });

  it('writes every file byte for byte as fixtures/seed holds it', () => {
    const differing = filesUnder(COMMITTED).filter(
      (relative) => !readFileSync(join(generated, relative)).equals(readFileSync(join(COMMITTED, relative))),
    );
    expect(differing).toEqual([]);
  });
});
