// The order-complete page's own words and a placed order's summary (issue "English"); the shortfall
// note and the payment method are domain/checkout/order-summary.ts's, the poll's choices the
// gateway's (data).
import { defineTexts } from '../../../domain/i18n/texts.ts';

export const thankYouTexts = defineTexts({
  ko: {
    title: '주문이 완료되었습니다',
    loading: '주문 정보를 불러오는 중입니다',
    home: '홈으로',
    lead: '사장님이 주문을 확인하면 조리를 시작합니다.',
    orderNumber: '주문번호',
    orderedItems: '주문 메뉴',
    deliveryTitle: '배달 정보',
    address: '배달 주소',
    request: '요청사항',
    noRequest: '없음',
    payment: '결제수단',
    warningTitle: '주문 완료 화면을 표시하지 못했습니다',
    warning: '주문 내역을 보여 드리는 중에 문제가 생겼습니다. 이미 접수된 주문은 그대로 유지됩니다.',
    pollTitle: '이번 주문은 어떠셨나요?',
    pollThanks: '소중한 의견 감사합니다.',
    pollSend: '의견 보내기',
    pollText: '의견 내용',
  },
  en: {
    title: 'Your order has been placed',
    loading: 'Loading your order',
    home: 'Back to home',
    lead: 'The restaurant will start cooking once they confirm your order.',
    orderNumber: 'Order number',
    orderedItems: 'Items ordered',
    deliveryTitle: 'Delivery details',
    address: 'Delivery address',
    request: 'Note',
    noRequest: 'None',
    payment: 'Payment method',
    warningTitle: "We couldn't show your order confirmation",
    warning: 'Something went wrong while showing your order. Your order has still been placed.',
    pollTitle: 'How was your order?',
    pollThanks: 'Thanks for your feedback.',
    pollSend: 'Send feedback',
    pollText: 'Your feedback',
  },
});
