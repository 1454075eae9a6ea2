// ApplyCoupon (spec 000 §4-§5 "Coupon"): code, then phone, then a verified phone; a coupon disuse
// call is tried before each check; a coupon already applied asks to cancel it first.
import { couponCheckOutcome, startCouponCheck } from '../checkout/coupon-check.ts';
import { isPaymentMethod } from '../checkout/payment.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { CouponCheckAnswer } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { rejection } from '../result.ts';
import { accept, askToConfirm, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type ApplyCoupon = CommandOf<'ApplyCoupon'>;

export interface ApplyCouponFacts {
  /** The server's coupon check; null when the command was refused before asking. */
  readonly check: GatewayResult<CouponCheckAnswer> | null;
}

const codeOf = (command: ApplyCoupon, state: State) => (command.code ?? state.checkout.couponInput).trim();

/** The checks before the server is asked, and the calls to make; null when something refuses first. */
function plan(command: ApplyCoupon, state: State) {
  const { checkout, catalog } = state;
  if (checkout.coupon.status === 'verified' || catalog === null || !checkout.canUseCoupon) return null;
  const payment = checkout.payment !== null && isPaymentMethod(checkout.payment) ? checkout.payment : null;
  return startCouponCheck({
    restaurantId: catalog.restaurant.id,
    code: codeOf(command, state),
    phone: checkout.phone.number,
    phoneVerified: checkout.phone.status === 'verified',
    payment,
  });
}

export async function gather({
  command,
  state,
  ports,
}: HandlerContext<ApplyCoupon>): Promise<ApplyCouponFacts> {
  const start = plan(command, state);
  if (start?.kind !== 'plan') return { check: null };
  let check: GatewayResult<CouponCheckAnswer> | null = null;
  for (const step of start.steps) {
    const request = { ...step.request };
    if (step.call === 'coupon_disuse') {
      await ports.gateway.couponDisuse(request); // its failure does not stop the check
    } else {
      check = await ports.gateway.couponCheck(request);
    }
  }
  return { check };
}

export function decide(command: ApplyCoupon, state: State, { check }: ApplyCouponFacts): Decision {
  const { checkout, catalog } = state;
  if (checkout.coupon.status === 'verified') return askToConfirm(rejection('COUPON_CANCEL_CONFIRM'));
  if (catalog === null) return refuse('RESTAURANT_LOAD_FAILED');
  if (!checkout.canUseCoupon) return refuse('COUPON_NOT_USABLE');
  const start = plan(command, state);
  switch (start?.kind) {
    case 'rejected':
      return refuseWith(start.rejection);
    case 'verify-phone-first':
      return refuse('PHONE_NOT_VERIFIED');
    case 'plan':
    case undefined:
      break;
    default: {
      const never: never = start;
      return never;
    }
  }
  if (check === null) return refuse('COUPON_TECHNICAL_FAILURE');
  const code = codeOf(command, state);
  const outcome = couponCheckOutcome(code, check);
  if (!outcome.ok) return refuseWith(outcome.rejection, [draft('CouponCodeEntered', { code })]);
  const verified = outcome.value;
  if (verified.type !== 'CouponVerified') return refuse('COUPON_TECHNICAL_FAILURE');
  return accept(draft('CouponApplied', { code: verified.code, amount: verified.amount }));
}

export const handleApplyCoupon = gathered(gather, decide);
