// A broken invariant as an ordinary QA script: the shrunk journey's lines with what the gateway
// answered each ("expect"), then the invariant as the line `jumun run` fails on: an assert line
// with the checks that did not hold, the refused command expecting ok, or the read-back lines
// (the order sent again, the menu read back) that failed after the order.

import type { Broken } from './invariants.ts';
import type { JourneyStep } from './journey.ts';
import { JOURNEY_PHONE, type LineJson } from './journey-intents.ts';

export interface FailureScript {
  readonly seed: number;
  /** The journey's time, written as the script's clock line. */
  readonly now: number;
  readonly steps: readonly JourneyStep[];
  readonly broken: Broken;
  /** The phone the journey typed, written back as {{unique.phone}} in the texts it appears in. */
  readonly phone: string;
}

/** A rejection's code when it has a word for one (stable across wordings), else its text. */
function expected(step: JourneyStep, phone: string): LineJson {
  const { outcome, rejection } = step.result;
  if (outcome === undefined || rejection === undefined) return {};
  const word = /^[A-Z][A-Z0-9_]+$/.test(rejection.code)
    ? rejection.code
    : rejection.message.split(phone).join(JOURNEY_PHONE);
  return { expect: outcome === 'rejected' ? { rejected: word } : { confirm: word } };
}

const seoulTime = (ms: number) => `${new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;

export function failureScript(f: FailureScript): string {
  const last = f.steps.length - 1;
  const lines = f.steps.map((step, i) => {
    // A refused line captured nothing in the journey; written expecting its refusal, it would
    // capture in `jumun run` and fail on the value it never had.
    const { capture: _capture, ...refused } = step.line;
    return JSON.stringify({
      ...(step.result.outcome === undefined ? step.line : refused),
      ...(i === last && f.broken.kind === 'refusal' ? {} : expected(step, f.phone)),
    });
  });
  const header = [
    `# jumun explore --seed ${f.seed}: ${f.broken.invariant} — broken after ${f.steps.length} commands.`,
    ...f.broken.said
      .split(f.phone)
      .join(JOURNEY_PHONE)
      .split('\n')
      .map((l) => `# ${l}`),
    '# tags: explore',
  ];
  const tail =
    f.broken.kind === 'assert'
      ? [JSON.stringify({ assert: f.broken.checks })]
      : f.broken.kind === 'read-back'
        ? f.broken.lines.map((l) => JSON.stringify(l))
        : [];
  return [...header, JSON.stringify({ now: seoulTime(f.now) }), ...lines, ...tail, ''].join('\n');
}
