// Valid examples of jumun's extension after the thank-you page: an order's progress, the
// customer's cancel, a member's order history.
import type { Samples } from './sample.ts';

const ORDER = '20261120-000123';

const received = { status: 'received' as const, at: '2026-11-20T19:30:00+09:00' };
const accepted = { status: 'accepted' as const, at: '2026-11-20T19:30:30+09:00' };

export const orderProgressSamples: Samples = {
  'order.progress': {
    params: { order_number: ORDER },
    response: {
      order_number: ORDER,
      status: 'accepted',
      version: 2,
      steps: [received, accepted],
      estimated_minutes: 32,
      estimated_arrival: '2026-11-20T20:02:30+09:00',
      restaurant_phone: '0507-0100-0101',
      cancellable: false,
      cancellation: null,
    },
  },
  'order.cancel': {
    params: { order_number: ORDER },
    body: { reason: '주소를 잘못 입력했어요' },
    response: {
      order_number: ORDER,
      status: 'cancelled',
      version: 2,
      steps: [received, { status: 'cancelled', at: '2026-11-20T19:30:12+09:00' }],
      estimated_minutes: null,
      estimated_arrival: null,
      restaurant_phone: '0507-0100-0101',
      cancellable: false,
      cancellation: { by: 'customer', reason: '주소를 잘못 입력했어요', refund: 'pending' },
    },
    // 409 once the restaurant has accepted the order
    failure: {
      error_code: 'ORDER_NOT_CANCELLABLE',
      error_message: '이미 음식점에서 접수한 주문은 취소할 수 없습니다. 음식점에 전화로 문의해주세요.',
    },
  },
  'order.history': {
    params: {},
    query: { page: '1', page_size: '20' },
    response: {
      orders: [
        {
          order_number: ORDER,
          restaurant_id: 1000101,
          restaurant_name: '역삼 황금치킨',
          items: [{ name: '후라이드치킨', quantity: 2 }],
          payment_amount: 32200,
          created_at: '2026-11-20T19:30:00+09:00',
          status: 'delivered',
        },
        {
          order_number: '20261118-000087',
          restaurant_id: 1000102,
          restaurant_name: '강남 떡볶이',
          items: [
            { name: '국물떡볶이', quantity: 1 },
            { name: '모둠튀김', quantity: 1 },
          ],
          payment_amount: 16000,
          created_at: '2026-11-18T12:10:00+09:00',
          // an online payment that never went through: the order never started
          status: null,
        },
      ],
      pagination: { current_page: 1, total_pages: 1, total_count: 2 },
    },
    // 401 for a guest's token: a guest's orders are the ones its device keeps
    failure: { error_code: 'login_required', error_message: '로그인이 필요합니다.' },
  },
};
