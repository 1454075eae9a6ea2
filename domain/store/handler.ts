import type { Command, CommandOf, CommandType } from '../commands/commands.ts';
import type { Ports } from '../ports/gateway.ts';
import type { Decision } from './decision.ts';
import type { State } from './state.ts';

export interface HandlerContext<C extends Command> {
  readonly command: C;
  readonly state: State;
  /** The clock's reading when the command arrived. */
  readonly now: number;
  readonly ports: Ports;
}

/** A pure decide function (`pure`) or a workflow's runner (`workflow`, workflow.ts); one per command. */
export type Handler<C extends Command> = (ctx: HandlerContext<C>) => Decision | Promise<Decision>;

export type HandlerTable = { readonly [K in CommandType]: Handler<CommandOf<K>> };

/**
 * A command that needs no outside facts: its handler is its decide. `now` is the dispatch's clock
 * reading, the time its events carry.
 */
export function pure<C extends Command>(
  decide: (command: C, state: State, now: number) => Decision,
): Handler<C> {
  return ({ command, state, now }) => decide(command, state, now);
}
