import { describe, expect, it } from 'vitest';
import { rowFor } from './load-iteration.ts';

const rows = ['row 1', 'row 2', 'row 3'];
const at = (user: number, round: number, index: number) => ({ user, round, index });

describe('rowFor', () => {
  it('takes the rows in turn by iteration, whoever runs it', () => {
    expect([0, 1, 2, 3, 4].map((index) => rowFor(rows, at(index % 2, 0, index), 'iteration'))).toEqual([
      'row 1',
      'row 2',
      'row 3',
      'row 1',
      'row 2',
    ]);
  });

  it('gives each customer its own row every round (more customers than rows share round)', () => {
    expect([0, 1, 2].map((round) => rowFor(rows, at(1, round, 7 + round), 'customer'))).toEqual([
      'row 2',
      'row 2',
      'row 2',
    ]);
    expect(rowFor(rows, at(4, 0, 0), 'customer')).toBe('row 2');
  });

  it('runs the one script when there is no --data', () => {
    expect(rowFor(['only'], at(3, 5, 40), 'customer')).toBe('only');
    expect(rowFor(['only'], at(3, 5, 40), 'iteration')).toBe('only');
  });
});
