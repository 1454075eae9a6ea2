// Reads an NDJSON report back (cli/report/ndjson-events.ts): every line one event, or the
// refusal naming the file and the line, and what is wrong with it.
import { type Either, isLeft, left, right } from 'fp-ts/Either';
import type * as t from 'io-ts';
import {
  ErrorEvent,
  type RunEvent,
  ScriptEndEvent,
  ScriptStartEvent,
  StepEvent,
  SummaryEvent,
} from './ndjson-events.ts';

const BY_KIND: Readonly<Record<string, t.Decoder<unknown, RunEvent>>> = {
  'script-start': ScriptStartEvent,
  step: StepEvent,
  'script-end': ScriptEndEvent,
  error: ErrorEvent,
  summary: SummaryEvent,
};

/** io-ts's errors as one short reason: the first field that is wrong and what it held. */
function reason(errors: t.Errors): string {
  const deepest = [...errors].sort((a, b) => b.context.length - a.context.length)[0];
  if (deepest === undefined) return 'not a run event';
  const path = deepest.context
    .map((c) => c.key)
    .filter((k) => k !== '' && !/^\d+$/.test(k))
    .join('.');
  const expected = deepest.context.at(-1)?.type.name ?? 'a run event';
  return `${path === '' ? 'the line' : path}: expected ${expected}, got ${JSON.stringify(deepest.value) ?? 'nothing'}`;
}

export function readRunEvents(text: string, file: string): Either<string, RunEvent[]> {
  const events: RunEvent[] = [];
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    const where = `${file} line ${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      return left(`${where}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const kind = (value as { event?: unknown } | null)?.event;
    if (typeof kind !== 'string')
      return left(
        `${where}: not a jumun run event (no "event": written by an older jumun run, or not by jumun?)`,
      );
    const codec = Object.hasOwn(BY_KIND, kind) ? BY_KIND[kind] : undefined;
    if (codec === undefined)
      return left(`${where}: an unknown event "${kind}" (expected ${Object.keys(BY_KIND).join(', ')})`);
    const decoded = codec.decode(value);
    if (isLeft(decoded)) return left(`${where}: a bad "${kind}" event: ${reason(decoded.left)}`);
    events.push(decoded.right);
  }
  return right(events);
}
