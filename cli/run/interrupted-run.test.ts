// Ctrl+C during a run: the runner stops at once (a script waiting on a gateway that does not
// answer is cut off, the scripts after it never start), and every report of it is whole and says
// interrupted: pretty, JUnit, HTML and an NDJSON that merge-reports reads; --last-failed learns
// the scripts that did not finish. A second Ctrl+C quits without waiting for the reports.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { defaultProfile } from '../../adapters/http/profile.ts';
import type { TransportResult } from '../../adapters/http/transport.ts';
import { exitCodes } from '../exit.ts';
import { mergeRuns } from '../report/merge-runs.ts';
import { readRunEvents } from '../report/read-events.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { childrenNamed, parseXml } from '../report/testing/well-formed-xml.ts';
import { parseScript } from '../script/script-line.ts';
import type { Target } from '../target/target.ts';
import { listenForInterrupts } from './interrupts.ts';
import { readLastRun, recordRun } from './last-failed.ts';
import { type ReporterSpec, reportRun } from './report-run.ts';
import { runScripts } from './run-scripts.ts';
import type { LoadedScript } from './script-files.ts';

function script(file: string, text: string): LoadedScript {
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { file, lines: parsed.lines, now: parsed.now };
}
const SCRIPTS = [
  // sends nothing: passes before the interrupt
  script('a.jsonl', '{"assert":{"cart.total":0}}\n'),
  // its first request is never answered: running when the interrupt comes
  script(
    'b.jsonl',
    '{"assert":{"cart.total":0}}\n{"type":"SetLocation","address":"서울 강남구 역삼동"}\n{"type":"OpenRestaurant","restaurantId":1001}\n',
  ),
  script('c.jsonl', '{"assert":{"cart.total":0}}\n'),
];

/** A gateway that holds every request; `asked` resolves at the first. */
function silentGateway() {
  let heard = () => {};
  const asked = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const target: Target = {
    profile: defaultProfile('http://jumun.test'),
    live: false,
    transportFor: () => ({
      send: () => {
        heard();
        return new Promise<TransportResult>(() => {});
      },
    }),
    save: async () => [],
  };
  return { target, asked };
}

/** The three scripts run one at a time, interrupted while b waits; every reporter's output. */
async function interruptedRun() {
  const { target, asked } = silentGateway();
  const interrupt = new AbortController();
  const outs = {
    pretty: fakeStream(false),
    json: fakeStream(false),
    junit: fakeStream(false),
    html: fakeStream(false),
  };
  const out = reportRun(
    (Object.keys(outs) as (keyof typeof outs)[]).map((name) => ({ name, file: name }) as ReporterSpec),
    SCRIPTS.length,
    { stdout: fakeStream(false), stderr: fakeStream(false) },
    { files: new Map(Object.entries(outs).map(([name, stream]) => [name, { ...stream, close() {} }])) },
  );
  const running = runScripts(SCRIPTS, target, {
    concurrency: 1,
    clock: { now: () => 0 },
    interrupt: interrupt.signal,
    onScriptStart: (index, file) => out.scriptStart(index, file),
    onStep: (index, result) => out.step(index, result),
    onScript: (run, index) => out.script(index, run),
  });
  await asked;
  interrupt.abort();
  const runs = await running;
  const summary = out.finish(runs, [], 'SIGINT');
  return { runs, summary, ...Object.fromEntries(Object.entries(outs).map(([k, v]) => [k, v.text()])) } as {
    runs: typeof runs;
    summary: typeof summary;
  } & Record<keyof typeof outs, string>;
}

