// What a new order keeps from the one placed before it (spec 000 §4 "Phone", §8 "Mobile-card
// payment": '주문 내용 확인 후 다시 결제해주세요.'). Decision: an online order that came back unpaid (the
// provider declined, the customer cancelled, or left the payment page) is the same checkout tried
// again, so the verified phone, the comment and the typed coupon code stay; the applied coupon went
// with the unpaid order and is checked again. After an order that was completed (paid on site, or
// its thank-you page loaded it) the next order starts over: the phone number and delivery details
// stay, the phone to be verified again.

export interface PlacedOrder {
  readonly outcome: 'thankyou' | 'payment-url' | 'wallet' | 'mobile-card';
  readonly orderNumber: string;
}

/** Whether the placed order was handed to an online payment that never reached its thank-you page. */
export function cameBackUnpaid(order: PlacedOrder | null, loadedOrderNumber: string | null): boolean {
  if (order === null || order.outcome === 'thankyou') return false;
  return loadedOrderNumber !== order.orderNumber;
}
