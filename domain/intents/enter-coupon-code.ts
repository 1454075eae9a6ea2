// EnterCouponCode: the coupon code field, recorded as typed (trimmed); the check is ApplyCoupon's.
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'EnterCouponCode'>, state: State): Decision {
  const code = command.code.trim();
  if (code === state.checkout.couponInput) return accept();
  return accept(draft('CouponCodeEntered', { code }));
}

export const handleEnterCouponCode = pure(decide);
