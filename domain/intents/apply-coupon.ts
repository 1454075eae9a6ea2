// ApplyCoupon (spec 000 §4-§5 "Coupon"): code, then phone, then a verified phone; a coupon disuse
// call is tried before each check; a coupon already applied asks to cancel it first. The calls
// are asked only when the checks before the server let the code through.
import { couponCheckOutcome, couponRequest } from '../checkout/coupon-check.ts';
import { isPaymentMethod } from '../checkout/payment.ts';
import type { CommandOf } from '../commands/commands.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, draft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type ApplyCoupon = CommandOf<'ApplyCoupon'>;

export function* applyCouponFlow(command: ApplyCoupon, state: State): Workflow {
  const { checkout, catalog } = state;
  if (checkout.coupon.status === 'verified') return askToConfirm(rejection('COUPON_CANCEL_CONFIRM'));
  if (catalog === null) return refuse('RESTAURANT_LOAD_FAILED');
  if (!checkout.canUseCoupon) return refuse('COUPON_NOT_USABLE');
  const code = (command.code ?? checkout.couponInput).trim();
  const request = couponRequest({
    restaurantId: catalog.restaurant.id,
    code,
    phone: checkout.phone.number,
    phoneVerified: checkout.phone.status === 'verified',
    payment: checkout.payment !== null && isPaymentMethod(checkout.payment) ? checkout.payment : null,
  });
  if (!request.ok) return refuseWith(request.rejection);
  // "Before each check, a coupon disuse call is tried first"; its failure does not stop the check.
  yield* ask('gateway', 'couponDisuse', request.value);
  const outcome = couponCheckOutcome(code, yield* ask('gateway', 'couponCheck', request.value));
  if (!outcome.ok) return refuseWith(outcome.rejection, [draft('CouponCodeEntered', { code })]);
  return accept(draft('CouponApplied', outcome.value));
}

export const handleApplyCoupon = workflow(applyCouponFlow);
