import { describe, expect, it } from 'vitest';
import { orderInfoDiscountTypes, orderInfoStatuses } from '../../../contract/order.ts';
import { orderBreakdown } from './order-breakdown.ts';
import { OrderStatus, wireOrderStatus } from './order-status.ts';

// The script reference lists the contract's designed values of order info: the reference gateway
// answers none other, whatever the order's lifecycle or breakdown.
describe("order info's designed values", () => {
  it('are the only statuses the gateway answers', () => {
    for (const status of Object.values(OrderStatus))
      expect(orderInfoStatuses as readonly string[]).toContain(wireOrderStatus(status));
  });

  it('name every entry of the breakdown', () => {
    const { discounts } = orderBreakdown({
      itemsTotal: 10_000,
      shortfall: 2_000,
      discounts: [
        { kind: 'restaurant_percent', amount: -500 },
        { kind: 'additional_delivery', amount: -1_000 },
      ],
      couponAmount: -3_000,
    });
    expect(discounts.map((d) => d.type)).toEqual([
      'restaurant_discount',
      'additional_discount',
      'coupon',
      'min_order_shortfall',
    ]);
    for (const { type } of discounts) expect(orderInfoDiscountTypes as readonly string[]).toContain(type);
  });
});
