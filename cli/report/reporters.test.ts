import { describe, expect, it } from 'vitest';
import type { LineResult } from '../script/run-script.ts';
import { jsonLine } from './json.ts';
import { type JunitScript, junitReport } from './junit.ts';
import { prettyRecap, prettyRun, prettyScript, prettySummary } from './pretty.ts';
import { summarise } from './summary.ts';
import { childrenNamed, parseXml, textOf, type XmlElement } from './testing/well-formed-xml.ts';

const ok = (line: number, type: string): LineResult => ({
  script: 'a.jsonl',
  line,
  type,
  ok: true,
  events: [],
});
const unsatisfied = { code: 'OPTION_GROUP_UNSATISFIED', message: '반반 맛 선택을(를) 선택해주세요.' };
const refused: LineResult = {
  script: 'a.jsonl',
  line: 7,
  type: 'AddItem',
  ok: false,
  events: [],
  outcome: 'rejected',
  rejection: unsatisfied,
  failure: `expected ok, was rejected ${unsatisfied.code} — ${unsatisfied.message}`,
};
const skipped = (line: number, type: string): LineResult => ({
  script: 'a.jsonl',
  line,
  type,
  ok: false,
  skipped: true,
  events: [],
});
const soldOutAsExpected: LineResult = {
  script: 'b.jsonl',
  line: 3,
  type: 'AddItem',
  ok: true,
  events: [],
  outcome: 'rejected',
  rejection: { code: 'MENU_SOLD_OUT', message: '메뉴가 품절이에요' },
};
const failedScript = [ok(4, 'SetLocation'), refused, skipped(8, 'GoToCheckout'), skipped(9, 'assert')];
const passedScript = [{ ...ok(1, 'SetLocation'), script: 'b.jsonl' }, soldOutAsExpected];

describe('the pretty reporter', () => {
  it('prints a script as a block: its counts, then each step with the rejection code beside the message', () => {
    expect(prettyScript('a.jsonl', failedScript, 0.5)).toBe(
      [
        '✗ a.jsonl (4 steps: 1 failed, 2 skipped, 0.50 s)',
        '  ✓ line 4 SetLocation',
        '  ✗ line 7 AddItem: expected ok, was rejected OPTION_GROUP_UNSATISFIED — 반반 맛 선택을(를) 선택해주세요.',
        '  - line 8 GoToCheckout: skipped',
        '  - line 9 assert: skipped',
      ].join('\n'),
    );
    expect(prettyScript('b.jsonl', passedScript, 0.25)).toBe(
      [
        '✓ b.jsonl (2 steps, 0.25 s)',
        '  ✓ line 1 SetLocation',
        '  ✓ line 3 AddItem: rejected MENU_SOLD_OUT — 메뉴가 품절이에요',
      ].join('\n'),
    );
  });

  it('counts scripts and steps, and recaps every failure with its script', () => {
    const all = [...failedScript, ...passedScript];
    expect(prettySummary(summarise(all))).toBe(
      'scripts: 1 passed, 1 failed · steps: 3 passed, 1 failed, 2 skipped',
    );
    expect(prettyRecap(all)).toBe(
      [
        '1 failure:',
        '  ✗ a.jsonl line 7 AddItem: expected ok, was rejected OPTION_GROUP_UNSATISFIED — 반반 맛 선택을(를) 선택해주세요.',
      ].join('\n'),
    );
    expect(prettyRecap(passedScript)).toBeNull();
  });

  it('indents the lines of a failure that spans several (a cassette miss)', () => {
    const miss: LineResult = {
      ...refused,
      failure: 'no recorded answer for GET /x\n  nearest recorded: #0',
      cassetteMiss: true,
    };
    expect(prettyScript('a.jsonl', [miss], 0)).toContain(
      '  ✗ line 7 AddItem: no recorded answer for GET /x\n        nearest recorded: #0',
    );
  });
});

describe('a step as JSON (jumun order --json)', () => {
  it('writes script, line, type, ok, events and the rejection; a skipped step says so', () => {
    expect(JSON.parse(jsonLine(refused))).toEqual({
      script: 'a.jsonl',
      line: 7,
      type: 'AddItem',
      ok: false,
      events: [],
      rejection: unsatisfied,
      failure: refused.failure,
    });
    expect(JSON.parse(jsonLine(skipped(8, 'GoToCheckout')))).toMatchObject({ ok: false, skipped: true });
  });
});

