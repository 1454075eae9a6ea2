import { describe, expect, it } from 'vitest';
import type { OrderInfo } from '../ports/order-types.ts';
import { orderSummary } from './order-summary.ts';
import { issueOrder } from './testing/issue-order.ts';

/** The customer's order of the issue: 양념치킨 21,500원, 3,000원 delivery, a 3,000원 coupon. */
const order: OrderInfo = issueOrder;

/** The rows as read: label → amount. */
const read = (o: OrderInfo) => orderSummary(o).rows.map((row) => [row.label, row.amount]);
const sum = (o: OrderInfo) => orderSummary(o).rows.reduce((total, row) => total + row.amount, 0);

describe('the order summary (UI guide "Money reads the same everywhere"; spec 000 §9 "Money rules")', () => {
  it('reads as checkout did: 주문금액 the food alone, 배달요금 its own line, the coupon taken off', () => {
    // given the order of the issue, when it is summed up
    const summary = orderSummary(order);
    // then the delivery fee is not inside 주문금액, and the rows add up to what was paid
    expect(read(order)).toEqual([
      ['주문금액', 21500],
      ['배달요금', 3000],
      ['쿠폰 할인', -3000],
    ]);
    expect(summary.total).toBe(21500);
    expect(sum(order)).toBe(summary.total);
    expect(summary.lines).toEqual([{ name: '양념치킨', quantity: 1, amount: 21500, options: [] }]);
  });

  it('lists each discount under its checkout label, and the shortfall with its note', () => {
    const discounted: OrderInfo = {
      ...order,
      items: [{ name: '치즈볼 (5개)', quantity: 2, price: 7000 }],
      total_order_amount: 16600,
      payment_amount: 15600,
      items_total: 14000,
      discounts: [
        { type: 'restaurant_discount', amount: -1400 },
        { type: 'additional_discount_per_menu', amount: -1000 },
        { type: 'coupon', amount: -1000 },
        { type: 'min_order_shortfall', amount: 1000 },
      ],
      delivery_fee: 4000,
    };
    expect(read(discounted)).toEqual([
      ['주문금액', 14000],
      ['배달요금', 4000],
      ['음식점 할인', -1400],
      ['추가 할인', -1000],
      ['쿠폰 할인', -1000],
      ['최소주문금액 부족분', 1000],
    ]);
    expect(sum(discounted)).toBe(15600);
    expect(orderSummary(discounted).shortfallNote).toBe(
      '최소 주문 금액 15,000원에 모자란 1,000원이 결제 금액에 포함되었습니다.',
    );
    expect(orderSummary(order).shortfallNote).toBeNull();
    expect(orderSummary(discounted, 'en').shortfallNote).toBe(
      'Your total includes ₩1,000 to reach the ₩15,000 minimum order.',
    );
    expect(orderSummary(discounted, 'ko').shortfallNote).toBe(
      '최소 주문 금액 15,000원에 모자란 1,000원이 결제 금액에 포함되었습니다.',
    );
  });

  it('gives the address, the request and the payment method as the customer chose them', () => {
    const summary = orderSummary(order);
    expect(summary.address).toBe('서울 강남구 테헤란로 152 101호');
    expect(summary.request).toBe('문 앞에 두고 벨 눌러주세요');
    expect(summary.payment).toBe('만나서 현금결제');
    const bare = orderSummary({ ...order, user_comment: '  ', address: '', payment_method: 'onlycard' });
    expect([bare.request, bare.address, bare.payment]).toEqual(['', null, '신용카드']);
    expect(orderSummary(order, 'en').payment).toBe('Cash on delivery');
    expect(orderSummary({ ...order, payment_method: 'onlycard' }, 'en').payment).toBe('Credit card');
    expect(orderSummary({ ...order, payment_method: 'someday' }, 'en').payment).toBe('someday');
  });

  it('reads an older gateway’s answer (no breakdown) the same way, from its lines, fee and coupon', () => {
    const { items_total: _i, discounts: _d, user_comment: _u, ...older } = order;
    expect(read(older)).toEqual(read(order));
    expect(orderSummary(older).request).toBe('');
    // a log written before the fee was recorded: what is left after the food and the coupon is the fee
    const { delivery_fee: _f, ...oldest } = older;
    expect(read(oldest)).toEqual(read(order));
    // and a shortfall by the rule (12,500원 of 15,000원)
    const short = { ...oldest, items: [{ name: '치즈볼', quantity: 2, price: 6250 }] };
    const shortOf = { ...short, total_order_amount: 18000, payment_amount: 18000 };
    expect(read(shortOf)).toEqual([
      ['주문금액', 12500],
      ['배달요금', 3000],
      ['최소주문금액 부족분', 2500],
    ]);
  });

  it('keeps an amount it has no name for as its own line, so the rows still add up', () => {
    const newer = { ...order, discounts: [...(order.discounts ?? []), { type: 'point', amount: -500 }] };
    const paid = { ...newer, payment_amount: 21000 };
    expect(read(paid).at(-1)).toEqual(['할인', -500]);
    expect(sum(paid)).toBe(21000);
  });
});
