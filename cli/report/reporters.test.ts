import { describe, expect, it } from 'vitest';
import type { LineResult } from '../script/run-script.ts';
import { jsonLine } from './json.ts';
import { junitReport } from './junit.ts';
import { prettyLine, prettySummary } from './pretty.ts';
import { summarise } from './summary.ts';

const results: LineResult[] = [
  { script: 'a.jsonl', line: 1, type: 'SetLocation', ok: true, events: ['LocationSet'] },
  {
    script: 'a.jsonl',
    line: 2,
    type: 'AddItem',
    ok: false,
    events: [],
    rejection: { code: 'MENU_SOLD_OUT', message: '메뉴가 품절이에요' },
    failure: 'expected ok, was rejected: 메뉴가 품절이에요',
  },
];

describe('reporters', () => {
  it('prints ✓/✗ lines with the Korean message and the summary line', () => {
    expect(prettyLine(results[0] as LineResult)).toBe('✓ a.jsonl:1 SetLocation');
    expect(prettyLine(results[1] as LineResult)).toBe(
      '✗ a.jsonl:2 AddItem — 메뉴가 품절이에요\n    expected ok, was rejected: 메뉴가 품절이에요',
    );
    expect(prettySummary(summarise(results))).toBe('1 passed, 1 failed');
  });

  it('writes NDJSON objects with script, line, type, ok, events and rejection', () => {
    expect(JSON.parse(jsonLine(results[1] as LineResult))).toEqual({
      script: 'a.jsonl',
      line: 2,
      type: 'AddItem',
      ok: false,
      events: [],
      rejection: { code: 'MENU_SOLD_OUT', message: '메뉴가 품절이에요' },
      failure: 'expected ok, was rejected: 메뉴가 품절이에요',
    });
  });

  it('writes JUnit XML with one failure, escaped', () => {
    const xml = junitReport(results, { 'a.jsonl': 0.5 });
    expect(xml).toContain('<testsuites tests="2" failures="1">');
    expect(xml).toContain('<testsuite name="a.jsonl" tests="2" failures="1" time="0.500">');
    expect(xml).toContain('<failure message="expected ok, was rejected: 메뉴가 품절이에요"/>');
  });
});
