// A body that is valid JSON but does not decode as the call's answer (nor as its failure body),
// shaped like the real one where possible: `{"restaurants":"oops"}` for the restaurant list.
import * as E from 'fp-ts/lib/Either.js';
import type { CallName } from '../../contract/calls.ts';
import { calls } from '../../contract/calls.ts';
import { samples } from '../../contract/samples/index.ts';

const decodes = (codec: { decode(u: unknown): E.Either<unknown, unknown> }, u: unknown) =>
  E.isRight(codec.decode(u));

export function malformedBody(name: CallName | null): string {
  const fallback = '{"oops":true}';
  if (name === null) return fallback;
  const call = calls[name];
  const sample: unknown = samples[name]?.response;
  const first =
    typeof sample === 'object' && sample !== null && !Array.isArray(sample)
      ? Object.keys(sample)[0]
      : undefined;
  const candidates: unknown[] = [
    ...(first === undefined ? [] : [{ [first]: 'oops' }, { [first]: { oops: true } }]),
    { oops: true },
    'oops',
    [{ oops: true }],
    null,
  ];
  const bad = candidates.find((c) => !decodes(call.response, c) && !decodes(call.failure, c));
  return bad === undefined ? fallback : JSON.stringify(bad);
}
