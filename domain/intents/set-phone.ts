// SetPhone: the checkout's phone (spec 000 §4 "Phone"), normalized to digits.
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'SetPhone'>, state: State): Decision {
  const phone = normalizePhone(command.phone);
  if (phone === state.checkout.phone.number) return accept();
  return accept(draft('PhoneEntered', { phone }));
}

export const handleSetPhone = pure(decide);
