// The checkout form's plain fields: what the customer typed is recorded as it was entered.
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export function decideSetAddressDetail({ command, state }: HandlerContext<CommandOf<'SetAddressDetail'>>) {
  const detail = command.detail.trim();
  return detail === state.checkout.addressDetail
    ? accept()
    : accept(draft('AddressDetailEntered', { detail }));
}

export function decideSetComment({ command, state }: HandlerContext<CommandOf<'SetComment'>>) {
  const comment = command.comment.trim();
  return comment === state.checkout.comment ? accept() : accept(draft('CommentEntered', { comment }));
}
