// Given-steps of the 주문내역 and 재주문 browser tests: a device that placed orders (a guest's or a
// member's), placed by the domain store in Node as the CLI places them, each read on its thank-you
// page after (which empties the cart, as the browser's does); a member's history grown past a page
// by copies of one order; and today's restaurant changed under a past order: a price and a sold-out
// option at the sandbox menu desk (as QA changes them), a closed restaurant and a smaller delivery
// area through the test gateway's database (as the gateway tests change them).
import type { Command } from '../../domain/commands/commands.ts';
import type { Store } from '../../domain/store/store.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { newMember, PASSWORD } from './account-steps.ts';
import { type NodeCustomer, nodeStore, run, sandboxCode } from './node-order.ts';

/** One order's picks: the menu item's name and its options by group name. */
export interface Pick {
  readonly menu: string;
  readonly options?: Record<string, string[]>;
  readonly amount?: number;
}

/** 후라이드치킨 with 양념 (19,000원) and a 치즈볼 (5,000원) at 역삼 황금치킨. */
export const FRIED_AND_CHEESE_BALLS: readonly Pick[] = [
  { menu: '후라이드치킨', options: { 맛: ['양념'] } },
  { menu: '치즈볼 (5개)' },
];

export interface PastOrder {
  readonly restaurantId?: number;
  readonly picks: readonly Pick[];
}

export interface Device extends NodeCustomer {
  readonly store: Store;
  /** The orders' numbers, the first placed first. */
  readonly orderNumbers: readonly string[];
}

const MINUTE = 60_000;

/**
 * Places `orders` from one device a few minutes apart, ending at the gateway's time (so the address
 * and the verified phone are within their lifetimes when the browser opens): the first verifies the
 * phone, the later ones are a returning customer's.
 */
export async function deviceWithOrders(
  gateway: RunningGateway,
  phone: string,
  orders: readonly PastOrder[],
  options: {
    readonly login?: { readonly email: string };
    /** What the customer did after the last order (a cart filled again), before the browser opens. */
    readonly afterwards?: readonly Command[];
  } = {},
): Promise<Device> {
  const { login, afterwards = [] } = options;
  let now = Date.parse(TEST_NOW) - orders.length * 3 * MINUTE;
  const { store, entries } = nodeStore(gateway, { now: () => now });
  if (login !== undefined) await run(store, { type: 'LogIn', email: login.email, password: PASSWORD });
  await run(store, { type: 'SetLocation', address: '서울 강남구 역삼동' });
  const orderNumbers: string[] = [];
  for (const order of orders) {
    now += 3 * MINUTE;
    const steps: Command[] = [
      { type: 'OpenRestaurant', restaurantId: order.restaurantId ?? 1001 },
      ...order.picks.map(
        (p): Command => ({ type: 'AddItem', menu: p.menu, options: p.options ?? {}, amount: p.amount ?? 1 }),
      ),
      { type: 'GoToCheckout', confirmed: true },
      { type: 'SetAddressDetail', detail: '역삼빌딩 5층' },
    ];
    for (const step of steps) await run(store, step);
    if (store.projections().checkout.phone.status !== 'verified') {
      await run(store, { type: 'SetPhone', phone });
      await run(store, { type: 'RequestSmsCode' });
      await run(store, { type: 'VerifySmsCode', code: await sandboxCode(gateway, phone) });
    }
    await run(store, { type: 'ChoosePayment', payment: 'cash' });
    await run(store, { type: 'SubmitOrder', confirmed: true });
    const orderNumber = store.projections().checkout.orderNumber ?? '';
    if (orderNumber === '') throw new Error('the order was not placed');
    await run(store, { type: 'LoadOrder', orderNumber });
    orderNumbers.push(orderNumber);
  }
  for (const step of afterwards) await run(store, step);
  return { store, storage: entries(), orderNumbers };
}

/** A new member, logged in on a device that placed `orders`. */
export async function memberWithOrders(
  gateway: RunningGateway,
  phone: string,
  orders: readonly PastOrder[],
): Promise<Device & { readonly email: string }> {
  const email = await newMember(gateway, { phone });
  return { ...(await deviceWithOrders(gateway, phone, orders, { login: { email } })), email };
}

/**
 * `copies` more orders of the member's like `orderNumber`, each a day before the last, numbered
 * 2610…: a history of more than one page without placing each.
 */
export async function copyOrder(
  gateway: RunningGateway,
  orderNumber: string,
  copies: number,
): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 1; i <= copies; i++) {
    const copy = `2610${String(i).padStart(6, '0')}`;
    await gateway.db.query(
      `INSERT INTO orders (order_number, cart_uuid, customer_id, guest_token, restaurant_id, status, total, doc, created_at)
       SELECT $2::text, cart_uuid || '-' || $2::text, customer_id, guest_token, restaurant_id, status, total, doc,
         created_at - make_interval(days => $3::int)
       FROM orders WHERE order_number = $1`,
      [orderNumber, copy, i],
    );
    await gateway.db.query(
      `INSERT INTO order_progress (order_number, version, status, at)
       SELECT $1::text, 1, 'received', created_at FROM orders WHERE order_number = $1::text
       UNION ALL SELECT $1::text, 2, 'delivered', created_at + interval '40 minutes' FROM orders WHERE order_number = $1::text`,
      [copy],
    );
    numbers.push(copy);
  }
  return numbers;
}

/** A change at the sandbox restaurant's menu desk, as QA makes one while the gateway runs. */
async function changeMenu(gateway: RunningGateway, restaurantId: number, change: object): Promise<void> {
  const res = await fetch(`${gateway.url}/sandbox/menu/${restaurantId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!res.ok) throw new Error(`menu desk ${restaurantId}: ${res.status} ${await res.text()}`);
}

/** Today's price of a menu item (by name), through the menu desk. */
export const setItemPrice = (gateway: RunningGateway, restaurantId: number, item: string, price: number) =>
  changeMenu(gateway, restaurantId, { item, price });

/** Sells out one option of a menu item (by names), through the menu desk. */
export const sellOutOption = (
  gateway: RunningGateway,
  restaurantId: number,
  item: string,
  group: string,
  option: string,
) => changeMenu(gateway, restaurantId, { item, group, option, soldout: true });

/** Opens or closes a restaurant. */
export async function setOpen(gateway: RunningGateway, restaurantId: number, open: boolean): Promise<void> {
  await gateway.db.query(
    `UPDATE restaurants SET doc = jsonb_set(doc, '{open}', to_jsonb($2::boolean)) WHERE id = $1`,
    [restaurantId, open],
  );
}

/** How far a restaurant delivers, in metres (0: not even next door). */
export async function setDeliveryRadius(
  gateway: RunningGateway,
  restaurantId: number,
  metres: number,
): Promise<void> {
  await gateway.db.query('UPDATE restaurants SET delivery_radius_m = $2 WHERE id = $1', [
    restaurantId,
    metres,
  ]);
}
