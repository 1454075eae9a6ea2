import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls.ts';
import { decodeResponse } from '../../../contract/decode.ts';
import { rightOf } from '../../../contract/testing/codec-helpers.ts';
import { messages } from '../../../domain/messages.ts';
import {
  acceptedCart,
  customer,
  friedChicken,
  HOME,
  product,
  submitCart,
} from '../testing/checkout-steps.ts';
import {
  type OrderingHarness,
  type Reply,
  START_TIMEOUT_MS,
  startOrderingHarness,
} from '../testing/ordering-harness.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

function errorsOf(reply: Reply) {
  expect(reply.status).toBe(200);
  const answer = rightOf(decodeResponse(calls['cart.submit'], reply.body));
  expect(answer.customer_cart).toBeNull();
  expect(answer.meta.delivery_info).toBeNull();
  return answer.meta.errors;
}

async function refusal(restaurantId: number, products: readonly unknown[], extra?: Record<string, unknown>) {
  const guest = await customer(h, `g-refuse-${restaurantId}`);
  return errorsOf(await submitCart(h, guest, restaurantId, products, extra));
}

describe('cart.submit refuses what cannot be ordered (rule: options, stock, minimum order checked again here)', () => {
  it('refuses an item that is not on the menu', async () => {
    expect(await refusal(1001, [product(9999999)])).toEqual([
      { type: 'items', message: messages.MENU_UNKNOWN },
    ]);
  });

  it('refuses options that break the group rules (a mandatory group left empty, an option of another item)', async () => {
    expect((await refusal(1001, [product(1001001)]))[0]?.type).toBe('items');
    expect((await refusal(1001, [product(1001001, 1, { 100101: [10020101] })]))[0]).toEqual({
      type: 'items',
      message: messages.OPTION_UNKNOWN,
    });
  });

  it('refuses a sold-out item, and a menu with a deposit option (app only)', async () => {
    expect(await refusal(1023, [product(1023006)])).toEqual([
      { type: 'items', message: messages.MENU_SOLD_OUT },
    ]);
    const deposit = [product(1018001, 1, { 101801: [10180101], 101802: [10180201] })];
    expect(await refusal(1018, deposit)).toEqual([{ type: 'items', message: messages.MENU_HAS_DEPOSIT }]);
  });

  it('refuses an empty cart and a required disposable item that is missing or unavailable', async () => {
    expect(await refusal(1001, [])).toEqual([{ type: 'items', message: messages.CART_EMPTY }]);
    const lunch = product(1004001, 1, { 100401: [10040101] });
    expect(await refusal(1004, [lunch])).toEqual([{ type: 'items', message: messages.DISPOSABLE_SHORTAGE }]);
    const withSpoons = await acceptedCart(h, await customer(h, 'g-disp'), 1004, [
      lunch,
      product(1004900, 1, { 100490: [10049001] }),
    ]);
    expect(withSpoons.cart.items.map((i) => i.vendor_product_id)).toEqual([1004001, 1004900]);
    expect(await refusal(1005, [product(1005001), product(1005900)])).toEqual([
      { type: 'items', message: messages.DISPOSABLE_SHORTAGE },
    ]);
  });

  it('refuses a minimum order that blocks ordering (shortfall over 2,000원, or unorderable_under_min_order_value)', async () => {
    expect((await refusal(1001, [product(1001006)]))[0]?.type).toBe('min_order');
    expect((await refusal(1017, [product(1017002)]))[0]).toEqual({
      type: 'min_order',
      message: '최소 주문 금액은 20,000원입니다. 3,000원 더 담아주세요.',
    });
  });

  it('refuses stock the cart would exceed (summed across option combinations)', async () => {
    expect(await refusal(1003, [product(1003003, 1, { 100301: [10030101] })])).toEqual([
      { type: 'error_stock', message: messages.STOCK_EXCEEDED },
    ]);
    const twoCombos = [
      product(1003002, 2, { 100301: [10030101] }),
      product(1003002, 2, { 100301: [10030102] }),
    ];
    expect((await refusal(1003, twoCombos))[0]?.type).toBe('error_stock');
  });
});

describe('cart.submit refuses restaurants that take no order here and now (decision: no staff view on the server)', () => {
  it('closed (1007), closed by its hours at noon (1026), app-only (1006), out of reach (1008), no point', async () => {
    expect(await refusal(1007, [product(1007008)])).toEqual([
      { type: 'closed', message: messages.RESTAURANT_CLOSED },
    ]);
    expect((await refusal(1026, [product(1026007, 4)]))[0]?.message).toBe(messages.RESTAURANT_CLOSED);
    expect((await refusal(1006, [product(1006001)]))[0]?.message).toBe(messages.APP_ONLY_RESTAURANT);
    expect(await refusal(1008, [product(1008001)])).toEqual([
      { type: 'zip_code', message: messages.RESTAURANT_UNREACHABLE },
    ]);
    expect((await refusal(1001, [friedChicken()], {}))[0]).toEqual({
      type: 'zip_code',
      message: messages.LOCATION_INVALID_FOR_DELIVERY,
    });
  });
});

describe('cart calls act for the token’s customer (rule: a blocked customer cannot load the cart)', () => {
  it('needs a token (401 with the server message) of the customer in the path (403)', async () => {
    const guest = await customer(h, 'g-auth');
    const noToken = await h.call(
      'cart.submit',
      { customer_id: 'g-auth', restaurant_id: 1001 },
      { products: [] },
    );
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ error_message: 'expired or malformed token' });
    const other = await submitCart(h, { ...guest, id: 'someone-else' }, 1001, [friedChicken()]);
    expect(other.status).toBe(403);
  });

  it('refuses the blocked member (customer id and phone on the blocklist)', async () => {
    const blocked = await customer(h, '900099', { member: true });
    expect(errorsOf(await submitCart(h, blocked, 1001, [friedChicken()]))).toEqual([
      { type: 'blocked', message: messages.PAGE_LOAD_PROBLEM },
    ]);
  });
});

describe('cart.refresh re-prices the newest cart (decision: the payment type changes no amount)', () => {
  it('issues the cart again under a new uuid for offline payment, with the same totals', async () => {
    const guest = await customer(h, 'g-refresh');
    const first = await acceptedCart(h, guest, 1001, [friedChicken(2)]);
    const body = {
      ...HOME,
      customer_id: guest.id,
      restaurant_id: 1001,
      yotimedeal_offer_id: null,
      payment_type: 'offline',
    };
    const reply = await h.call('cart.refresh', { customer_id: guest.id, restaurant_id: 1001 }, body, {
      token: guest.token,
    });
    const again = rightOf(decodeResponse(calls['cart.refresh'], reply.body)).customer_cart;
    expect(again?.uuid).not.toBe(first.uuid);
    expect(again?.cart).toEqual(first.cart);
  });

  it('answers an error without a cart, and 400 when the body names another restaurant', async () => {
    const guest = await customer(h, 'g-refresh-none');
    const body = {
      ...HOME,
      customer_id: guest.id,
      restaurant_id: 1002,
      yotimedeal_offer_id: null,
      payment_type: 'online',
    };
    const none = await h.call('cart.refresh', { customer_id: guest.id, restaurant_id: 1002 }, body, {
      token: guest.token,
    });
    expect(errorsOf(none)[0]?.type).toBe('nothing');
    const mismatch = await h.call('cart.refresh', { customer_id: guest.id, restaurant_id: 1001 }, body, {
      token: guest.token,
    });
    expect(mismatch.status).toBe(400);
  });
});
