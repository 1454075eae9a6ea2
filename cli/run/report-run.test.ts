import { describe, expect, it } from 'vitest';
import { testStore } from '../../domain/store/testing/test-store.ts';
import { RunEvent } from '../report/ndjson-events.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { parseXml } from '../report/testing/well-formed-xml.ts';
import type { LineResult } from '../script/run-script.ts';
import { reportRun } from './report-run.ts';
import type { ScriptRun } from './run-scripts.ts';

const { store } = testStore();
const PRETTY = [{ name: 'pretty', file: null }] as const;
const JSON_OUT = [{ name: 'json', file: null }] as const;
function run(file: string, results: readonly Omit<LineResult, 'script'>[]): ScriptRun {
  return {
    file,
    results: results.map((r) => ({ ...r, script: file })),
    projections: store.projections(),
    log: [],
    seconds: 0.1,
  };
}
const passing = (file: string) => run(file, [{ line: 1, type: 'SetLocation', ok: true, events: [] }]);
const failing = run('c.jsonl', [
  { line: 1, type: 'SetLocation', ok: true, events: [] },
  { line: 2, type: 'assert', ok: false, events: [], failure: 'cart.total: expected 1, was 0' },
  { line: 3, type: 'GoToCheckout', ok: false, skipped: true, events: [] },
]);
const runs = [passing('a.jsonl'), passing('b.jsonl'), failing];

/** Runs finish out of order, as with --concurrency 3: b, then the failing c, then a. */
function finishOutOfOrder(out: ReturnType<typeof reportRun>) {
  for (const index of [1, 2, 0]) out.script(index, runs[index] as ScriptRun);
  return out.finish(runs);
}

describe('the pretty reporter on a terminal', () => {
  it('prints every script to stdout in script order, the summary, then the recap; the bar stays on stderr', () => {
    // given stdout redirected to a file and stderr a terminal
    const stdout = fakeStream(false);
    const stderr = fakeStream(true);
    // when three scripts finish out of order, the last one failing
    finishOutOfOrder(reportRun(PRETTY, 3, { stdout, stderr }));
    // then stdout holds every line, in script order, with the failure and the recap last
    const lines = stdout.text().split('\n');
    expect(lines.filter((l) => /^[✓✗-] \S+\.jsonl/.test(l))).toEqual([
      '✓ a.jsonl (1 step, 0.10 s)',
      '✓ b.jsonl (1 step, 0.10 s)',
      '✗ c.jsonl (3 steps: 1 failed, 1 skipped, 0.10 s)',
    ]);
    expect(stdout.text()).toContain(
      '  ✗ line 2 assert: cart.total: expected 1, was 0\n  - line 3 GoToCheckout: skipped\n',
    );
    expect(
      stdout
        .text()
        .endsWith(
          'scripts: 2 passed, 1 failed · steps: 3 passed, 1 failed, 1 skipped\n1 failure:\n  ✗ c.jsonl line 2 assert: cart.total: expected 1, was 0\n',
        ),
    ).toBe(true);
    // and stderr holds only the bar, drawn and erased, never a result line, and erased at the end
    expect(stderr.text()).toContain('3/3 scripts');
    expect(stderr.text()).not.toMatch(/jsonl|line \d/);
    expect(stderr.writes.at(-1)).toBe('\r\x1b[2K');
  });

  it('prints nothing on stderr when stderr is not a terminal', () => {
    const stdout = fakeStream(false);
    const stderr = fakeStream(false);
    finishOutOfOrder(reportRun(PRETTY, 3, { stdout, stderr }));
    expect(stderr.text()).toBe('');
    expect(stdout.text()).toContain('✗ c.jsonl');
  });

  it('prints a script as soon as every script before it has been printed', () => {
    const stdout = fakeStream(false);
    const out = reportRun(PRETTY, 3, { stdout, stderr: fakeStream(true) });
    out.script(1, runs[1] as ScriptRun);
    expect(stdout.text()).toBe('');
    out.script(0, runs[0] as ScriptRun);
    expect(stdout.text()).toMatch(/^✓ a\.jsonl.*✓ b\.jsonl/s);
    expect(stdout.text()).not.toContain('c.jsonl');
  });
});

