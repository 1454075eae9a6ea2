// A cart named by uuid and signature, as order submit and the discount info name it: it must be
// one this gateway issued, to this customer, with that very signature.
import type { Sql } from '../../db/database.ts';
import { orderingTexts } from '../ordering-texts.ts';
import type { CartSigner } from './cart-signature.ts';
import { cartByUuid, type StoredCart } from './cart-store.ts';

export type CartLookup =
  | { readonly ok: true; readonly cart: StoredCart }
  | { readonly ok: false; readonly status: 404 | 400; readonly message: string };

/**
 * Another customer's cart reads as unknown (404), so carts do not leak; a signature that does not
 * match the stored content is 400.
 */
export async function signedCart(
  sql: Sql,
  signer: CartSigner,
  ref: { readonly uuid: string; readonly signature: string; readonly customerId: string },
): Promise<CartLookup> {
  const cart = await cartByUuid(sql, ref.uuid);
  if (cart === null || cart.customerId !== ref.customerId) {
    return { ok: false, status: 404, message: orderingTexts.CART_NOT_FOUND };
  }
  if (!(await signer.verify(cart, ref.signature))) {
    return { ok: false, status: 400, message: orderingTexts.CART_SIGNATURE_INVALID };
  }
  return { ok: true, cart };
}