function testcases(xml: string): XmlElement[] {
  const root = parseXml(xml);
  expect(root.name).toBe('testsuites');
  return childrenNamed(root, 'testsuite').flatMap((s) => childrenNamed(s, 'testcase'));
}

describe('the JUnit reporter', () => {
  it('writes one timed test case per script, its steps in system-out', () => {
    const xml = junitReport([
      { file: 'a.jsonl', results: failedScript, seconds: 0.5 },
      { file: 'b.jsonl', results: passedScript, seconds: 0.25 },
    ]);
    const root = parseXml(xml);
    expect(root.attributes).toMatchObject({ tests: '2', failures: '1', errors: '0' });
    const [a, b] = testcases(xml);
    expect(a?.attributes).toMatchObject({ name: 'a.jsonl', time: '0.500' });
    expect(b?.attributes).toMatchObject({ name: 'b.jsonl', time: '0.250' });
    expect(textOf(childrenNamed(b as XmlElement, 'system-out')[0] as XmlElement)).toBe(
      '✓ line 1 SetLocation\n✓ line 3 AddItem: rejected MENU_SOLD_OUT — 메뉴가 품절이에요',
    );
    expect(childrenNamed(b as XmlElement, 'failure')).toEqual([]);
  });

  it('leads a cassette miss with the miss, the rejection the app then showed after it', () => {
    const miss: LineResult = {
      ...refused,
      rejection: { code: 'SERVICE_PROBLEM', message: '서비스에 문제가 발생했습니다.' },
      failure: 'no recorded answer for GET /x\n  nearest recorded: #0',
      cassetteMiss: true,
    };
    const [testcase] = testcases(junitReport([{ file: 'a.jsonl', results: [miss], seconds: 0 }]));
    const [failure] = childrenNamed(testcase as XmlElement, 'failure');
    expect(failure?.attributes).toMatchObject({
      type: 'cassette-miss',
      message: 'line 7 AddItem: no recorded answer for GET /x',
    });
    expect(textOf(failure as XmlElement)).toBe(
      'line 7 AddItem\nno recorded answer for GET /x\n  nearest recorded: #0\nrejected SERVICE_PROBLEM — 서비스에 문제가 발생했습니다.',
    );
  });

  it('names the failing step, its code and message in the failure', () => {
    const [a] = testcases(junitReport([{ file: 'a.jsonl', results: failedScript, seconds: 0.5 }]));
    const failure = childrenNamed(a as XmlElement, 'failure')[0];
    expect(failure?.attributes).toEqual({
      message: `line 7 AddItem: ${refused.failure}`,
      type: 'OPTION_GROUP_UNSATISFIED',
    });
    expect(textOf(failure as XmlElement)).toBe(
      [
        'line 7 AddItem',
        'rejected OPTION_GROUP_UNSATISFIED — 반반 맛 선택을(를) 선택해주세요.',
        `expected ok, was rejected OPTION_GROUP_UNSATISFIED — 반반 맛 선택을(를) 선택해주세요.`,
      ].join('\n'),
    );
  });

  it('escapes markup, quotes and characters XML forbids, and the result reads back as written', () => {
    const nasty = 'a <b> & "c" \'d\' ]]> \u0001 \uD800 끝';
    const result: LineResult = {
      ...refused,
      script: 'x&<y>.jsonl',
      failure: nasty,
      rejection: { code: 'X"Y', message: nasty },
    };
    const [x] = testcases(junitReport([{ file: 'x&<y>.jsonl', results: [result], seconds: 0 }]));
    expect(x?.attributes.name).toBe('x&<y>.jsonl');
    const failure = childrenNamed(x as XmlElement, 'failure')[0] as XmlElement;
    expect(failure.attributes.type).toBe('X"Y');
    expect(textOf(failure)).toContain('a <b> & "c" \'d\' ]]> \uFFFD \uFFFD 끝');
  });

  it('writes an error test case for what could not run, and a skipped one for a script never started', () => {
    const xml = junitReport(
      [{ file: 'c.jsonl', results: [skipped(1, 'SetLocation')], seconds: 0 }],
      [{ name: 'gateway', type: 'unreachable', message: 'the gateway at http://x cannot be reached' }],
    );
    expect(parseXml(xml).attributes).toMatchObject({ tests: '2', failures: '0', errors: '1', skipped: '1' });
    const [c, gateway] = testcases(xml);
    expect(childrenNamed(c as XmlElement, 'skipped')).toHaveLength(1);
    expect(childrenNamed(gateway as XmlElement, 'error')[0]?.attributes).toEqual({
      message: 'the gateway at http://x cannot be reached',
      type: 'unreachable',
    });
  });
});

