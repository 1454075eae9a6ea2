// CancelCoupon (spec 000 §4 "Coupon"): asks first, then tells the server the coupon is not used.
import type { CommandOf } from '../commands/commands.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, draft, refuse } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleCancelCoupon({
  command,
  state,
  ports,
}: HandlerContext<CommandOf<'CancelCoupon'>>) {
  const { checkout, catalog } = state;
  if (checkout.coupon.status !== 'verified') return refuse('COUPON_NOT_APPLIED');
  if (command.confirmed !== true) return askToConfirm(rejection('COUPON_CANCEL_CONFIRM'));
  if (catalog !== null) {
    await ports.gateway.couponDisuse({
      restaurant_id: catalog.restaurant.id,
      coupon_code: checkout.coupon.code,
      phone: checkout.phone.number,
      payment: '',
    });
  }
  return accept(draft('CouponCancelled', { code: checkout.coupon.code }));
}
