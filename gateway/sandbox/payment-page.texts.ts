// The sandbox payment providers' pages in the customer's language (issue "English"): the card PG,
// the wallet, the mobile-card popup and its next step, and the notices they answer with. Each page
// speaks the language of its request: the app's cookie, else the browser's Accept-Language.
import type { FastifyRequest } from 'fastify';
import { defineTexts } from '../../domain/i18n/texts.ts';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '../../domain/shell/language.ts';

/** The value of the app's language cookie in a Cookie header, if it is there. */
export function languageCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name = '', ...value] = part.split('=');
    if (name.trim() === LANGUAGE_COOKIE) return value.join('=').trim();
  }
  return undefined;
}

/** The language a request to a provider's page is answered in. */
export function pageLanguageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const accept = request.headers['accept-language'];
  return requestLanguage(languageCookie(request.headers.cookie), Array.isArray(accept) ? accept[0] : accept);
}

export const paymentPageTexts = defineTexts({
  ko: {
    orderMissingTitle: '주문을 찾을 수 없습니다',
    orderMissing: '주문번호에 해당하는 주문이 없습니다.',
    home: '홈으로',
    notAwaitingTitle: '결제할 수 없는 주문입니다',
    notAwaiting: (orderNumber: string, why: string) => `주문번호 ${orderNumber}: ${why}`,
    paid: '이미 결제가 완료된 주문입니다.',
    paymentFailed: '결제에 실패한 주문입니다. 다시 주문해 주세요.',
    cancelled: '결제가 취소된 주문입니다. 다시 주문해 주세요.',
    paymentExpired: '결제 시간이 지나 취소된 주문입니다. 다시 주문해 주세요.',
    accepted: '만나서 결제하는 주문이라 온라인 결제가 필요하지 않습니다.',
    delivered: '이미 배달이 끝난 주문입니다.',
    notAwaitingOther: '결제를 기다리는 주문이 아닙니다.',
    viewOrder: '주문 내역 보기',
    badRequestTitle: '잘못된 요청입니다',
    approve: '결제 승인',
    approve535: '결제 승인 · 결과코드 535',
    decline: '결제 거절 (실패)',
    cancel: '결제 취소',
    pgProvider: '샌드박스 카드 결제 (PG)',
    pgFooter: '카드·휴대폰·계좌이체·간편결제 PG를 흉내 낸 테스트용 결제창입니다.',
    pgBadAction: 'action은 approve, decline, cancel 중 하나여야 합니다.',
    mobileProvider: '샌드박스 모바일 카드 결제',
    mobileFooter: (sdk: string) => `모바일 카드 결제 SDK ${sdk} (샌드박스)`,
    mobileMissingId: 'OrderId 또는 Moid가 필요합니다.',
    mobileBadForm: '결제 결과 양식이 올바르지 않습니다.',
    walletProvider: '샌드박스 간편결제 (지갑)',
    walletClientId: '가맹점 ID (clientId)',
    walletFooter: '지갑형 간편결제를 흉내 낸 테스트용 결제창입니다.',
    walletMissing: 'merchantPayKey와 clientId가 필요합니다.',
    walletBadAction:
      'merchantPayKey와 clientId가 필요합니다. action은 approve, decline, cancel 중 하나입니다.',
  },
  en: {
    orderMissingTitle: 'Order not found',
    orderMissing: "There's no order with this order number.",
    home: 'Back to home',
    notAwaitingTitle: "This order can't be paid",
    notAwaiting: (orderNumber: string, why: string) => `Order ${orderNumber}: ${why}`,
    paid: 'This order has already been paid.',
    paymentFailed: 'The payment for this order failed. Please order again.',
    cancelled: 'The payment for this order was cancelled. Please order again.',
    paymentExpired: 'This order was cancelled because the time to pay ran out. Please order again.',
    accepted: "This order is paid on delivery, so it doesn't need an online payment.",
    delivered: 'This order has already been delivered.',
    notAwaitingOther: "This order isn't waiting for payment.",
    viewOrder: 'View order',
    badRequestTitle: 'Bad request',
    approve: 'Approve payment',
    approve535: 'Approve payment · result code 535',
    decline: 'Decline payment (fail)',
    cancel: 'Cancel payment',
    pgProvider: 'Sandbox card payment (PG)',
    pgFooter: 'A test payment page standing in for card, phone, bank transfer and wallet PGs.',
    pgBadAction: 'action must be one of approve, decline or cancel.',
    mobileProvider: 'Sandbox mobile card payment',
    mobileFooter: (sdk: string) => `Mobile card payment SDK ${sdk} (sandbox)`,
    mobileMissingId: 'OrderId or Moid is required.',
    mobileBadForm: "The payment result form isn't valid.",
    walletProvider: 'Sandbox wallet payment',
    walletClientId: 'Merchant ID (clientId)',
    walletFooter: 'A test payment page standing in for a wallet payment.',
    walletMissing: 'merchantPayKey and clientId are required.',
    walletBadAction:
      'merchantPayKey and clientId are required. action must be one of approve, decline or cancel.',
  },
});
