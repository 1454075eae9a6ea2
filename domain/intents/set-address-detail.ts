// SetAddressDetail: the checkout's address detail, recorded as it was entered (trimmed).
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'SetAddressDetail'>, state: State): Decision {
  const detail = command.detail.trim();
  return detail === state.checkout.addressDetail
    ? accept()
    : accept(draft('AddressDetailEntered', { detail }));
}

export const handleSetAddressDetail = pure(decide);
