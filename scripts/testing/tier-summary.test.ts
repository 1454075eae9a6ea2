import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isBrowserFile, isSlowFile, leftOutNote, testFiles } from './tier-summary.ts';

describe('the line at the end of npm test', () => {
  it('says what the smoke set and the missing slow tier left to npm run test:all', () => {
    // given npm test: unit, int and browser with the smoke filter; 38 browser files, 15 of them run
    const note = leftOutNote({
      tiers: ['unit', 'int', 'browser'],
      browserFiles: 38,
      browserFilesRun: 15,
      browserTestsSkipped: 79,
      slowFiles: 4,
    });
    // then it names both, with counts
    expect(note).toBe(
      'left to `npm run test:all`: 23 browser test files and 79 tests of the 15 smoke files not tagged smoke; the slow tier (4 files)',
    );
  });

  it('names a tier left out whole', () => {
    expect(
      leftOutNote({
        tiers: ['unit'],
        browserFiles: 38,
        browserFilesRun: 0,
        browserTestsSkipped: 0,
        slowFiles: 1,
      }),
    ).toBe('left to `npm run test:all`: the browser tier (38 files); the slow tier (1 file)');
  });

  it('says nothing when every tier ran whole', () => {
    expect(
      leftOutNote({
        tiers: ['unit', 'int', 'browser', 'slow'],
        browserFiles: 38,
        browserFilesRun: 38,
        browserTestsSkipped: 0,
        slowFiles: 4,
      }),
    ).toBeNull();
  });
});

describe('the tiers as the files name them (vitest.config.ts)', () => {
  const files = testFiles('.', (path) => /\.test\.tsx?$/.test(path));
  const SMOKE = `tags: ['${'smoke'}']`;

  it('tags every browser test file, so that `npm test` runs only its smoke tests', () => {
    // `--tags-filter '!browser || smoke'`: a browser file without the tag would run whole
    const untagged = files
      .filter((f) => isBrowserFile(f) || (f.startsWith('web/e2e/') && isSlowFile(f)))
      .filter((f) => readFileSync(f, 'utf8').split('\n')[0] !== '// @module-tag browser');
    expect(untagged).toEqual([]);
  });

  it('tags smoke tests only where the smoke filter reads them: in browser test files', () => {
    const elsewhere = files
      .filter((f) => !isBrowserFile(f))
      .filter((f) => readFileSync(f, 'utf8').includes(SMOKE));
    expect(elsewhere).toEqual([]);
  });

  it('has a smoke test in each screen family', () => {
    const families = new Set(
      files
        .filter((f) => isBrowserFile(f) && readFileSync(f, 'utf8').includes(SMOKE))
        .map((f) => f.replace('web/e2e/', '').split(/[-.]/)[0]),
    );
    for (const family of ['home', 'location', 'restaurant', 'option', 'cart', 'checkout', 'payment'])
      expect(families, family).toContain(family);
    for (const family of ['thank', 'account', 'pages', 'shell', 'taps'])
      expect(families, family).toContain(family);
  });
});
