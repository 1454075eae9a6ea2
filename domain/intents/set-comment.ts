// SetComment: the checkout's comment to the restaurant, recorded as it was entered (trimmed).
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export function handleSetComment({ command, state }: HandlerContext<CommandOf<'SetComment'>>) {
  const comment = command.comment.trim();
  return comment === state.checkout.comment ? accept() : accept(draft('CommentEntered', { comment }));
}
