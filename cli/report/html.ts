// The HTML reporter: one self-contained page (no script, no request: a Content-Security-Policy
// forbids any) that reads at phone and desktop width. The summary first (an interrupted run
// says so there), then what could not run, the failed scripts (open), those an interrupt cut off,
// the flaky ones, the passed and the not run (closed). Each step with its time and a bar of its
// share of the script's slowest step; a failed step with its rejection and its failure text as
// the run wrote it (expected, actual, the diff: + and - lines coloured), led by the injected
// fault that caused it, and a cassette miss by the miss (what was asked, the nearest recording)
// rather than the service-problem text the app then showed; a link to the script's trace file
// when there is one. Every text is escaped.

import { escapeHtml } from '../output/escape-html.ts';
import { said } from '../script/line-verdicts.ts';
import type { LineResult } from '../script/run-script.ts';
import { injectedText } from './injected-faults.ts';
import {
  notRunReason,
  type ReportedScript,
  type RunError,
  type ScriptStatus,
  statusOf,
  stepTime,
} from './reported-script.ts';
import type { Summary } from './summary.ts';

export interface HtmlReportInput {
  readonly scripts: readonly ReportedScript[];
  readonly errors: readonly RunError[];
  readonly summary: Summary;
  /** The page's title line: `jumun run`, or `jumun merge-reports` over shards. */
  readonly title?: string;
  /** Where a trace file is, seen from the page (the reporter knows where the page is written). */
  readonly traceHref?: (trace: string) => string;
  /** merge-reports with --allow-missing-shards: which shards are missing (the page is partial). */
  readonly partial?: string;
  /** The run was interrupted (a run's summary says by which signal; merged, which reports were). */
  readonly interrupted?: string;
}

const MARKS: Readonly<Record<ScriptStatus, string>> = {
  passed: '✓',
  failed: '✗',
  flaky: '~',
  interrupted: '!',
  'not-run': '-',
};
const stepMark = (r: LineResult) =>
  r.interrupted === true ? '!' : r.skipped === true ? '-' : r.ok ? '✓' : '✗';
const stepClass = (r: LineResult) =>
  r.interrupted === true ? 'interrupted' : r.skipped === true ? 'skipped' : r.ok ? 'passed' : 'failed';

/** A failure's text, its diff lines (`+ …`, `- …`) marked for colour. */
function failureBlock(text: string): string {
  const lines = text.split('\n').map((line) => {
    const kind = /^\s*\+/.test(line) ? 'add' : /^\s*-/.test(line) ? 'del' : null;
    return kind === null ? escapeHtml(line) : `<span class="${kind}">${escapeHtml(line)}</span>`;
  });
  return `<pre class="why">${lines.join('\n')}</pre>`;
}

function stepRow(r: LineResult, slowest: number): string {
  const ms = r.durationMs;
  const share = ms === undefined || slowest <= 0 ? 0 : Math.round((ms / slowest) * 100);
  const time = ms === undefined ? '' : stepTime(ms);
  const miss = r.cassetteMiss === true && r.skipped !== true;
  const verb = r.outcome === 'needs-confirmation' ? 'asked to confirm' : 'rejected';
  // After a miss the rejection is only the app's word for a request nobody answered: said second.
  const rejection =
    r.rejection === undefined
      ? ''
      : `<div class="said">${miss ? 'the app then said: ' : ''}${verb} ${escapeHtml(said(r.rejection))}</div>`;
  const injected = injectedText(r.injected);
  const fault = injected === null ? '' : `<div class="injected">${escapeHtml(injected)}</div>`;
  const why =
    r.failure === undefined || r.skipped === true
      ? ''
      : `${miss ? '<div class="miss">cassette miss: the replay asked for a request its cassette has no answer for</div>' : ''}${failureBlock(r.failure)}`;
  return [
    `<li class="step ${stepClass(r)}">`,
    `<div class="row"><span class="mark" aria-hidden="true">${stepMark(r)}</span>`,
    `<span class="what">line ${r.line} <b>${escapeHtml(r.type)}</b>${r.interrupted === true ? ' <i>interrupted</i>' : r.skipped === true ? ' <i>skipped</i>' : ''}</span>`,
    `<span class="time">${escapeHtml(time)}</span></div>`,
    share > 0 ? `<div class="bar" style="width:${share}%"></div>` : '',
    fault,
    ...(miss ? [why, rejection] : [rejection, why]),
    '</li>',
  ].join('');
}

