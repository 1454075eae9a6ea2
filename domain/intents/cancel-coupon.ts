// CancelCoupon (spec 000 §4 "Coupon"): asks first, then tells the server the coupon is not used.
// The disuse call's answer changes nothing: the coupon is cancelled here either way. The call is
// asked only once the customer has confirmed, and only with a restaurant to name.
import type { CommandOf } from '../commands/commands.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, draft, refuse } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type CancelCoupon = CommandOf<'CancelCoupon'>;

export function* cancelCouponFlow(command: CancelCoupon, state: State): Workflow {
  const { checkout, catalog } = state;
  const { coupon } = checkout;
  if (coupon.status !== 'verified') return refuse('COUPON_NOT_APPLIED');
  if (command.confirmed !== true) return askToConfirm(rejection('COUPON_CANCEL_CONFIRM'));
  if (catalog !== null)
    yield* ask('gateway', 'couponDisuse', {
      restaurant_id: catalog.restaurant.id,
      coupon_code: coupon.code,
      phone: checkout.phone.number,
      payment: '',
    });
  return accept(draft('CouponCancelled', { code: coupon.code }));
}

export const handleCancelCoupon = workflow(cancelCouponFlow);
