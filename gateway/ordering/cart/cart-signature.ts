// The server cart's signature: an HMAC-SHA256 over the cart's uuid and canonical content, keyed by
// a secret derived from the gateway's own secret (seed_meta 'jwt_secret'), so the gateway can tell
// a cart it issued from one a client made up or edited.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../../db/database.ts';
import type { Product } from './resolve-lines.ts';

/** What the signature covers; rebuilt field by field, so jsonb's key order does not matter. */
export interface SignedCart {
  readonly uuid: string;
  readonly customerId: string;
  readonly restaurantId: number;
  readonly paymentType: string;
  readonly lat: number;
  readonly lng: number;
  readonly admCode: string;
  readonly products: readonly Product[];
}

export function canonicalCart(cart: SignedCart): string {
  return JSON.stringify([
    cart.uuid,
    cart.customerId,
    cart.restaurantId,
    cart.paymentType,
    cart.lat,
    cart.lng,
    cart.admCode,
    cart.products.map((p) => [
      p.vendor_product_id,
      p.vendor_category_id,
      p.quantity,
      p.option_sections.map((s) => [s.section_id, [...s.option_ids]]),
      p.additionalIngredientSets.map((s) => [s.id, s.quantity]),
    ]),
  ]);
}

export interface CartSigner {
  sign(cart: SignedCart): Promise<string>;
  /** Constant-time comparison with the signature the cart's content earns. */
  verify(cart: SignedCart, signature: string): Promise<boolean>;
}

export function cartSigner(sql: Sql): CartSigner {
  let key: Promise<Buffer> | null = null;
  const keyOf = () => {
    key ??= sql
      .query<{ value: string }>("SELECT value FROM seed_meta WHERE key = 'jwt_secret'")
      .then(([row]) => {
        if (row === undefined) throw new Error('seed_meta has no jwt_secret: the gateway did not start');
        return createHash('sha256').update('jumun cart signature\0').update(row.value).digest();
      });
    return key;
  };
  const sign = async (cart: SignedCart) =>
    createHmac('sha256', await keyOf())
      .update(canonicalCart(cart))
      .digest('base64url');
  return {
    sign,
    verify: async (cart, signature) => {
      const expected = Buffer.from(await sign(cart));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