describe('the JUnit reporter with data rows, retries and traces', () => {
  const row = (label: string): JunitScript => ({
    file: `cash-order.jsonl [row ${label}]`,
    results: [{ ...ok(1, 'SetLocation'), durationMs: 41.6 }],
    seconds: 0.05,
  });

  it('names each data row its own test case, the same name twice made unique, every step timed', () => {
    const xml = junitReport([row('1: 강남'), row('2: "역삼" <b>'), row('1: 강남')]);
    const cases = testcases(xml);
    expect(cases.map((c) => c.attributes.name)).toEqual([
      'cash-order.jsonl [row 1: 강남]',
      'cash-order.jsonl [row 2: "역삼" <b>]',
      'cash-order.jsonl [row 1: 강남] (2)',
    ]);
    expect(cases.map((c) => c.attributes.file)).toEqual([
      'cash-order.jsonl',
      'cash-order.jsonl',
      'cash-order.jsonl',
    ]);
    expect(textOf(childrenNamed(cases[0] as XmlElement, 'system-out')[0] as XmlElement)).toBe(
      '✓ line 1 SetLocation (42 ms)',
    );
  });

  it('writes a flaky script as passed with a <flakyFailure> per failed attempt (Surefire), a failed one with its reruns', () => {
    const flaky: JunitScript = { ...row('1: 강남'), attempts: 3, flaky: true };
    const stubborn: JunitScript = { file: 'a.jsonl', results: failedScript, seconds: 0.5, attempts: 2 };
    const xml = junitReport([flaky, stubborn]);
    expect(parseXml(xml).attributes).toMatchObject({ tests: '2', failures: '1', errors: '0', skipped: '0' });
    const [f, s] = testcases(xml);
    expect(childrenNamed(f as XmlElement, 'failure')).toEqual([]);
    expect(childrenNamed(f as XmlElement, 'flakyFailure').map((e) => e.attributes.message)).toEqual([
      'attempt 1 of 3 failed',
      'attempt 2 of 3 failed',
    ]);
    expect(textOf(childrenNamed(f as XmlElement, 'system-out')[0] as XmlElement)).toContain(
      'flaky: passed on attempt 3 of 3',
    );
    expect(childrenNamed(s as XmlElement, 'failure')).toHaveLength(1);
    expect(childrenNamed(s as XmlElement, 'rerunFailure').map((e) => e.attributes.message)).toEqual([
      'attempt 2 of 2 failed',
    ]);
  });

  it('attaches a trace file the way Jenkins reads attachments', () => {
    const [c] = testcases(
      junitReport([{ file: 'a.jsonl', results: failedScript, seconds: 0.5, trace: 'traces/a & b.json' }]),
    );
    expect(textOf(childrenNamed(c as XmlElement, 'system-out')[0] as XmlElement)).toContain(
      'trace: traces/a & b.json\n[[ATTACHMENT|traces/a & b.json]]',
    );
  });
});

describe('step timings in the pretty reporter', () => {
  it('shows the time of a slow step only (a second or more), and says a script was flaky', () => {
    const block = prettyRun({
      file: 'a.jsonl',
      results: [
        { ...ok(1, 'SetLocation'), durationMs: 999 },
        { ...ok(2, 'SubmitOrder'), durationMs: 1530 },
      ],
      seconds: 2.6,
      attempts: 2,
      flaky: true,
    });
    expect(block).toBe(
      [
        '✓ a.jsonl (2 steps, 2.60 s) · flaky: passed on attempt 2',
        '  ✓ line 1 SetLocation',
        '  ✓ line 2 SubmitOrder (1.53 s)',
      ].join('\n'),
    );
  });
});