describe('the NDJSON reporter', () => {
  const parse = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { event: string; index?: number; script?: string; line?: number });

  it('given whole scripts only, writes each with its start-less steps and its end, then the summary', () => {
    const stdout = fakeStream(false);
    finishOutOfOrder(reportRun(JSON_OUT, 3, { stdout, stderr: fakeStream(true) }));
    const objects = parse(stdout.text());
    expect(objects.map((o) => `${o.event} ${o.script ?? ''}`.trim())).toEqual([
      'step b.jsonl',
      'script-end b.jsonl',
      'step c.jsonl',
      'step c.jsonl',
      'step c.jsonl',
      'script-end c.jsonl',
      'step a.jsonl',
      'script-end a.jsonl',
      'summary',
    ]);
    expect(objects.find((o) => o.script === 'c.jsonl' && o.event === 'script-end')).toMatchObject({
      index: 2,
      status: 'failed',
      seconds: 0.1,
      steps: 3,
    });
    expect(objects.at(-1)).toMatchObject({
      summary: { passed: 3, failed: 1, skipped: 1, scripts: { total: 3, passed: 2, failed: 1 } },
    });
  });

  it('writes each step as it finishes, interleaved across scripts, each naming its script and index', () => {
    const stdout = fakeStream(false);
    const out = reportRun(JSON_OUT, 2, { stdout, stderr: fakeStream(false) });
    const [a, , c] = runs as [ScriptRun, ScriptRun, ScriptRun];
    out.scriptStart(0, 'a.jsonl');
    out.scriptStart(1, 'c.jsonl');
    out.step(1, { ...(c.results[0] as LineResult), startMs: 0, durationMs: 12.5 });
    // a step is out the moment it finishes, before its script ends
    expect(parse(stdout.text()).at(-1)).toMatchObject({
      event: 'step',
      index: 1,
      script: 'c.jsonl',
      line: 1,
      startMs: 0,
      durationMs: 12.5,
    });
    out.step(0, a.results[0] as LineResult);
    out.script(0, a);
    for (const r of c.results.slice(1)) out.step(1, r);
    out.script(1, c);
    out.finish([a, c]);
    const objects = parse(stdout.text());
    expect(objects.map((o) => [o.event, o.index ?? null, o.line ?? null])).toEqual([
      ['script-start', 0, null],
      ['script-start', 1, null],
      ['step', 1, 1],
      ['step', 0, 1],
      ['script-end', 0, null],
      ['step', 1, 2],
      ['step', 1, 3],
      ['script-end', 1, null],
      ['summary', null, null],
    ]);
  });

  it('reads back through its own codec, line by line', () => {
    const stdout = fakeStream(false);
    finishOutOfOrder(reportRun(JSON_OUT, 3, { stdout, stderr: fakeStream(false) }));
    for (const line of stdout.text().trim().split('\n')) expect(RunEvent.is(JSON.parse(line))).toBe(true);
  });
});

describe('several reporters at once', () => {
  it('writes each to its own output: pretty on stdout, NDJSON, JUnit and HTML to their files', () => {
    const stdout = fakeStream(false);
    const files = new Map(
      ['run.ndjson', 'junit.xml', 'report.html'].map((f) => [f, { ...fakeStream(false), close: () => {} }]),
    );
    const out = reportRun(
      [
        { name: 'pretty', file: null },
        { name: 'json', file: 'run.ndjson' },
        { name: 'junit', file: 'junit.xml' },
        { name: 'html', file: 'report.html' },
      ],
      3,
      { stdout, stderr: fakeStream(false) },
      { files },
    );
    finishOutOfOrder(out);
    expect(stdout.text()).toContain('✗ c.jsonl (3 steps: 1 failed, 1 skipped, 0.10 s)');
    expect(stdout.text()).not.toContain('<testsuite');
    expect(files.get('run.ndjson')?.text()).toMatch(/^\{"event":"step"/);
    expect(parseXml(files.get('junit.xml')?.text() ?? '').attributes).toMatchObject({
      tests: '3',
      failures: '1',
    });
    expect(files.get('report.html')?.text()).toMatch(/^<!doctype html>/);
  });

  it('masks a phone in every output, the markup of JUnit and HTML intact', () => {
    const stdout = fakeStream(false);
    const files = new Map(
      ['junit.xml', 'report.html'].map((f) => [f, { ...fakeStream(false), close: () => {} }]),
    );
    const secret = run('p.jsonl', [
      {
        line: 1,
        type: 'SetPhone',
        ok: false,
        events: [],
        failure: 'phone 01012345678 refused, token Bearer abc.def',
      },
    ]);
    const out = reportRun(
      [
        { name: 'json', file: null },
        { name: 'junit', file: 'junit.xml' },
        { name: 'html', file: 'report.html' },
      ],
      1,
      { stdout, stderr: fakeStream(false) },
      { files },
    );
    out.script(0, secret);
    out.finish([secret]);
    for (const text of [stdout.text(), ...[...files.values()].map((f) => f.text())]) {
      expect(text).not.toContain('01012345678');
      expect(text).not.toContain('abc.def');
      expect(text).toContain('5678');
    }
    parseXml(files.get('junit.xml')?.text() ?? '');
  });
});
