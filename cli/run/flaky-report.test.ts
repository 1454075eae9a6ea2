// A flaky script (failed, then passed on a retry) and one bailed out, as each reporter shows them,
// and the exit code --fail-on-flaky makes of them.
import { describe, expect, it } from 'vitest';
import { testStore } from '../../domain/store/testing/test-store.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import type { ReporterName } from './report-run.ts';
import { reportRun } from './report-run.ts';
import { retriesVerdict } from './run-command.ts';
import type { ScriptRun } from './run-scripts.ts';

const { store } = testStore();
const flaky: ScriptRun = {
  file: 'a.jsonl',
  results: [{ script: 'a.jsonl', line: 1, type: 'SetLocation', ok: true, events: [] }],
  projections: store.projections(),
  log: [],
  seconds: 0.5,
  attempts: 2,
  flaky: true,
  failedAttempts: ['line 1 SetLocation: expected ok, was rejected NETWORK'],
};
const bailed: ScriptRun = {
  file: 'b.jsonl',
  results: [{ script: 'b.jsonl', line: 1, type: 'assert', ok: false, skipped: true, events: [] }],
  projections: store.projections(),
  log: [],
  seconds: 0,
  attempts: 0,
  notRun: 'bail',
};

function report(reporter: ReporterName): string {
  const stdout = fakeStream(false);
  const out = reportRun([{ name: reporter, file: null }], 2, { stdout, stderr: fakeStream(false) });
  out.script(0, flaky);
  out.script(1, bailed);
  out.finish([flaky, bailed]);
  return stdout.text();
}

describe('a flaky script in the reports', () => {
  it('pretty: flaky on its head with the failed attempt, counted in the summary; the bailed one not run', () => {
    const text = report('pretty');
    expect(text).toContain('✓ a.jsonl (1 step, 0.50 s) · flaky: passed on attempt 2\n');
    expect(text).toContain('  ↻ attempt 1 failed at line 1 SetLocation: expected ok, was rejected NETWORK\n');
    expect(text).toContain('- b.jsonl (1 step, not run: --bail)');
    expect(text).toContain('scripts: 1 passed (1 flaky), 0 failed, 1 not run');
  });

  it('json: the script ends flaky and the summary counts it', () => {
    const events = report('json')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const summary = events.at(-1) ?? {};
    expect(summary.summary.scripts.flaky).toBe(1);
    const ends = events.filter((e) => e.event === 'script-end');
    expect(ends.map((e) => [e.script, e.status])).toEqual([
      ['a.jsonl', 'flaky'],
      ['b.jsonl', 'not-run'],
    ]);
  });

  it('junit: properties with the attempts and flaky; the bailed one skipped as --bail', () => {
    const xml = report('junit');
    expect(xml).toContain('<property name="attempts" value="2"/>');
    expect(xml).toContain('<property name="flaky" value="true"/>');
    expect(xml).toContain('<skipped message="not run: --bail"/>');
  });
});

describe('retriesVerdict', () => {
  it('passes a flaky run, saying how to make it fail', () => {
    expect(retriesVerdict([flaky], { bail: null, failOnFlaky: false })).toEqual({
      code: 0,
      say: ['1 script passed only on a retry (flaky); --fail-on-flaky makes that a failure'],
    });
  });

  it('fails it under --fail-on-flaky (exit 1)', () => {
    expect(retriesVerdict([flaky, flaky], { bail: null, failOnFlaky: true })).toEqual({
      code: 1,
      say: ['--fail-on-flaky: 2 scripts passed only on a retry'],
    });
  });

  it('says what a bail left not run; nothing flaky, nothing to add', () => {
    expect(retriesVerdict([bailed], { bail: 1, failOnFlaky: true })).toEqual({
      code: 0,
      say: ['--bail: stopped after 1 failed; 1 script not run'],
    });
  });
});
