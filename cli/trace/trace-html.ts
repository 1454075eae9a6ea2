// `jumun show-trace FILE --open`: the trace as one self-contained HTML page (its style inline, no
// script, nothing fetched), each step a collapsible <details> (the failed one open). Everything
// that comes from the trace is escaped: a response body may hold markup, and must show as text.

import { escapeHtml } from '../output/escape-html.ts';
import { type Change, changeLine, diffValues } from './projection-diff.ts';
import type { Trace, TracedRequest, TracedStep } from './trace-format.ts';
import { eventType, markOf, requestLine, shownBody, stepWhat, traceHead } from './trace-text.ts';

const pre = (text: string, cls = '') =>
  `<pre${cls === '' ? '' : ` class="${cls}"`}>${escapeHtml(text)}</pre>`;

const STYLE = `
body{font:14px/1.5 system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR",sans-serif;margin:0;padding:16px;color:#1b1b1f;background:#fafafa}
h1{font-size:18px;margin:0 0 12px;word-break:break-all}
details{background:#fff;border:1px solid #ddd;border-radius:8px;margin:8px 0;padding:0 12px}
details.failed{border-color:#d93025}
summary{cursor:pointer;padding:8px 0;word-break:break-all}
.mark{display:inline-block;width:1.4em;font-weight:700}
.passed .mark{color:#188038}.failed .mark{color:#d93025}.skipped{color:#777}
.ms{color:#666;font-size:12px;margin-left:6px}
pre{background:#f3f3f5;border-radius:6px;padding:8px;overflow-x:auto;white-space:pre-wrap;word-break:break-all;font-size:12px;margin:4px 0 8px}
.failure{background:#fdecea;color:#a50e0e}
.diff .add{color:#188038}.diff .del{color:#d93025}.diff .chg{color:#8a5a00}
h2{font-size:13px;margin:8px 0 2px;color:#444}
ul{margin:0;padding-left:18px}
`;

function requestHtml(request: TracedRequest): string {
  const parts = [pre(`request headers: ${JSON.stringify(request.requestHeaders, null, 2)}`)];
  if (request.requestBody !== undefined) parts.push(pre(`request body:\n${shownBody(request.requestBody)}`));
  if (request.responseHeaders !== undefined)
    parts.push(pre(`response headers: ${JSON.stringify(request.responseHeaders, null, 2)}`));
  if (request.responseBody !== undefined)
    parts.push(pre(`response body:\n${shownBody(request.responseBody)}`));
  return `<li><details><summary>${escapeHtml(requestLine(request))}</summary>${parts.join('')}</details></li>`;
}

const CHANGE_CLASS: Readonly<Record<Change['kind'], string>> = {
  added: 'add',
  removed: 'del',
  changed: 'chg',
};

function diffHtml(changes: readonly Change[]): string {
  const lines = changes.map(
    (c) => `<span class="${CHANGE_CLASS[c.kind]}">${escapeHtml(changeLine(c))}</span>`,
  );
  return `<pre class="diff">${lines.join('\n')}</pre>`;
}

function stepHtml(trace: Trace, step: TracedStep): string {
  const ms = step.result === 'skipped' ? 'skipped' : `${step.durationMs} ms`;
  const summary = `<summary><span class="mark">${markOf(step)}</span>line ${step.line} ${escapeHtml(stepWhat(step, 120))}<span class="ms">${escapeHtml(ms)}</span></summary>`;
  const body: string[] = [];
  if (step.command !== undefined || step.assert !== undefined)
    body.push('<h2>line</h2>', pre(JSON.stringify(step.command ?? { assert: step.assert }, null, 2)));
  if (step.failure !== undefined) body.push('<h2>failure</h2>', pre(step.failure, 'failure'));
  else if (step.rejection !== undefined)
    body.push(
      '<h2>outcome</h2>',
      pre(`${step.outcome ?? 'rejected'} ${step.rejection.code} — ${step.rejection.message}`),
    );
  if (step.requests.length > 0)
    body.push(`<h2>requests</h2><ul>${step.requests.map(requestHtml).join('')}</ul>`);
  if (step.events.length > 0)
    body.push(
      `<h2>events</h2><ul>${step.events
        .map(
          (e) =>
            `<li><details><summary>${escapeHtml(eventType(e))}</summary>${pre(JSON.stringify(e, null, 2))}</details></li>`,
        )
        .join('')}</ul>`,
    );
  if (step.result !== 'skipped') {
    const changes = diffValues(trace.projections[step.before], trace.projections[step.after]);
    body.push(
      '<h2>projections, before → after</h2>',
      changes.length === 0 ? pre('unchanged') : diffHtml(changes),
    );
    body.push(
      `<details><summary>projections after this step</summary>${pre(JSON.stringify(trace.projections[step.after], null, 2))}</details>`,
    );
  }
  const open = step.result === 'failed' ? ' open' : '';
  return `<details class="${step.result}"${open}>${summary}${body.join('')}</details>`;
}

export function traceHtml(trace: Trace): string {
  const title = traceHead(trace);
  return [
    '<!doctype html>',
    '<html lang="ko"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing is fetched: no script, no style or image from elsewhere.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(`jumun trace · ${trace.script}`)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...trace.steps.map((s) => stepHtml(trace, s)),
    '</body></html>',
    '',
  ].join('\n');
}
