// A command from outside is decoded, not trusted: a bug in a caller must not corrupt the log. The
// check sits with the handlers (not the store) so that a shell can load the store's read side
// without the command codecs, and the handlers with them.
import { Command as CommandC } from '../commands/commands.ts';
import type { HandlerTable } from '../store/handler.ts';

export function checkedHandlers(table: HandlerTable): HandlerTable {
  const checked: Record<string, unknown> = {};
  for (const [type, handler] of Object.entries(table)) {
    checked[type] = (ctx: { readonly command: unknown }) => {
      if (!CommandC.is(ctx.command)) throw new TypeError(`not a command: ${JSON.stringify(ctx.command)}`);
      return (handler as (c: unknown) => unknown)(ctx);
    };
  }
  return checked as unknown as HandlerTable;
}
