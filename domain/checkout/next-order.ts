// What a new order keeps from the one placed before it (spec 000 §4 "Phone", §8 "Mobile-card
// payment": '주문 내용 확인 후 다시 결제해주세요.'). Decision: an online order that came back unpaid (the
// provider declined, the customer cancelled, or left the payment page) is the same checkout tried
// again, so the verified phone, the comment and the typed coupon code stay; the applied coupon went
// with the unpaid order and is checked again. After an order that was completed (paid on site, or
// its thank-you page loaded it) the next order starts over: the phone number and delivery details
// stay, and the phone stays verified while the verification is within the local storage lifetime
// (spec 000 §9, 10 min from the code request; the UI guide's returning customer, "verified phone
// still within its lifetime"), to be verified again after that.
import { LOCAL_STORAGE_LIFETIME_MS } from '../storage-lifetimes.ts';

export interface PlacedOrder {
  readonly outcome: 'thankyou' | 'payment-url' | 'wallet' | 'mobile-card';
  readonly orderNumber: string;
}

/** Whether the placed order was handed to an online payment that never reached its thank-you page. */
export function cameBackUnpaid(order: PlacedOrder | null, loadedOrderNumber: string | null): boolean {
  if (order === null || order.outcome === 'thankyou') return false;
  return loadedOrderNumber !== order.orderNumber;
}

export interface PhoneVerification {
  readonly status: 'unverified' | 'requested' | 'verified';
  /** When the code that verified it was asked for. */
  readonly requestedAt: number | null;
}

/** Whether a verified phone is still verified for a new order at `at`. */
export function verificationHolds(phone: PhoneVerification, at: number): boolean {
  return (
    phone.status === 'verified' &&
    phone.requestedAt !== null &&
    at - phone.requestedAt <= LOCAL_STORAGE_LIFETIME_MS
  );
}
