// SetComment: the checkout's comment to the restaurant, recorded as it was entered (trimmed).
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'SetComment'>, state: State): Decision {
  const comment = command.comment.trim();
  return comment === state.checkout.comment ? accept() : accept(draft('CommentEntered', { comment }));
}

export const handleSetComment = pure(decide);
