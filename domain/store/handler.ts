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

/** A pure decide function or a workflow over ports; one per command. */
export type Handler<C extends Command> = (ctx: HandlerContext<C>) => Decision | Promise<Decision>;

export type HandlerTable = { readonly [K in CommandType]: Handler<CommandOf<K>> };
