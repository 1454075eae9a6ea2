// CancelCoupon (spec 000 §4 "Coupon"): asks first, then tells the server the coupon is not used.
// The disuse call's answer changes nothing: the coupon is cancelled here either way.
import type { CommandOf } from '../commands/commands.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, type Decision, draft, refuse } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type CancelCoupon = CommandOf<'CancelCoupon'>;

export async function gather({ command, state, ports }: HandlerContext<CancelCoupon>): Promise<null> {
  const { checkout, catalog } = state;
  if (checkout.coupon.status !== 'verified' || command.confirmed !== true || catalog === null) return null;
  await ports.gateway.couponDisuse({
    restaurant_id: catalog.restaurant.id,
    coupon_code: checkout.coupon.code,
    phone: checkout.phone.number,
    payment: '',
  });
  return null;
}

export function decide(command: CancelCoupon, state: State, _facts: null): Decision {
  const { coupon } = state.checkout;
  if (coupon.status !== 'verified') return refuse('COUPON_NOT_APPLIED');
  if (command.confirmed !== true) return askToConfirm(rejection('COUPON_CANCEL_CONFIRM'));
  return accept(draft('CouponCancelled', { code: coupon.code }));
}

export const handleCancelCoupon = gathered(gather, decide);
