import { describe, expect, it } from 'vitest';
import { formatScoreTable, type MutationReport, scoreTable } from './score-table.mjs';

const at = (line: number, column = 3) => ({ start: { line, column }, end: { line, column: column + 4 } });

// A small report in the shape Stryker writes (mutation-testing-report-schema), one file absolute
const report: MutationReport = {
  files: {
    'domain/pricing/min-order.ts': {
      mutants: [
        { mutatorName: 'EqualityOperator', replacement: 'a <= b', status: 'Killed', location: at(12) },
        { mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Survived', location: at(9, 7) },
        { mutatorName: 'BlockStatement', replacement: '{}', status: 'Timeout', location: at(20) },
      ],
    },
    '/repo/domain/pricing/coupon.ts': {
      mutants: [
        { mutatorName: 'MethodExpression', replacement: 'Math.max(x)', status: 'Killed', location: at(4) },
        { mutatorName: 'ArithmeticOperator', status: 'Ignored', location: at(5) },
      ],
    },
    'domain/cart/add-item.ts': {
      mutants: [
        {
          mutatorName: 'ObjectLiteral',
          replacement: '{\n    a: 1,\n    b: 2\n  }',
          status: 'NoCoverage',
          location: at(30),
        },
        { mutatorName: 'StringLiteral', replacement: '""', status: 'CompileError', location: at(31) },
      ],
    },
  },
};

describe('the mutation score table', () => {
  const table = scoreTable(report, '/repo');

  it('scores each folder as killed or timed out over the mutants tested, ignored ones left out', () => {
    expect(table.rows).toEqual([
      { folder: 'domain/cart', mutants: 2, detected: 0, undetected: 1, ignored: 0, score: 0 },
      { folder: 'domain/pricing', mutants: 5, detected: 3, undetected: 1, ignored: 1, score: 75 },
    ]);
    expect(table.total).toMatchObject({ mutants: 7, detected: 3, undetected: 2, ignored: 1 });
    expect(table.total.score).toBeCloseTo(60);
  });

  it('lists the survivors and the uncovered mutants by file and line, each replacement on one line', () => {
    expect(table.survivors).toEqual([
      {
        path: 'domain/cart/add-item.ts',
        line: 30,
        column: 3,
        mutator: 'ObjectLiteral',
        replacement: '{ a: 1, b: 2 }',
        status: 'NoCoverage',
      },
      {
        path: 'domain/pricing/min-order.ts',
        line: 9,
        column: 7,
        mutator: 'ConditionalExpression',
        replacement: 'true',
        status: 'Survived',
      },
    ]);
  });

  it('prints a row per folder, the total and a line per survivor', () => {
    const text = formatScoreTable(table);
    expect(text).toMatch(/domain\/pricing\s+5\s+3\s+1\s+1\s+75\.0%/);
    expect(text).toMatch(/all\s+7\s+3\s+2\s+1\s+60\.0%/);
    expect(text).toContain('Surviving mutants (2):');
    expect(text).toMatch(/domain\/pricing\/min-order\.ts:9:7\s+ConditionalExpression\s+true\n/);
    expect(text).toContain('{ a: 1, b: 2 } (no test runs it)');
  });

  it('says so when nothing survived', () => {
    const clean = scoreTable({ files: { 'a/b.ts': { mutants: [] } } }, '/repo');
    expect(clean.rows[0]?.score).toBeNull();
    expect(formatScoreTable(clean)).toContain('No surviving mutants.');
  });
});
