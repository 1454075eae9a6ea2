// `jumun show-trace FILE` as text: the trace's head, then each step with its mark (✓ ✗ -), its
// command or assertion, each request on one line (`POST /api/v1/order 200 12 ms`), the events it
// recorded and what it changed in the projections. The failed step is shown in full: its failure,
// every request's headers and bodies, every event whole, the whole diff and the projections after it.
import { changeLine, diffValues } from './projection-diff.ts';
import type { Trace, TracedRequest, TracedStep } from './trace-format.ts';

/** A long value on an ordinary step's line is cut here; the failed step shows everything. */
const SHORT = 100;

export const markOf = (step: TracedStep) =>
  step.result === 'passed' ? '✓' : step.result === 'failed' ? '✗' : '-';

/** The request's path and query, readable: the origin dropped, Korean decoded. */
export function shownUrl(url: string): string {
  let shown = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  try {
    shown = decodeURIComponent(shown.replace(/\+/g, ' '));
  } catch {
    // not percent-encoded as UTF-8: shown as sent
  }
  return shown === '' ? '/' : shown;
}

const durationOf = (ms: number | undefined) =>
  ms === undefined ? '' : ` ${ms < 10 ? ms.toFixed(1) : ms.toFixed(0)} ms`;

/** `POST /api/v1/order 200 12 ms`, a failure for the status, and an injected fault said as one. */
export function requestLine(request: TracedRequest): string {
  const answer =
    request.status !== undefined
      ? String(request.status)
      : request.failure !== undefined
        ? request.failure.kind === 'timeout'
          ? 'timeout'
          : `no answer (${request.failure.detail ?? 'network'})`
        : 'still waiting when the script ended';
  const fault = request.fault === undefined ? '' : ` [injected fault: ${request.fault}]`;
  return `${request.method} ${shownUrl(request.url)} ${answer}${durationOf(request.durationMs)}${fault}`;
}

/** What the step ran: the command's fields beside its type, or the assertion's checks. */
export function stepWhat(step: TracedStep, limit = Number.POSITIVE_INFINITY): string {
  let fields: unknown;
  if (step.assert !== undefined) fields = step.assert;
  else if (typeof step.command === 'object' && step.command !== null) {
    const { type: _type, ...rest } = step.command as Record<string, unknown>;
    fields = Object.keys(rest).length === 0 ? undefined : rest;
  }
  if (fields === undefined) return step.type;
  const json = JSON.stringify(fields);
  return `${step.type} ${json.length > limit ? `${json.slice(0, limit - 1)}…` : json}`;
}

export const eventType = (event: unknown) =>
  typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string'
    ? (event as { type: string }).type
    : '?';

/** A body as it reads best: JSON indented, anything else as it came. */
export function shownBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const indent = (text: string, by: string) => text.replace(/^/gm, by);

function headersText(headers: Readonly<Record<string, string>> | undefined): string {
  const entries = Object.entries(headers ?? {});
  return entries.length === 0 ? '(none)' : entries.map(([k, v]) => `${k}: ${v}`).join(', ');
}

function requestInFull(request: TracedRequest): string[] {
  const lines = [`→ ${requestLine(request)}`, `    request headers: ${headersText(request.requestHeaders)}`];
  if (request.requestBody !== undefined)
    lines.push('    request body:', indent(shownBody(request.requestBody), '      '));
  if (request.status !== undefined) {
    lines.push(`    response headers: ${headersText(request.responseHeaders)}`);
    if (request.responseBody !== undefined)
      lines.push('    response body:', indent(shownBody(request.responseBody), '      '));
  }
  return lines;
}

export function stepText(trace: Trace, step: TracedStep): string {
  const head = `${markOf(step)} line ${step.line} ${stepWhat(step, step.result === 'failed' ? Infinity : SHORT)}`;
  if (step.result === 'skipped') return `${head}: skipped`;
  const lines = [`${head}${durationOf(step.durationMs)}`];
  const full = step.result === 'failed';
  if (step.failure !== undefined) lines.push(indent(`failed: ${step.failure}`, '    '));
  else if (step.rejection !== undefined)
    lines.push(
      `    ${step.outcome === 'needs-confirmation' ? 'asked to confirm' : 'rejected'} ${step.rejection.code} — ${step.rejection.message}`,
    );
  for (const request of step.requests)
    lines.push(...(full ? requestInFull(request) : [requestLine(request)]).map((l) => indent(l, '    ')));
  if (step.events.length > 0) {
    if (full) lines.push('    events:', ...step.events.map((e) => indent(JSON.stringify(e), '      ')));
    else lines.push(`    events: ${step.events.map(eventType).join(', ')}`);
  }
  const changes = diffValues(trace.projections[step.before], trace.projections[step.after]);
  if (changes.length > 0)
    lines.push(
      '    projections:',
      ...changes.map((c) => `      ${changeLine(c, full ? Number.POSITIVE_INFINITY : SHORT)}`),
    );
  else if (full) lines.push('    projections: unchanged by this step');
  if (full)
    lines.push(
      '    projections after this step:',
      indent(JSON.stringify(trace.projections[step.after], null, 2), '      '),
    );
  return lines.join('\n');
}

export function traceHead(trace: Trace): string {
  const failed = trace.steps.find((s) => s.result === 'failed');
  const verdict = failed === undefined ? 'passed' : `failed at line ${failed.line}`;
  const row = trace.row === undefined ? '' : ` [${trace.row}]`;
  const attempt = trace.attempt === undefined ? '' : `, attempt ${trace.attempt}`;
  const steps = `${trace.steps.length} step${trace.steps.length === 1 ? '' : 's'}`;
  return `${trace.script}${row}: ${verdict}${attempt} (${steps}, ${durationOf(trace.durationMs).trim()}, started ${trace.startedAt})`;
}

export function traceText(trace: Trace): string {
  return [traceHead(trace), '', ...trace.steps.map((s) => stepText(trace, s))].join('\n');
}
