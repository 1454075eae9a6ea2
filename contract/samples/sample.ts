// A valid example of one call, in wire form (path params and query as strings), for tests, the
// recorded gateway and anyone reading the contract.
import type * as t from 'io-ts';
import type { CallName, Calls } from '../calls.ts';

type Wire<C> = C extends t.Mixed ? t.OutputOf<C> : never;
type Value<C> = C extends t.Mixed ? t.TypeOf<C> : never;

export interface Sample<N extends CallName> {
  readonly params: Wire<Calls[N]['params']>;
  readonly query?: Calls[N] extends { readonly query: infer Q } ? Wire<Q> : never;
  readonly body?: Calls[N] extends { readonly body: infer B } ? Value<B> : never;
  readonly response: Value<Calls[N]['response']>;
  /** A non-2xx body the call still treats as data. */
  readonly failure?: Value<Calls[N]['failure']>;
}

export type Samples = { readonly [N in CallName]?: Sample<N> };
