// A codec's decode, taken as the value itself when the codec's guard accepts it. The guard walks the
// value and allocates nothing; the decode builds a context and a result for every field and
// merges each object's parts (a 1,000-item menu, or a stored restaurant event holding one, decoded
// in several times the guard's time, most of it before the first use of the code was optimised).
// Sound only for a codec that decodes what its guard accepts to that same value: every response
// and failure codec (contract/fuzz.test.ts) and the event codec (property-tests/: the generated
// logs' events, and an order's events changed at any one place) are held to it. Anything else is
// decoded, for the errors it has.
import * as t from 'io-ts';

export function guardedDecode<A, O>(codec: t.Type<A, O, unknown>, value: unknown): t.Validation<A> {
  try {
    if (codec.is(value)) return t.success(value);
  } catch {
    // a hostile value (a throwing getter): the decode says what it is
  }
  return codec.decode(value);
}
