import { describe, expect, it } from 'vitest';
import { skippedServerNote } from './skipped-server-tests.ts';

describe('the note at the end of npm test', () => {
  it('counts the skipped PostgreSQL-server tests and says how to run them', () => {
    // given a run without DATABASE_URL: two server tests skipped, one other test skipped
    const tests = [
      { fullName: 'starting the gateway on a PostgreSQL server > loads the seed', state: 'skipped' },
      { fullName: 'members and SMS on a PostgreSQL server > joins', state: 'skipped' },
      { fullName: 'members and SMS on PGlite > joins', state: 'passed' },
      { fullName: 'a browser flow > orders', state: 'skipped' },
    ];
    // then the note names the two, and the variable that runs them
    expect(skippedServerNote(tests)).toBe(
      'skipped: 2 PostgreSQL-server tests (set DATABASE_URL=postgres://USER@HOST/DB to run them; each makes and drops its own database)',
    );
  });

  it('says nothing when the server tests ran', () => {
    const tests = [
      { fullName: 'starting the gateway on a PostgreSQL server > loads the seed', state: 'passed' },
    ];
    expect(skippedServerNote(tests)).toBeNull();
  });
});
