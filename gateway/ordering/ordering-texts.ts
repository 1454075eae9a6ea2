// The gateway's own refusal texts for ordering, where domain/messages.ts has none: the spec leaves
// the server's wording open, so every entry here is worded here, in the catalogue's register.
import { formatWon, type Won } from '../../domain/money.ts';

export const orderingTexts = {
  /** The server message spec 000 §8 names; the client shows TOKEN_EXPIRED for it. */
  TOKEN_INVALID: 'expired or malformed token',
  NOT_YOUR_CUSTOMER_ID: '주문자 정보가 올바르지 않습니다. 다시 로그인 후 주문해주세요.',
  CART_NOT_FOUND: '주문표 정보가 없습니다. 주문표를 다시 확인해주세요.',
  CART_SIGNATURE_INVALID: '주문표 정보가 올바르지 않습니다. 주문표를 다시 확인해주세요.',
  PRICE_CHANGED: '결제 금액이 변경되었습니다. 주문 내용을 확인해주세요.',
  AGREEMENT_REQUIRED: '주문 내용 확인 및 약관에 동의해주세요.',
  IDEMPOTENCY_KEY_REUSED: '이미 다른 주문에 사용된 요청입니다. 주문 내용을 확인해주세요.',
  RESTAURANT_MISMATCH: '주문표의 음식점 정보가 올바르지 않습니다.',
  COUPON_NOT_FOUND: '존재하지 않는 쿠폰입니다.',
  COUPON_EXPIRED: '사용 기간이 지난 쿠폰입니다.',
  COUPON_USED: '이미 사용한 쿠폰입니다.',
  COUPON_ONLINE_ONLY: '온라인 결제 시에만 사용할 수 있는 쿠폰입니다.',
  COUPON_OFFLINE_ONLY: '만나서 결제 시에만 사용할 수 있는 쿠폰입니다.',
  COUPON_NOT_CHECKED: '쿠폰을 다시 적용해주세요.',
  COUPON_ONE_ONLY: '쿠폰은 주문당 한 장만 사용할 수 있습니다.',
  STOCK_TITLE: '재고 부족',
} as const;

export const couponMinOrderText = (min: Won): string =>
  `${formatWon(min)} 이상 주문 시 사용할 수 있는 쿠폰입니다.`;

export const stockLineText = (name: string, left: number): string =>
  `${name}의 남은 수량은 ${Math.max(0, left)}개입니다.`;
