// Cart lines and the server cart: domain ↔ wire (spec 000 §3 "Server cart", §7 "Stock check").
import type * as t from 'io-ts';
import type { CartAnswer as WireCartAnswer, ProductLine as WireProductLine } from '../../contract/cart.ts';
import { PaymentCode } from '../../contract/primitives.ts';
import type { CartAnswer, ProductLine } from '../../domain/ports/gateway.ts';

/**
 * `name` and `unit_price` stay home: the server prices the cart itself. Options picked more than
 * once do not exist in this product, so additionalIngredientSets is always empty.
 */
export function wireProductLine(line: ProductLine): t.TypeOf<typeof WireProductLine> {
  return {
    vendor_product_id: line.vendor_product_id,
    vendor_category_id: line.vendor_category_id,
    quantity: line.quantity,
    option_sections: line.option_sections,
    additionalIngredientSets: [],
  };
}

/** customer_cart as it came, with meta's delivery info and errors beside it. */
export function cartAnswerOf(answer: t.TypeOf<typeof WireCartAnswer>): CartAnswer {
  return {
    cart: answer.customer_cart,
    delivery_info: answer.meta.delivery_info,
    errors: answer.meta.errors,
  };
}

type Code = t.TypeOf<typeof PaymentCode>;

/**
 * The coupon calls' payment. Decision: while no payment is chosen ('') the coupon is checked as
 * for online card (onlycard), as the cart was inserted assuming online payment (spec 000 §4).
 * null: not a payment code the contract knows.
 */
export function couponPayment(payment: string): Code | null {
  if (payment === '') return 'onlycard';
  return PaymentCode.is(payment) ? payment : null;
}
