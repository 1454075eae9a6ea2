// What the gateway says about an order's progress, worded here (the specs stop at the thank-you
// page), in the catalogue's register: the refusal says what the customer can do instead.
export const progressTexts = {
  /** 409 on order.cancel once the restaurant has the order: it decides now, by phone. */
  ORDER_NOT_CANCELLABLE: '이미 음식점에서 접수한 주문은 취소할 수 없습니다. 음식점에 전화로 문의해주세요.',
  /** 409 on order.progress, order.cancel and the stream of an online order whose payment is not settled. */
  ORDER_NOT_STARTED: '결제가 완료되지 않아 음식점에 전달되지 않은 주문입니다.',
} as const;
