import { describe, expect, it } from 'vitest';
import { unifiedDiff } from './line-diff.ts';

const lines = (n: number, change: Record<number, string> = {}) =>
  Array.from({ length: n }, (_, i) => change[i] ?? `line ${i}`).join('\n');

describe('a unified diff', () => {
  it('shows a changed line as - recorded then + got, with context and … for what is left out', () => {
    expect(unifiedDiff(lines(12), lines(12, { 6: 'changed' }))).toEqual([
      '…',
      '  line 4',
      '  line 5',
      '- line 6',
      '+ changed',
      '  line 7',
      '  line 8',
      '…',
    ]);
  });

  it('shows added and removed lines, and nothing for equal texts', () => {
    expect(unifiedDiff('a\nb', 'a\nx\nb', { context: 0 })).toEqual(['…', '+ x', '…']);
    expect(unifiedDiff('a\nb\nc', 'a\nc', { context: 1 })).toEqual(['  a', '- b', '  c']);
    expect(unifiedDiff('same', 'same')).toEqual([]);
  });

  it('does not diff texts past its size limit', () => {
    expect(unifiedDiff(lines(10), lines(10, { 1: 'x' }), { maxLines: 5 })).toEqual([]);
  });
});
