// The additional discount's dialogs before checkout (spec 000 §5 "A total below discount_mov shows
// a dialog with the difference", "A member-only discount for a logged-out user asks to log in").
// They run in the cart's go-to-checkout order: the discount-minimum check, then the login question.
import type { Won } from '../money.ts';
import { rejection } from '../result.ts';
import {
  type AdditionalDiscountContext,
  type AdditionalDiscountRules,
  additionalDeliveryOffer,
  offeredAmount,
} from './additional-discount.ts';
import { type GateConfirm, type GateLogin, type GateOk, gateOk } from './gate.ts';

export type DiscountMovCheck = GateOk | (GateConfirm & { readonly diff: Won; readonly amount: Won });

export type MemberOnlyCheck = GateOk | GateLogin;

/**
 * Confirm when the items total is below discount_mov, with {diff} and the {amount} to gain.
 * Decisions: {amount} is what the current cart would earn (a per-menu offer counts at least one
 * unit), shown positive; a logged-out customer facing a member-only offer gets no such dialog —
 * ordering more would not earn it; `checkMemberOnlyDiscount` asks them to log in instead.
 */
export function checkDiscountMov(
  rules: AdditionalDiscountRules,
  ctx: AdditionalDiscountContext,
): DiscountMovCheck {
  const offer = additionalDeliveryOffer(rules);
  if (offer === null || (offer.only_for_member && !ctx.isMember)) return gateOk;
  const diff = offer.discount_mov - ctx.itemsTotal;
  if (diff <= 0) return gateOk;
  // With nothing earned yet, a per-menu offer is announced by the restaurant's own amount.
  const earned = offeredAmount(offer, ctx.perMenuAmount);
  const amount = earned > 0 ? earned : Math.abs(offer.amount);
  const params = { diff: { won: diff }, amount: { won: amount } };
  return { kind: 'confirm', diff, amount, rejection: rejection('DISCOUNT_MOV_SHORTFALL', params) };
}

/** A logged-out customer at a restaurant whose discount is for members only is offered a login. */
export function checkMemberOnlyDiscount(rules: AdditionalDiscountRules, isMember: boolean): MemberOnlyCheck {
  const offer = additionalDeliveryOffer(rules);
  if (offer === null || !offer.only_for_member || isMember) return gateOk;
  return { kind: 'login', rejection: rejection('MEMBER_ONLY_DISCOUNT') };
}
