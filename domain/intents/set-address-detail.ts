// SetAddressDetail: the checkout's address detail, recorded as it was entered (trimmed).
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export function handleSetAddressDetail({ command, state }: HandlerContext<CommandOf<'SetAddressDetail'>>) {
  const detail = command.detail.trim();
  return detail === state.checkout.addressDetail
    ? accept()
    : accept(draft('AddressDetailEntered', { detail }));
}
