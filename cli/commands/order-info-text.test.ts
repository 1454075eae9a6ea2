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
});
