// The shape every event shares: `{ type, data, metadata }`, the time in metadata.at.
import * as t from 'io-ts';

const Metadata = t.type({ at: t.number }, 'Metadata');

export function event<N extends string, D extends t.Mixed>(name: N, data: D) {
  return t.type({ type: t.literal(name), data, metadata: Metadata }, name);
}