function scriptBlock(script: ReportedScript, traceHref: (t: string) => string): string {
  const status = statusOf(script);
  const slowest = Math.max(0, ...script.results.map((r) => r.durationMs ?? 0));
  const steps = `${script.results.length} step${script.results.length === 1 ? '' : 's'}`;
  const attempts = script.attempts ?? 1;
  const retries =
    attempts <= 1
      ? ''
      : `<p class="note">${status === 'flaky' ? `flaky: passed on attempt ${attempts} of ${attempts}` : `failed all ${attempts} attempts`}</p>`;
  const trace =
    script.trace === undefined
      ? ''
      : `<p class="note">trace: <a href="${escapeHtml(traceHref(script.trace))}">${escapeHtml(script.trace)}</a></p>`;
  return [
    `<details class="script ${status}"${status === 'failed' ? ' open' : ''}>`,
    `<summary><span class="mark" aria-hidden="true">${MARKS[status]}</span> <span class="name">${escapeHtml(script.file)}</span>`,
    ` <span class="meta">${status}${script.notRun === undefined ? '' : `: ${escapeHtml(notRunReason(script.notRun))}`} · ${steps} · ${script.seconds.toFixed(2)} s</span></summary>`,
    retries,
    trace,
    `<ol class="steps">${script.results.map((r) => stepRow(r, slowest)).join('')}</ol>`,
    '</details>',
  ].join('');
}

const SECTIONS: readonly [ScriptStatus, string][] = [
  ['failed', 'Failed'],
  ['interrupted', 'Interrupted'],
  ['flaky', 'Flaky'],
  ['passed', 'Passed'],
  ['not-run', 'Not run'],
];

const STYLE = `
:root{color-scheme:light dark;--ok:#1a7f37;--bad:#cf222e;--warn:#9a6700;--dim:#6e7781;--line:#d0d7de;--bg2:#f6f8fa}
@media (prefers-color-scheme:dark){:root{--ok:#3fb950;--bad:#f85149;--warn:#d29922;--dim:#8b949e;--line:#30363d;--bg2:#161b22}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:960px;padding:16px;font:15px/1.5 system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","Noto Sans CJK KR",sans-serif}
h1{font-size:20px;margin:0 0 8px}h2{font-size:17px;margin:24px 0 8px}
.counts{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.counts li{padding:4px 10px;border:1px solid var(--line);border-radius:999px;background:var(--bg2)}
.counts .failed{color:var(--bad);font-weight:600}.counts .passed{color:var(--ok)}.counts .flaky{color:var(--warn)}
.steps-line{color:var(--dim);margin:8px 0 0}
details.script{border:1px solid var(--line);border-radius:8px;margin:8px 0;background:var(--bg2)}
details.script>summary{cursor:pointer;padding:10px 12px;min-height:44px;overflow-wrap:anywhere}
details.script.failed{border-color:var(--bad)}
.script.failed>summary .mark,.step.failed .mark{color:var(--bad)}
.script.passed>summary .mark,.step.passed .mark{color:var(--ok)}
.script.flaky>summary .mark{color:var(--warn)}
.name{font-weight:600}.meta{color:var(--dim);font-size:13px;white-space:nowrap}
.note{margin:0 12px 8px;color:var(--dim);overflow-wrap:anywhere}
ol.steps{list-style:none;margin:0;padding:0 12px 12px}
.step{padding:6px 0;border-top:1px solid var(--line)}
.row{display:flex;gap:8px;align-items:baseline}
.what{flex:1;min-width:0;overflow-wrap:anywhere}.time{color:var(--dim);font-size:13px;white-space:nowrap;font-variant-numeric:tabular-nums}
.step.skipped{color:var(--dim)}
.script.interrupted>summary .mark,.step.interrupted .mark{color:var(--warn)}
.bar{height:3px;background:var(--dim);opacity:.5;border-radius:2px;margin-top:2px}
.step.failed .bar{background:var(--bad)}
.said{font-size:14px;margin-top:2px;overflow-wrap:anywhere}
.injected,.miss{font-size:14px;margin-top:2px;color:var(--warn);font-weight:600;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,"D2Coding","Apple SD Gothic Neo","Malgun Gothic","Noto Sans Mono CJK KR",monospace;margin:6px 0 0;padding:8px;border-radius:6px;background:rgba(127,127,127,.12)}
.add{color:var(--ok)}.del{color:var(--bad)}
.errors li{margin:6px 0}
.warning{margin:0 0 8px;padding:8px 12px;border:2px solid var(--warn);border-radius:8px;color:var(--warn);font-weight:600}
`;

