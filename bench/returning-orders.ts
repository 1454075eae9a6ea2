// The gateway's order path under returning customers: 75 guests at once, each with its phone
// verified by SMS once and then placing 20 cash orders one after another (a new server cart and an
// order submit each): 1,500 orders, read back at the end with each customer's token, as `jumun load`
// reads its orders back (cli/load/read-back.ts). Straight HTTP, no client store, so the figures are
// the gateway's: orders/s, order submit's p50 and p99, lost, doubled, read back. Run by
// `npm run bench:orders` (bench/order-load.bench.mjs bundles this file), against the gateway at
// JUMUN_BENCH_GATEWAY.
import { loadavg } from 'node:os';
import type { SubmittedOrder } from '../cli/load/load-recorder.ts';
import { readBackOrders } from '../cli/load/read-back.ts';
import { idempotencyKey } from '../contract/order.ts';
import { orderBody } from '../contract/samples/checkout.ts';
import { pathOf, type Reply, send as sendTo } from './gateway-http.ts';

const GATEWAY = new URL(process.env.JUMUN_BENCH_GATEWAY ?? 'http://127.0.0.1:8795');
const CUSTOMERS = Math.min(250, Number(process.env.JUMUN_BENCH_CUSTOMERS ?? 75));
const ORDERS_EACH = Number(process.env.JUMUN_BENCH_ORDERS_EACH ?? 20);
const HOME = { lat: 37.498168, lng: 127.02761 };
const PRODUCTS = [
  {
    vendor_product_id: 1001001,
    vendor_category_id: '',
    quantity: 2,
    option_sections: [{ section_id: 100101, option_ids: [10010102] }],
    additionalIngredientSets: [],
  },
];

const send = (method: string, path: string, body?: unknown, token?: string, from?: string) =>
  sendTo(GATEWAY, method, path, body, {
    ...(token === undefined ? {} : { token }),
    ...(from === undefined ? {} : { from }),
  });

function expectStatus(reply: Reply, what: string): Reply {
  if (reply.status !== 200)
    throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply;
}

/** A guest whose phone is verified for ordering (spec 000 §5): an SMS code sent and checked. */
async function verifiedGuest(n: number) {
  const guest = expectStatus(
    await send('POST', pathOf('member.anonymous-customer'), { device_id: `bench-${n}` }),
    'anonymous customer',
  );
  const { customer_id, access_token } = guest.body as { customer_id: string; access_token: string };
  const phone = `0107${String(n).padStart(7, '0')}`;
  const sms = { customer_id, phone, context: 'ORDER' };
  // each from a loopback address of its own, as from its own phone: one address may ask 30 texts an hour
  const from = `127.0.3.${n + 1}`;
  expectStatus(await send('POST', pathOf('sms.send'), sms, access_token, from), 'sms.send');
  const code = (
    expectStatus(await send('GET', `/sandbox/sms?phone=${phone}`), 'outbox').body as { code: string }
  ).code;
  const check = await send('POST', pathOf('sms.check', { phone }), { code }, access_token);
  if ((check.body as { result: unknown }).result !== true)
    throw new Error(`sms.check: ${JSON.stringify(check.body)}`);
  return { customerId: customer_id, token: access_token, phone };
}

type Guest = Awaited<ReturnType<typeof verifiedGuest>>;

/** One order: a new server cart of 양념 후라이드치킨 × 2 and its cash submit. */
async function order(guest: Guest, submits: number[], placed: SubmittedOrder[]): Promise<void> {
  const { customerId, token, phone } = guest;
  const cartReply = expectStatus(
    await send(
      'POST',
      pathOf('cart.submit', { customer_id: customerId, restaurant_id: 1001 }),
      { products: PRODUCTS, ...HOME, payment_type: 'offline' },
      token,
    ),
    'cart.submit',
  );
  const cart = (
    cartReply.body as { customer_cart: { uuid: string; signature: string; cart: { total: number } } }
  ).customer_cart;
  const body = {
    ...orderBody,
    cart_uuid: cart.uuid,
    cart_signature: cart.signature,
    customer: { ...orderBody.customer, id: customerId, ...HOME, phone },
    delivery_info: { ...orderBody.delivery_info, phone },
    agreements: { third_party_provision: true, efinance: false },
    payment: { service: 'cash', user_benefits: { coupons: [] }, total: cart.cart.total },
    customer_id: customerId,
    ...HOME,
  };
  const reply = expectStatus(
    await send('POST', pathOf('order.submit', { customer_id: customerId, ...HOME }), body, token),
    'order.submit',
  );
  submits.push(reply.ms);
  const result = reply.body as { order_number: string; payment_amount: number };
  placed.push({
    orderNumber: result.order_number,
    total: cart.cart.total,
    paymentAmount: result.payment_amount,
    idempotencyKey: idempotencyKey(cart.uuid, cart.signature),
    token,
  });
}

const percentile = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? Number.NaN;

const guests = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => verifiedGuest(n)));
const submits: number[] = [];
const placed: SubmittedOrder[] = [];
const loadAtStart = loadavg()[0] ?? Number.NaN;
const started = performance.now();
await Promise.all(
  guests.map(async (guest) => {
    for (let i = 0; i < ORDERS_EACH; i += 1) await order(guest, submits, placed);
  }),
);
const seconds = (performance.now() - started) / 1000;
const readBack = await readBackOrders(placed, async (orderNumber, token) => {
  const reply = await send(
    'GET',
    pathOf('order.info', { order_number: orderNumber }),
    undefined,
    token ?? '',
  );
  if (reply.status === 404) return { kind: 'missing' };
  if (reply.status !== 200) return { kind: 'unreadable', why: `HTTP ${reply.status}` };
  return { kind: 'found', paymentAmount: (reply.body as { payment_amount: number }).payment_amount };
});
console.log(
  `${CUSTOMERS} returning customers × ${ORDERS_EACH} orders: ${placed.length} orders in ${seconds.toFixed(1)} s = ` +
    `${(placed.length / seconds).toFixed(1)} orders/s · order.submit p50 ${percentile(submits, 50).toFixed(0)} ms, ` +
    `p99 ${percentile(submits, 99).toFixed(0)} ms · ${readBack.readBack} read back, ${readBack.lost.length} lost, ` +
    `${readBack.doubled.length} doubled · load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`,
);
