// Cart submit and cart refresh: evaluate the products, price them, store the cart under a fresh
// uuid with its signature, and answer customer_cart and meta (or meta.errors, the first shown).
import { randomUUID } from 'node:crypto';
import type * as t from 'io-ts';
import type { CartAnswer } from '../../../contract/cart.ts';
import type { PaymentKind } from '../../../domain/ports/gateway.ts';
import { rejection } from '../../../domain/result.ts';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { BlocklistCheck } from '../../db/blocklist-check.ts';
import type { Sql } from '../../db/database.ts';
import { isBlocked, memberOf } from '../customer-status.ts';
import { type CartProblem, evaluateCart } from './cart-evaluation.ts';
import { customerCart, deliveryInfo, priceCart } from './cart-pricing.ts';
import type { CartSigner } from './cart-signature.ts';
import { saveCart } from './cart-store.ts';
import type { Product } from './resolve-lines.ts';
import type { Point } from './restaurant-state.ts';
import { admCodeNear } from './restaurant-store.ts';

export type WireCartAnswer = t.TypeOf<typeof CartAnswer>;

export interface IssueCartInput {
  readonly claims: TokenClaims;
  readonly restaurantId: number;
  readonly products: readonly Product[];
  readonly point: Point | null;
  readonly paymentType: PaymentKind;
  readonly nowMs: number;
}

export function cartErrors(type: CartProblem['type'] | 'blocked', message: string): WireCartAnswer {
  return { customer_cart: null, meta: { delivery_info: null, errors: [{ message, type }] } };
}

/**
 * A member whose own phone is on the blocklist cannot load the cart (spec 000 §5 "Blocked user");
 * a guest's phone is first known, and checked, at order submit. The blocklist's bcrypt comparisons
 * come after the cart's own (cheap) checks.
 */
export async function issueCart(
  sql: Sql,
  signer: CartSigner,
  blocklist: BlocklistCheck,
  input: IssueCartInput,
): Promise<WireCartAnswer> {
  const member = await memberOf(sql, input.claims);
  const evaluated = await evaluateCart(sql, input);
  if (!evaluated.ok) return cartErrors(evaluated.problem.type, evaluated.problem.rejection.message);
  if (member.phone !== null && (await isBlocked(sql, blocklist, input.claims.customerId, member.phone))) {
    return cartErrors('blocked', rejection('PAGE_LOAD_PROBLEM').message);
  }
  const { restaurant, lines, point } = evaluated.cart;
  const admCode = await admCodeNear(sql, point);
  const content = {
    uuid: randomUUID(),
    customerId: input.claims.customerId,
    restaurantId: restaurant.id,
    paymentType: input.paymentType,
    lat: point.lat,
    lng: point.lng,
    admCode,
    products: input.products,
  };
  const signature = await signer.sign(content);
  await saveCart(sql, { ...content, signature }, new Date(input.nowMs));
  const pricing = { restaurant, lines, nowMs: input.nowMs, isMember: member.isMember };
  return {
    customer_cart: customerCart({ uuid: content.uuid, signature, admCode }, pricing, priceCart(pricing)),
    meta: { delivery_info: deliveryInfo(restaurant, admCode), errors: [] },
  };
}
