// The JSON Schema of codecs the walker cannot see into (a `new t.Type` with its own `is` and
// `validate`), given where each codec is defined. A WeakMap keyed by the codec itself: no name to
// keep in step, and a codec without one fails the walk (codec-schema.ts) instead of passing as `{}`.
import type * as t from 'io-ts';
import type { JsonSchema } from './json-schema.ts';

const annotations = new WeakMap<t.Any, JsonSchema>();

/** `codec` itself, its JSON Schema recorded: `withSchema(new t.Type(…), { type: 'integer' })`. */
export function withSchema<C extends t.Any>(codec: C, schema: JsonSchema): C {
  annotations.set(codec, schema);
  return codec;
}

export function annotationOf(codec: t.Any): JsonSchema | undefined {
  return annotations.get(codec);
}
