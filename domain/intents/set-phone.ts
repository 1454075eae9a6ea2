// SetPhone: the checkout's phone (spec 000 §4 "Phone"), normalized to digits.
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export function handleSetPhone({ command, state }: HandlerContext<CommandOf<'SetPhone'>>) {
  const phone = normalizePhone(command.phone);
  if (phone === state.checkout.phone.number) return accept();
  return accept(draft('PhoneEntered', { phone }));
}
