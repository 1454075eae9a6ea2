// The text of an unmatched replay request: the request itself and the nearest recorded interaction
// (same call first, then the most alike path, query and body) with the JSON paths that differ.
import type { CallName } from '../../contract/calls.ts';
import type { RecordedRequest } from './cassette.ts';
import { type Json, showJson } from './json.ts';
import { type Difference, differences, similarity } from './json-diff.ts';
import { unifiedDiff } from './line-diff.ts';
import type { NormalisedRequest } from './normalise.ts';

export interface Candidate {
  readonly index: number;
  readonly call: CallName | null;
  readonly request: RecordedRequest;
  readonly normalised: NormalisedRequest;
  readonly used: boolean;
}

export interface LiveRequest {
  readonly call: CallName | null;
  readonly request: RecordedRequest;
  readonly normalised: NormalisedRequest;
}

/** Path and query as one JSON value, so they are compared and diffed like the body. */
const location = (n: NormalisedRequest): Json => ({
  method: n.method,
  path: n.segments.join('/'),
  query: Object.fromEntries(n.query.map(([k, v]) => [k, v])),
});

function score(live: LiveRequest, c: Candidate): number {
  const sameCall = live.call !== null && c.call === live.call ? 1 : 0;
  const where = similarity(location(live.normalised), location(c.normalised));
  const what = similarity(live.normalised.body, c.normalised.body);
  return sameCall * 10 + where * 2 + what + (c.used ? 0 : 0.5);
}

export function nearest(live: LiveRequest, candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  let bestScore = -1;
  for (const c of candidates) {
    const s = score(live, c);
    if (s > bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

const MAX_DIFFERENCES = 8;

function showDifference(d: Difference, name: string): string {
  return `    ${name}: recorded ${showJson(d.recorded)}, got ${showJson(d.got)}`;
}

function showDifferences(live: NormalisedRequest, recorded: NormalisedRequest): string[] {
  // `path`, `query.page`; body paths as JSON paths of the body (`$.payment.total`).
  const where = differences(location(recorded), location(live)).map((d) =>
    showDifference(d, d.path.slice(2)),
  );
  const what = differences(recorded.body, live.body).map((d) => showDifference(d, d.path));
  const all = [...where, ...what];
  const shown = all.slice(0, MAX_DIFFERENCES);
  if (all.length > shown.length) shown.push(`    … and ${all.length - shown.length} more`);
  return shown;
}

const describeRequest = (r: RecordedRequest) => `${r.method} ${r.path}`;

const MAX_DIFF_LINES = 24;

/** The normalised bodies as a unified diff, in their place in the body, when both have one. */
function bodyDiff(live: NormalisedRequest, recorded: NormalisedRequest): string[] {
  if (live.body === null || recorded.body === null) return [];
  const pretty = (body: Json) => JSON.stringify(body, null, 2);
  const diff = unifiedDiff(pretty(recorded.body), pretty(live.body));
  if (diff.length === 0) return [];
  const shown = diff.slice(0, MAX_DIFF_LINES).map((l) => `    ${l}`);
  if (diff.length > shown.length) shown.push(`    … ${diff.length - shown.length} more lines`);
  return ['  body (- recorded, + sent; volatile values normalised):', ...shown];
}

/** Why the nearest is no answer when it is another call or the same request used up. */
function extraRequestNote(live: LiveRequest, near: Candidate, candidates: readonly Candidate[]): string[] {
  if (live.call === null) return [];
  const same = candidates.filter((c) => c.call === live.call);
  if (same.length === 0)
    return [
      `  the cassette has no ${live.call} request at all: an extra request the recording never made (re-record it, or replay with --gateway to add it)`,
    ];
  if (near.used && near.call === live.call && same.every((c) => c.used))
    return [
      `  an extra request: the cassette's ${same.length} ${live.call} ${same.length === 1 ? 'interaction was' : 'interactions were'} all answered to earlier requests`,
    ];
  return [];
}

/** The nearest recorded interaction and how the request differs from it, one line each. */
export function nearestLines(live: LiveRequest, candidates: readonly Candidate[]): string[] {
  const near = nearest(live, candidates);
  if (near === undefined) return ['  nearest recorded: none (the cassette is empty)'];
  const state = near.used ? ', already used' : '';
  const lines = [
    `  nearest recorded: #${near.index} ${near.call ?? '(no call)'}${state}: ${describeRequest(near.request)}`,
  ];
  const diff = showDifferences(live.normalised, near.normalised);
  if (diff.length === 0) lines.push('    identical after normalisation: every such interaction was used');
  else lines.push('  differences (after normalising volatile values):', ...diff);
  return [
    ...lines,
    ...bodyDiff(live.normalised, near.normalised),
    ...extraRequestNote(live, near, candidates),
  ];
}

export function unmatchedText(live: LiveRequest, candidates: readonly Candidate[]): string {
  return [
    'replay: no recorded interaction matches this request (a cassette miss, not a server answer)',
    `  request: ${describeRequest(live.request)}${live.call === null ? '' : `  [${live.call}]`}`,
    `  body: ${showJson(live.request.body, 400)}`,
    ...nearestLines(live, candidates),
  ].join('\n');
}
