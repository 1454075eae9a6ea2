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

export function cartAnswerOf(answer: t.TypeOf<typeof WireCartAnswer>): CartAnswer {
  const server = answer.customer_cart;
  return {
    cart:
      server === null
        ? null
        : {
            uuid: server.uuid,
            signature: server.signature,
            adm_code: server.adm_code,
            items: server.cart.items.map((item) => ({
              vendor_product_id: item.vendor_product_id,
              name: item.name,
              quantity: item.quantity,
              price: item.price,
              discounts: item.discounts.map((d) => ({
                kind: d.type,
                amount: d.amount,
                applied_item_quantity: d.meta.applied_item_quantity,
              })),
            })),
            items_total: server.cart.items_total,
            delivery_fee: server.cart.delivery_fee,
            discounts: server.cart.discounts.map((d) => ({ kind: d.type, amount: d.amount })),
            total: server.cart.total,
          },
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
