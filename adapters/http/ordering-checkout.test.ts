import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import type { ProductLine } from '../../domain/ports/gateway.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';

const point = { lat: 37.498168, lng: 127.02761 };
const line: ProductLine = {
  vendor_product_id: 5000101,
  vendor_category_id: 'chicken',
  quantity: 2,
  option_sections: [{ section_id: 7001, option_ids: [7102] }],
  name: '후라이드치킨',
  unit_price: 19000,
};
const cartPath = '/gateway/cart/v3/food/customers/900001/restaurants/1000101/vd/';

describe('stock check and server cart (spec 000 §7 "Stock check", "Cart submit", "Cart refresh")', () => {
  it('sends product lines in the spec names, without the client-only name and price', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'POST',
      '/api/v1/restaurants/1000101/cart/check_stock_amount/',
      json(200, { ...sampleOf('stock.check').response, title: null }),
    );
    const result = await gateway.checkStock({
      restaurant_id: 1000101,
      customer_id: '900001',
      point,
      items: [line],
      discount_info: { additional_discount: -1000, is_per_menu: false },
    });
    expect(sentAt(transport).body).toEqual({
      restaurant_id: 1000101,
      customer_id: '900001',
      items: [
        {
          vendor_product_id: 5000101,
          vendor_category_id: 'chicken',
          quantity: 2,
          option_sections: [{ section_id: 7001, option_ids: [7102] }],
          additionalIngredientSets: [],
        },
      ],
      lat: 37.498168,
      lng: 127.02761,
      discount_info: { additional_discount: -1000, is_per_menu: false },
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        success: false,
        title: '',
        all: false,
        items: [{ vendor_product_id: 5000101, stock_amount: 1 }],
      },
    });
  });

  it('answers customer_cart as the contract has it, with meta beside it', async () => {
    const { transport, gateway } = testGateway();
    transport.on('POST', cartPath, json(200, sampleOf('cart.submit').response));
    const result = await gateway.submitCart({
      customer_id: '900001',
      restaurant_id: 1000101,
      point,
      zipcode: '06236',
      payment_type: 'online',
      products: [line],
    });
    expect(sentAt(transport).body).toMatchObject({ lat: 37.498168, lng: 127.02761, payment_type: 'online' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        cart: {
          uuid: 'c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90',
          signature: 'sig-3f2b1d6c',
          cart: {
            items: [
              {
                vendor_product_id: 5000101,
                discounts: [
                  { type: 'additional_discount_per_menu', amount: -1000, meta: { applied_item_quantity: 2 } },
                ],
              },
            ],
            discounts: [{ type: 'restaurant_discount', amount: -3800 }],
            total: 35200,
          },
        },
        delivery_info: { minimum_order_value: 15000 },
        errors: [],
      },
    });
  });

  it('answers a cart the server did not take with cart null and its meta errors (spec 000 §4 "Checkout entry")', async () => {
    const { transport, gateway } = testGateway();
    transport.on('POST', `${cartPath}refresh/`, json(200, sampleOf('cart.refresh').response));
    const result = await gateway.refreshCart({
      uuid: 'u',
      customer_id: '900001',
      restaurant_id: 1000101,
      point,
      zipcode: '06236',
      payment_type: 'offline',
      products: [],
    });
    expect(sentAt(transport).body).toEqual({
      lat: 37.498168,
      lng: 127.02761,
      customer_id: '900001',
      restaurant_id: 1000101,
      yotimedeal_offer_id: null,
      payment_type: 'offline',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        cart: null,
        delivery_info: null,
        errors: [{ message: '지금은 주문할 수 없는 시간입니다.', type: 'closed' }],
      },
    });
  });
});

describe('coupon calls (spec 000 §7 "Coupon check": pg_card sent as onlycard, serving_type vd)', () => {
  it("adds serving_type 'vd', and checks as onlycard while no payment is chosen", async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'POST',
      '/api/v1/restaurants/1000101/cart/coupon_check/',
      json(200, sampleOf('coupon.check').response),
    );
    const result = await gateway.couponCheck({
      restaurant_id: 1000101,
      coupon_code: 'WELCOME3000',
      phone: '01012345678',
      payment: '',
    });
    expect(sentAt(transport).body).toEqual({
      restaurant_id: 1000101,
      coupon_code: 'WELCOME3000',
      phone: '01012345678',
      payment: 'onlycard',
      serving_type: 'vd',
    });
    expect(result).toEqual({ ok: true, value: { status_code: 200, coupon_discount: 3000, error_msg: '' } });
  });

  it('refuses an unknown payment code without sending, and takes a disuse with nothing in use as done', async () => {
    const { transport, gateway } = testGateway();
    expect(
      await gateway.couponCheck({
        restaurant_id: 1,
        coupon_code: 'A',
        phone: '01012345678',
        payment: 'bitcoin',
      }),
    ).toEqual({
      ok: false,
      failure: { kind: 'malformed', call: 'coupon.check', path: 'body $.payment' },
    });
    expect(transport.sent).toHaveLength(0);
    transport.on('POST', '/api/v1/restaurants/1/cart/coupon_disuse/', json(200, { success: false }));
    expect(
      await gateway.couponDisuse({
        restaurant_id: 1,
        coupon_code: 'A',
        phone: '01012345678',
        payment: 'cash',
      }),
    ).toEqual({ ok: true, value: null });
  });
});
