import { describe, expect, it } from 'vitest';
import type { OrderInfo } from '../ports/order-types.ts';
import { orderSummary } from './order-summary.ts';

const order: OrderInfo = {
  order_number: '2611210001',
  restaurant_id: 1001,
  restaurant_name: '역삼 황금치킨',
  status: 'accepted',
  items: [
    { name: '치즈볼 (5개)', quantity: 2, price: 5000 },
    { name: '콜라 1.25L', quantity: 1, price: 2500 },
  ],
  total_order_amount: 17000,
  payment_amount: 17000,
  payment_method: 'cash',
  min_order_amount: 15000,
};

describe('the order summary (spec 000 §4 "computes the shortfall to the minimum order", §9 "A shortfall to min_order_amount is added to the total.")', () => {
  it('sums price × quantity and notes the shortfall to the minimum order', () => {
    const summary = orderSummary(order);
    expect(summary.lines).toEqual([
      { name: '치즈볼 (5개)', quantity: 2, amount: 10000 },
      { name: '콜라 1.25L', quantity: 1, amount: 2500 },
    ]);
    expect(summary.itemsTotal).toBe(12500);
    expect(summary.discount).toBe(0);
    expect(summary.shortfall).toBe(2500);
    expect(summary.shortfallNote).toBe(
      '최소 주문 금액 15,000원에 모자란 2,500원이 결제 금액에 포함되었습니다.',
    );
  });

  it('has no shortfall note once the minimum is met', () => {
    const met = orderSummary({ ...order, min_order_amount: 12500 });
    expect(met.shortfall).toBe(0);
    expect(met.shortfallNote).toBeNull();
  });

  it('shows what a coupon took off as a negative amount', () => {
    expect(orderSummary({ ...order, payment_amount: 14000 }).discount).toBe(-3000);
  });
});
