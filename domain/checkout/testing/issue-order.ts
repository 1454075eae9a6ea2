// The order a customer filed about (양념치킨 21,500원, 3,000원 delivery, a 3,000원 coupon) as the
// gateway's order info answers it: the summary's and the CLI's tests read the same order.
import type { OrderInfo } from '../../ports/order-types.ts';

export const issueOrder: OrderInfo = {
  order_number: '2611210001',
  restaurant_id: 1001,
  restaurant_name: '역삼 황금치킨',
  status: 'ACCEPTED',
  items: [{ name: '양념치킨', quantity: 1, price: 21500 }],
  total_order_amount: 24500,
  payment_amount: 21500,
  payment_method: 'cash',
  min_order_amount: 15000,
  delivery_fee: 3000,
  items_total: 21500,
  discounts: [{ type: 'coupon', amount: -3000 }],
  address: '서울 강남구 테헤란로 152 101호',
  user_comment: '문 앞에 두고 벨 눌러주세요',
};
