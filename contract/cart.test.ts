import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeBody, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('cart.submit', () => {
  const call = calls['cart.submit'];
  const sample = sampleOf('cart.submit');

  it('decodes customer_cart with per-line discounts and meta.delivery_info', () => {
    const answer = rightOf(decodeResponse(call, sample.response));
    expect(answer.customer_cart?.uuid).toBe('c5a1e0f2-7d4b-4c61-9a0e-3f2b1d6c8e90');
    expect(answer.customer_cart?.cart.items[0]?.discounts[0]?.meta.applied_item_quantity).toBe(2);
    expect(answer.meta.delivery_info?.minimum_order_value).toBe(15000);
  });

  it('names a bad applied_item_quantity', () => {
    const body = edit(
      sample.response,
      ['customer_cart', 'cart', 'items', 0, 'discounts', 0, 'meta', 'applied_item_quantity'],
      1.5,
    );
    expect(leftOf(decodeResponse(call, body)).path).toBe(
      '$.customer_cart.cart.items[0].discounts[0].meta.applied_item_quantity',
    );
  });

  it('requires a signature with the cart, and products in the body', () => {
    const body = edit(sample.response, ['customer_cart', 'signature'], REMOVE);
    expect(leftOf(decodeResponse(call, body)).path).toBe('$.customer_cart.signature');
    expect(leftOf(decodeBody(call, {})).path).toBe('$.products');
  });
});

describe('cart.refresh', () => {
  const call = calls['cart.refresh'];
  const sample = sampleOf('cart.refresh');

  it('decodes a refusal: no cart and the errors to show', () => {
    const answer = rightOf(decodeResponse(call, sample.response));
    expect(answer.customer_cart).toBeNull();
    expect(answer.meta.errors[0]?.message).toBe('지금은 주문할 수 없는 시간입니다.');
  });

  it('names an error without a message, and a payment_type that is neither online nor offline', () => {
    const body = edit(sample.response, ['meta', 'errors', 0, 'message'], REMOVE);
    expect(leftOf(decodeResponse(call, body)).path).toBe('$.meta.errors[0].message');
    expect(leftOf(decodeBody(call, edit(sample.body, ['payment_type'], 'card'))).path).toBe('$.payment_type');
  });
});
