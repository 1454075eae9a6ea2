// ApplyCoupon (spec 000 §4-§5 "Coupon"): code, then phone, then a verified phone; a coupon disuse
// call is tried before each check; a coupon already applied asks to cancel it first.
import { couponCheckOutcome, startCouponCheck } from '../checkout/coupon-check.ts';
import { isPaymentMethod } from '../checkout/payment.ts';
import type { CommandOf } from '../commands/commands.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, draft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleApplyCoupon({ command, state, ports }: HandlerContext<CommandOf<'ApplyCoupon'>>) {
  const { checkout, catalog } = state;
  if (checkout.coupon.status === 'verified') return askToConfirm(rejection('COUPON_CANCEL_CONFIRM'));
  if (catalog === null) return refuse('RESTAURANT_LOAD_FAILED');
  if (!checkout.canUseCoupon) return refuse('COUPON_NOT_USABLE');
  const code = (command.code ?? checkout.couponInput).trim();
  const payment = checkout.payment !== null && isPaymentMethod(checkout.payment) ? checkout.payment : null;
  const start = startCouponCheck({
    restaurantId: catalog.restaurant.id,
    code,
    phone: checkout.phone.number,
    phoneVerified: checkout.phone.status === 'verified',
    payment,
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
  let answer: Awaited<ReturnType<typeof ports.gateway.couponCheck>> | null = null;
  for (const step of start.steps) {
    const request = { ...step.request };
    if (step.call === 'coupon_disuse') {
      await ports.gateway.couponDisuse(request); // its failure does not stop the check
    } else {
      answer = await ports.gateway.couponCheck(request);
    }
  }
  if (answer === null) return refuse('COUPON_TECHNICAL_FAILURE');
  const outcome = couponCheckOutcome(code, answer);
  if (!outcome.ok) return refuseWith(outcome.rejection, [draft('CouponCodeEntered', { code })]);
  const verified = outcome.value;
  if (verified.type !== 'CouponVerified') return refuse('COUPON_TECHNICAL_FAILURE');
  return accept(draft('CouponApplied', { code: verified.code, amount: verified.amount }));
}
