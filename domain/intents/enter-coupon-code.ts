// EnterCouponCode: the coupon code field, recorded as typed (trimmed); the check is ApplyCoupon's.
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export function handleEnterCouponCode({ command, state }: HandlerContext<CommandOf<'EnterCouponCode'>>) {
  const code = command.code.trim();
  if (code === state.checkout.couponInput) return accept();
  return accept(draft('CouponCodeEntered', { code }));
}
