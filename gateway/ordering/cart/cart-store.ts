// Server carts: written by cart submit and refresh (a fresh uuid each time, never updated), read by
// the discount info, the coupon check and order submit.
import * as t from 'io-ts';
import { ProductLine } from '../../../contract/cart.ts';
import { PaymentType } from '../../../contract/primitives.ts';
import type { Sql } from '../../db/database.ts';
import type { SignedCart } from './cart-signature.ts';

const CartDoc = t.type({ products: t.array(ProductLine), lat: t.number, lng: t.number, adm_code: t.string });

export interface StoredCart extends SignedCart {
  readonly signature: string;
  readonly paymentType: t.TypeOf<typeof PaymentType>;
}

interface CartRow {
  readonly uuid: string;
  readonly signature: string;
  readonly customer_id: string;
  readonly restaurant_id: string | number;
  readonly payment_type: string;
  readonly doc: unknown;
}

/** A row this gateway wrote; one that does not decode is a bug, not a client's mistake. */
function fromRow(row: CartRow): StoredCart {
  const doc = CartDoc.decode(row.doc);
  const paymentType = PaymentType.decode(row.payment_type);
  if (doc._tag === 'Left' || paymentType._tag === 'Left') throw new Error(`cart ${row.uuid} does not decode`);
  return {
    uuid: row.uuid,
    signature: row.signature,
    customerId: row.customer_id,
    restaurantId: Number(row.restaurant_id),
    paymentType: paymentType.right,
    lat: doc.right.lat,
    lng: doc.right.lng,
    admCode: doc.right.adm_code,
    products: doc.right.products,
  };
}

const columns = 'uuid, signature, customer_id, restaurant_id, payment_type, doc';

export async function saveCart(sql: Sql, cart: StoredCart, createdAt: Date): Promise<void> {
  const doc = { products: cart.products, lat: cart.lat, lng: cart.lng, adm_code: cart.admCode };
  await sql.query(
    'INSERT INTO carts (uuid, signature, customer_id, restaurant_id, payment_type, doc, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      cart.uuid,
      cart.signature,
      cart.customerId,
      cart.restaurantId,
      cart.paymentType,
      JSON.stringify(doc),
      createdAt,
    ],
  );
}

export async function cartByUuid(sql: Sql, uuid: string): Promise<StoredCart | null> {
  const [row] = await sql.query<CartRow>(`SELECT ${columns} FROM carts WHERE uuid = $1`, [uuid]);
  return row === undefined ? null : fromRow(row);
}

/** The customer's newest cart at the restaurant (cart refresh and coupon check name no uuid). */
export async function latestCart(
  sql: Sql,
  customerId: string,
  restaurantId: number,
): Promise<StoredCart | null> {
  const [row] = await sql.query<CartRow>(
    `SELECT ${columns} FROM carts WHERE customer_id = $1 AND restaurant_id = $2 ORDER BY seq DESC LIMIT 1`,
    [customerId, restaurantId],
  );
  return row === undefined ? null : fromRow(row);
}
