import { describe, expect, it } from 'vitest';
import { flakyNote } from './flaky-tests.ts';

describe('the lines naming flaky tests at the end of a run', () => {
  it('names each test that passed only on its retry, with its file', () => {
    const note = flakyNote([
      { file: 'web/e2e/a.test.ts', fullName: 'the cart > adds', flaky: true, retries: 1 },
      { file: 'web/e2e/a.test.ts', fullName: 'the cart > removes', flaky: false, retries: 0 },
      // failed on every try: the run fails, and it is not called flaky
      { file: 'web/e2e/b.test.ts', fullName: 'checkout > pays', flaky: false, retries: 1 },
    ]);
    expect(note).toBe(
      'flaky: 1 test passed only on a retry: it is flaky, fix it\n  web/e2e/a.test.ts > the cart > adds (retry x1)',
    );
  });

  it('counts several', () => {
    const note = flakyNote([
      { file: 'a.test.ts', fullName: 'x', flaky: true, retries: 1 },
      { file: 'b.test.ts', fullName: 'y', flaky: true, retries: 1 },
    ]);
    expect(note?.split('\n')[0]).toBe('flaky: 2 tests passed only on a retry: they are flaky, fix them');
  });

  it('says nothing when no test needed a retry', () => {
    expect(flakyNote([{ file: 'a.test.ts', fullName: 'x', flaky: false, retries: 0 }])).toBeNull();
  });
});