export function htmlReport(input: HtmlReportInput): string {
  const title = input.title ?? 'jumun run';
  const traceHref = input.traceHref ?? ((t: string) => t);
  const groups = new Map<ScriptStatus, ReportedScript[]>();
  for (const s of input.scripts) groups.set(statusOf(s), [...(groups.get(statusOf(s)) ?? []), s]);
  const count = (status: ScriptStatus) => groups.get(status)?.length ?? 0;
  const seconds = input.scripts.reduce((sum, s) => sum + s.seconds, 0);
  const { summary } = input;
  const interrupted = input.interrupted ?? summary.interrupted;
  const outcome =
    interrupted !== undefined
      ? 'interrupted'
      : count('failed') > 0 || input.errors.length > 0
        ? 'failed'
        : 'passed';
  const verdict = `${outcome}${input.partial === undefined ? '' : ' (partial)'}`;
  const warnings = [
    ...(interrupted === undefined
      ? []
      : [
          // A run's signal, or (merged) which reports were interrupted, by what.
          `<p class="warning">${escapeHtml(/^SIG[A-Z]+$/.test(interrupted) ? `interrupted (${interrupted})` : `interrupted: ${interrupted}`)}: the run was stopped before its end; the scripts cut off and those not run did not finish</p>`,
        ]),
    ...(input.partial === undefined
      ? []
      : [
          `<p class="warning">partial: ${escapeHtml(input.partial)}; these results are not the whole suite's</p>`,
        ]),
  ].join('');

  const counts = [
    ...SECTIONS.filter(([status]) => count(status) > 0 || status === 'failed' || status === 'passed').map(
      ([status, label]) =>
        `<li class="${status}">${MARKS[status]} ${count(status)} ${label.toLowerCase()}</li>`,
    ),
    ...(input.errors.length === 0 ? [] : [`<li class="failed">${input.errors.length} could not run</li>`]),
  ];
  const errors =
    input.errors.length === 0
      ? ''
      : [
          '<section><h2>Could not run</h2><ul class="errors">',
          ...input.errors.map(
            (e) =>
              `<li><b>${escapeHtml(e.name)}</b> (${escapeHtml(e.type)})<pre>${escapeHtml(e.message)}</pre></li>`,
          ),
          '</ul></section>',
        ].join('');
  const sections = SECTIONS.filter(([status]) => count(status) > 0)
    .map(
      ([status, label]) =>
        `<section><h2>${label} (${count(status)})</h2>${(groups.get(status) ?? []).map((s) => scriptBlock(s, traceHref)).join('')}</section>`,
    )
    .join('');

  return [
    '<!doctype html>',
    '<html lang="ko"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(`${title}: ${verdict}`)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<header><h1>${escapeHtml(title)}: ${verdict}</h1>`,
    warnings,
    `<ul class="counts" aria-label="scripts">${counts.join('')}</ul>`,
    `<p class="steps-line">${input.scripts.length} script${input.scripts.length === 1 ? '' : 's'}, ${seconds.toFixed(2)} s of script time · steps: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped</p>`,
    '</header><main>',
    errors,
    sections,
    '</main></body></html>\n',
  ].join('');
}
