// ApplyCoupon (spec 000 §4-§5 "Coupon"): code, then phone, then a verified phone; a coupon disuse
// call is tried before each check; a coupon already applied asks to cancel it first. The calls
// are asked only when the checks before the server let the code through.
import { couponCheckOutcome, startCouponCheck } from '../checkout/coupon-check.ts';
import { isPaymentMethod } from '../checkout/payment.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { CouponCheckAnswer } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
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
  const start = startCouponCheck({
    restaurantId: catalog.restaurant.id,
    code,
    phone: checkout.phone.number,
    phoneVerified: checkout.phone.status === 'verified',
    payment: checkout.payment !== null && isPaymentMethod(checkout.payment) ? checkout.payment : null,
  });
  switch (start.kind) {
    case 'rejected':
      return refuseWith(start.rejection);
    case 'verify-phone-first':
      return refuse('PHONE_NOT_VERIFIED');
    case 'plan':
      break;
    default: {
      const never: never = start;
      return never;
    }
  }
  let check: GatewayResult<CouponCheckAnswer> | null = null;
  for (const step of start.steps) {
    const request = { ...step.request };
    if (step.call === 'coupon_disuse') {
      yield* ask('gateway', 'couponDisuse', request); // its failure does not stop the check
    } else {
      check = yield* ask('gateway', 'couponCheck', request);
    }
  }
  if (check === null) return refuse('COUPON_TECHNICAL_FAILURE');
  const outcome = couponCheckOutcome(code, check);
  if (!outcome.ok) return refuseWith(outcome.rejection, [draft('CouponCodeEntered', { code })]);
  const verified = outcome.value;
  if (verified.type !== 'CouponVerified') return refuse('COUPON_TECHNICAL_FAILURE');
  return accept(draft('CouponApplied', { code: verified.code, amount: verified.amount }));
}

export const handleApplyCoupon = workflow(applyCouponFlow);