describe('an interrupted run', () => {
  it('cuts off the script running at its step, and starts none after it', async () => {
    const { runs } = await interruptedRun();
    expect(runs.map((r) => [r.file, r.interrupted ?? false, r.notRun ?? null])).toEqual([
      ['a.jsonl', false, null],
      ['b.jsonl', true, null],
      ['c.jsonl', false, 'interrupted'],
    ]);
    expect(runs[1]?.results.map((r) => [r.line, r.ok, r.interrupted ?? false, r.skipped ?? false])).toEqual([
      [1, true, false, false],
      [2, false, true, true],
      [3, false, false, true],
    ]);
  });

  it('prints every script and the summary, saying what did not finish', async () => {
    const { pretty, summary } = await interruptedRun();
    expect(pretty).toContain('✓ a.jsonl (1 step, ');
    expect(pretty).toContain('! b.jsonl (3 steps: interrupted at line 2, ');
    expect(pretty).toContain('  ! line 2 SetLocation: interrupted\n  - line 3 OpenRestaurant: skipped\n');
    expect(pretty).toContain('- c.jsonl (1 step, not run: interrupted)');
    expect(pretty).toContain(
      'scripts: 1 passed, 0 failed, 1 interrupted, 1 not run · steps: 2 passed, 0 failed, 3 skipped\ninterrupted (SIGINT): 2 scripts did not finish; --last-failed runs them\n',
    );
    expect(summary).toMatchObject({
      interrupted: 'SIGINT',
      scripts: { total: 3, passed: 1, interrupted: 1 },
    });
  });

  it('writes a whole JUnit file: the cut-off and the not-run scripts skipped with why', async () => {
    const { junit } = await interruptedRun();
    const root = parseXml(junit);
    expect(root.attributes).toMatchObject({ tests: '3', failures: '0', skipped: '2' });
    const [suite] = childrenNamed(root, 'testsuite');
    const properties = childrenNamed(suite ?? root, 'properties').flatMap((p) =>
      childrenNamed(p, 'property'),
    );
    expect(properties.map((p) => p.attributes)).toEqual([{ name: 'interrupted', value: 'SIGINT' }]);
    const skipped = childrenNamed(suite ?? root, 'testcase').map(
      (c) => childrenNamed(c, 'skipped')[0]?.attributes.message ?? null,
    );
    expect(skipped).toEqual([
      null,
      'interrupted (SIGINT) at line 2 SetLocation',
      'not run: the run was interrupted (SIGINT)',
    ]);
  });

  it('writes a whole HTML page that leads with the interrupt', async () => {
    const { html } = await interruptedRun();
    expect(html).toContain('<h1>jumun run: interrupted</h1>');
    expect(html).toContain('interrupted (SIGINT): the run was stopped before its end');
    expect(html).toContain('Interrupted (1)');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('ends its NDJSON with a summary marked interrupted, which merge-reports reads and says so', async () => {
    const { json } = await interruptedRun();
    const events = readRunEvents(json, 'run.ndjson');
    if (E.isLeft(events)) throw new Error(events.left);
    expect(events.right.at(-1)).toMatchObject({ event: 'summary', interrupted: 'SIGINT' });
    expect(events.right).toContainEqual(
      expect.objectContaining({ event: 'script-end', status: 'interrupted' }),
    );
    const merged = mergeRuns([{ file: 'run.ndjson', events: events.right }]);
    if (E.isLeft(merged)) throw new Error(merged.left);
    expect(merged.right.interrupted).toEqual([{ file: 'run.ndjson', signal: 'SIGINT' }]);
    expect(merged.right.scripts.map((s) => [s.file, s.interrupted ?? false, s.notRun ?? null])).toEqual([
      ['a.jsonl', false, null],
      ['b.jsonl', true, null],
      ['c.jsonl', false, 'interrupted'],
    ]);
  });

  it('records the scripts that did not finish for --last-failed', async () => {
    const { runs } = await interruptedRun();
    const cwd = mkdtempSync(join(tmpdir(), 'jumun-interrupted-'));
    expect(await recordRun(runs, cwd)).toBeNull();
    const read = await readLastRun(cwd);
    expect(read).toEqual({ ok: true, lastRun: { version: 1, failed: [], notRun: ['b.jsonl', 'c.jsonl'] } });
  });
});

describe('the interrupts of a run', () => {
  /** A process stand-in that delivers signals to its listeners. */
  function fakeProcess() {
    const listeners = new Map<string, Set<() => void>>();
    return {
      on(event: string, f: () => void) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(f));
        return this;
      },
      off(event: string, f: () => void) {
        listeners.get(event)?.delete(f);
        return this;
      },
      send: (event: string) => {
        for (const f of listeners.get(event) ?? []) f();
      },
      listening: (event: string) => listeners.get(event)?.size ?? 0,
    };
  }

  it('aborts at the first, quits at once (exit 130; 143 for SIGTERM) at the second', () => {
    for (const [signal, code] of [
      ['SIGINT', exitCodes.interrupted],
      ['SIGTERM', exitCodes.terminated],
    ] as const) {
      const on = fakeProcess();
      const said: string[] = [];
      const exits: number[] = [];
      const interrupts = listenForInterrupts(
        (m) => said.push(m),
        undefined,
        on as unknown as NodeJS.Process,
        (c) => exits.push(c),
      );
      on.send(signal);
      expect(interrupts.signal.aborted).toBe(true);
      expect(interrupts.received()).toBe(signal);
      expect(exits).toEqual([]);
      on.send(signal);
      expect(exits).toEqual([code]);
      expect(said[0]).toContain(`interrupted (${signal}): stopping, the reports are being finished`);
      interrupts.stop();
      expect(on.listening('SIGINT') + on.listening('SIGTERM')).toBe(0);
    }
  });
});
