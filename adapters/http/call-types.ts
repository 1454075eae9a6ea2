// What a call takes besides its path parameters: the query of a GET, the body of a POST.
import type { BodyOf, CallName, Calls, QueryOf } from '../../contract/calls.ts';

export type InputOf<N extends CallName> = Calls[N]['method'] extends 'GET' ? QueryOf<N> : BodyOf<N>;
