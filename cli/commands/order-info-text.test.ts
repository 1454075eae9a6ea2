import { describe, expect, it } from 'vitest';
import { issueOrder } from '../../domain/checkout/testing/issue-order.ts';
import type { OrderInfo } from '../../domain/ports/order-types.ts';
import { orderInfoText } from './order-info-text.ts';

const order: OrderInfo = { ...issueOrder, user_comment: '' };

describe('jumun order-info’s text', () => {
  it('prints the lines the order-complete page shows: 주문금액 the food alone, the fee, the coupon, the total', () => {
    // given the order of the customer's issue, when it is printed
    const text = orderInfoText(order);
    // then the amounts read as at checkout, aligned, and the payment, address and request follow
    expect(text).toBe(
      [
        '주문번호 2611210001 · 역삼 황금치킨 · ACCEPTED',
        '메뉴      수량      금액',
        '────────  ────  ────────',
        '양념치킨     1  21,500원',
        '',
        '주문금액     21,500원',
        '배달요금      3,000원',
        '쿠폰 할인    -3,000원',
        '총 결제금액  21,500원',
        '',
        '결제수단 만나서 현금결제',
        '배달 주소 서울 강남구 테헤란로 152 101호',
        '요청사항 없음',
      ].join('\n'),
    );
  });

  it('names each line’s options with what each added, by group, and the delivery fee even when free', () => {
    // given a fried chicken with 양념 and two sauces, delivered free
    const text = orderInfoText({
      ...order,
      items: [
        {
          name: '후라이드치킨',
          quantity: 1,
          price: 20000,
          options: [
            { group: '맛', name: '양념', price: 1000 },
            { group: '소스', name: '허니머스타드', price: 500 },
            { group: '소스', name: '핫소스', price: 500 },
          ],
        },
        { name: '치즈볼', quantity: 2, price: 5000, options: [] },
      ],
      items_total: 30000,
      total_order_amount: 30000,
      delivery_fee: 0,
      discounts: [],
      payment_amount: 30000,
    });
    // then each line reads as chosen, and the fee has its row
    expect(text).toContain(
      '후라이드치킨 (맛: 양념 +1,000원; 소스: 허니머스타드 +500원, 핫소스 +500원)     1  20,000원',
    );
    expect(text).toMatch(/\n치즈볼 +2 +10,000원\n/);
    expect(text).toMatch(/\n배달요금 +0원\n/);
  });
});
