// Orders as stored: the answer given when the order was placed (a repeated submit gets it again)
// and what order info shows. The order number is the Seoul date and the order serial.
import * as t from 'io-ts';
import { OrderResult } from '../../../contract/order-result.ts';
import { DAY_MS, SEOUL_OFFSET_MS } from '../../../domain/content/seoul-time.ts';
import type { Sql } from '../../db/database.ts';
import { orderingTexts } from '../ordering-texts.ts';
import { orderRefusal } from './order-refusal.ts';
import type { WireOrderResult } from './order-result.ts';
import type { PlaceInput, Placement } from './placement.ts';

/** What order info shows, written with the order. */
export const OrderSummary = t.type({
  restaurant_name: t.string,
  items: t.array(t.type({ name: t.string, quantity: t.number, price: t.number })),
  delivery_fee: t.number,
  min_order_amount: t.number,
  address: t.string,
});

/** The priced order as written (PriceBreakdown); read back by order info. */
const StoredBreakdown = t.type({
  itemsTotal: t.number,
  deliveryFee: t.number,
  shortfall: t.number,
  discounts: t.array(
    t.type({ kind: t.keyof({ restaurant_percent: null, additional_delivery: null }), amount: t.number }),
  ),
  couponAmount: t.number,
  total: t.number,
});

/** The order's own record of its lines, as written below: each chosen option with its price. */
const StoredLine = t.type({
  name: t.string,
  options: t.array(t.type({ group: t.string, chosen: t.array(t.type({ name: t.string, price: t.number })) })),
});

const OrderDoc = t.intersection([
  t.type({ result: OrderResult, summary: OrderSummary }),
  // written with every order; optional so that a row without them still reads
  t.partial({
    breakdown: StoredBreakdown,
    delivery_info: t.type({ user_comment: t.string }),
    lines: t.array(StoredLine),
  }),
]);
export type OrderDoc = t.TypeOf<typeof OrderDoc>;

/** A row this gateway wrote; one that does not decode is a bug. */
export function decodeOrderDoc(orderNumber: string, doc: unknown): OrderDoc {
  const decoded = OrderDoc.decode(doc);
  if (decoded._tag === 'Left') throw new Error(`order ${orderNumber} does not decode`);
  return decoded.right;
}

/** `YYMMDD` of the Seoul day and the serial, at least 4 digits: 2611210001, 2611210002, ... */
export async function nextOrderNumber(tx: Sql, nowMs: number): Promise<string> {
  const [row] = await tx.query<{ n: string | number }>("SELECT nextval('order_serial') AS n");
  const day = new Date(Math.floor((nowMs + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS).toISOString();
  const yymmdd = `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
  return `${yymmdd}${String(row?.n ?? 0).padStart(4, '0')}`;
}

/** The order of this cart, or a refusal when the key was used for another cart's order. */
export async function existingOrder(sql: Sql, cartUuid: string, key: string): Promise<Placement | null> {
  const rows = await sql.query<{ order_number: string; cart_uuid: string; doc: unknown }>(
    'SELECT order_number, cart_uuid, doc FROM orders WHERE cart_uuid = $1 OR idempotency_key = $2',
    [cartUuid, key],
  );
  const same = rows.find((r) => r.cart_uuid === cartUuid);
  if (same !== undefined) return { ok: true, result: decodeOrderDoc(same.order_number, same.doc).result };
  if (rows.length > 0)
    return { ok: false, refusal: orderRefusal(422, 'error', orderingTexts.IDEMPOTENCY_KEY_REUSED) };
  return null;
}

function addressOf(body: PlaceInput['body']): string {
  const { address } = body.customer;
  const street = address.road_name.trim() !== '' ? address.road_name : address.street_name;
  const detail = body.delivery_info.street_number.trim();
  return detail === '' ? street : `${street} ${detail}`;
}

export async function insertOrder(
  tx: Sql,
  input: PlaceInput & {
    readonly orderNumber: string;
    readonly status: string;
    readonly payBy: Date | null;
    readonly result: WireOrderResult;
  },
): Promise<void> {
  const { order } = input;
  const { restaurant, lines } = order.evaluated;
  const summary: t.TypeOf<typeof OrderSummary> = {
    restaurant_name: restaurant.name,
    items: lines.map((l) => ({ name: l.item.name, quantity: l.item.amount, price: l.item.price })),
    delivery_fee: order.breakdown.deliveryFee,
    min_order_amount: restaurant.min_order_amount,
    address: addressOf(input.body),
  };
  const doc = {
    result: OrderResult.encode(input.result),
    summary,
    // The order's own record of what was ordered, so it reads the same after the menu changes or
    // the restaurant is retired by a newer seed.
    lines: lines.map(({ item }) => ({
      id: item.id,
      name: item.name,
      quantity: item.amount,
      unit_price: item.price,
      base_price: item.base_price,
      options: Object.values(item.subchoices).map((group) => ({
        group_id: group.id,
        group: group.name,
        chosen: group.items.map(({ id, name, price }) => ({ id, name, price })),
      })),
    })),
    // What the order took from stock, given back when its payment fails, is cancelled or expires.
    stock: order.evaluated.demands.map((d) => ({ id: d.id, quantity: d.quantity })),
    customer: input.body.customer,
    delivery_info: input.body.delivery_info,
    breakdown: order.breakdown,
    coupon: order.coupon?.code ?? null,
  };
  await tx.query(
    `INSERT INTO orders (order_number, cart_uuid, customer_id, guest_token, restaurant_id, status, total, doc, created_at, idempotency_key, pay_by)
     VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, $9, $10)`,
    [
      input.orderNumber,
      order.cart.uuid,
      input.customerId,
      restaurant.id,
      input.status,
      order.breakdown.total,
      JSON.stringify(doc),
      new Date(input.nowMs),
      input.idempotencyKey,
      input.payBy,
    ],
  );
}
