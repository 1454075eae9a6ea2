// A failure an injected fault caused is said to be one wherever a run reports it: the cash order
// replayed from its cassette, its submit answered by an injected status 500 (traced, as a failed
// script is by default, and not), then the step as pretty, NDJSON, JUnit and HTML show it, and as
// `jumun merge-reports` shows it again from the NDJSON.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { faultTransport } from '../../adapters/faults/fault-transport.ts';
import { defaultProfile } from '../../adapters/http/profile.ts';
import { readCassetteFile } from '../../adapters/recorded/cassette-file.ts';
import { replayTransport } from '../../adapters/recorded/replay-transport.ts';
import { messages } from '../../domain/messages.ts';
import { jsonLine } from '../report/json.ts';
import { junitReport } from '../report/junit.ts';
import { mergeRuns } from '../report/merge-runs.ts';
import { prettyRecap } from '../report/pretty.ts';
import { readRunEvents } from '../report/read-events.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { childrenNamed, parseXml } from '../report/testing/well-formed-xml.ts';
import type { Target } from '../target/target.ts';
import type { TraceMode } from '../trace/trace-flags.ts';
import { type ReporterSpec, reportRun } from './report-run.ts';
import { runScripts } from './run-scripts.ts';
import { loadScripts } from './script-files.ts';

const CASH = 'fixtures/scripts/cash-order.jsonl';
const profile = defaultProfile('http://jumun.test');
const origins = Object.values(profile.hosts);
const read = readCassetteFile('fixtures/cassettes/cash-order.json');
if (E.isLeft(read)) throw new Error('the cash-order cassette does not load');
const cassette = read.right;

/** The cash order with its submit answered by an injected status 500, the run's reports written. */
async function faultedRun(trace: TraceMode) {
  const target: Target = {
    profile,
    live: false,
    transportFor: () =>
      faultTransport(replayTransport(cassette, { origins }), [{ match: 'order.submit', fault: 'status500' }]),
    save: async () => [],
  };
  const loaded = await loadScripts([CASH]);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const outs = {
    pretty: fakeStream(false),
    json: fakeStream(false),
    junit: fakeStream(false),
    html: fakeStream(false),
  };
  const reports = (Object.keys(outs) as (keyof typeof outs)[]).map((name) =>
    reportRun([{ name, file: null } as ReporterSpec], 1, { stdout: outs[name], stderr: fakeStream(false) }),
  );
  const runs = await runScripts(loaded.scripts, target, {
    concurrency: 1,
    clock: { now: () => Date.parse('2026-11-21T12:00:00+09:00') },
    trace: { mode: trace, dir: mkdtempSync(join(tmpdir(), 'jumun-injected-')) },
    onScriptStart: (index, file) => {
      for (const r of reports) r.scriptStart(index, file);
    },
    onStep: (index, result) => {
      for (const r of reports) r.step(index, result);
    },
    onScript: (run, index) => {
      for (const r of reports) r.script(index, run);
    },
  });
  for (const r of reports) r.finish(runs);
  const text = Object.fromEntries(Object.entries(outs).map(([k, v]) => [k, v.text()])) as Record<
    keyof typeof outs,
    string
  >;
  return { runs, ...text };
}

const SAID = `injected fault (status500 on order.submit)`;
const REFUSED = `expected ok, was rejected SERVICE_PROBLEM — ${messages.SERVICE_PROBLEM}`;

describe('a step failed by an injected fault', () => {
  it.each(['off', 'retain-on-failure'] as const)(
    'carries the fault on its result (trace %s)',
    async (trace) => {
      const { runs } = await faultedRun(trace);
      const submit = runs[0]?.results.find((r) => r.type === 'SubmitOrder');
      expect(submit).toMatchObject({
        ok: false,
        injected: [{ fault: 'status500', request: 'order.submit' }],
      });
      // the steps before it met no fault
      expect(runs[0]?.results.filter((r) => r.injected !== undefined)).toHaveLength(1);
    },
  );

  it('is named before the server error text in the pretty report and its recap', async () => {
    const { pretty } = await faultedRun('off');
    expect(pretty).toContain(`  ✗ line 18 SubmitOrder: ${SAID}: ${REFUSED}\n`);
    expect(pretty).toContain(`  ✗ ${CASH} line 18 SubmitOrder: ${SAID}: ${REFUSED}\n`);
  });

  it('is a failure of type injected-fault in JUnit, the fault first in its message', async () => {
    const { junit } = await faultedRun('off');
    const [failure] = childrenNamed(parseXml(junit), 'testsuite')
      .flatMap((suite) => childrenNamed(suite, 'testcase'))
      .flatMap((testcase) => childrenNamed(testcase, 'failure'));
    expect(failure?.attributes).toMatchObject({
      type: 'injected-fault',
      message: `line 18 SubmitOrder: ${SAID}: ${REFUSED}`,
    });
  });

  it('leads the step in the HTML report, before the rejection', async () => {
    const { html } = await faultedRun('off');
    const fault = html.indexOf(`<div class="injected">${SAID}</div>`);
    expect(fault).toBeGreaterThan(0);
    expect(html.indexOf('rejected SERVICE_PROBLEM', fault)).toBeGreaterThan(fault);
  });

  it('is in its NDJSON step event, and merge-reports reports it again from there', async () => {
    const { json, runs } = await faultedRun('off');
    const events = readRunEvents(json, 'run.ndjson');
    if (E.isLeft(events)) throw new Error(events.left);
    expect(events.right).toContainEqual(
      expect.objectContaining({
        event: 'step',
        type: 'SubmitOrder',
        injected: [{ fault: 'status500', request: 'order.submit' }],
      }),
    );
    const merged = mergeRuns([{ file: 'run.ndjson', events: events.right }]);
    if (E.isLeft(merged)) throw new Error(merged.left);
    const results = merged.right.scripts.flatMap((s) => s.results);
    expect(prettyRecap(results)).toContain(`line 18 SubmitOrder: ${SAID}: ${REFUSED}`);
    expect(junitReport(merged.right.scripts)).toContain('type="injected-fault"');
    // and a step's own JSON (`jumun order --json`) carries it too
    const submit = runs[0]?.results.find((r) => r.type === 'SubmitOrder');
    if (submit === undefined) throw new Error('no submit');
    expect(JSON.parse(jsonLine(submit))).toMatchObject({
      injected: [{ fault: 'status500', request: 'order.submit' }],
    });
  });
});
