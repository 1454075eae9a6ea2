// The order page's and the order-status section's own words (issue "English"); the statuses, the
// arrival, the cancel and the refund are the catalogue's (useMessages).
import { defineTexts } from '../../../domain/i18n/texts.ts';

export const orderTexts = defineTexts({
  ko: {
    statusTitle: '주문 상태',
    statusLoading: '주문 상태를 불러오는 중입니다',
    steps: '배달 진행 단계',
    notYet: '아직',
    call: '가게에 전화하기',
    cancelling: '주문을 취소하는 중…',
    cancel: '주문 취소',
    close: '닫기',
    title: '주문 상세',
    loading: '주문 정보를 불러오는 중입니다',
    home: '홈으로',
  },
  en: {
    statusTitle: 'Order status',
    statusLoading: 'Loading the order status',
    steps: 'Delivery progress',
    notYet: 'Not yet',
    call: 'Call the restaurant',
    cancelling: 'Cancelling your order…',
    cancel: 'Cancel order',
    close: 'Close',
    title: 'Order details',
    loading: 'Loading your order',
    home: 'Back to home',
  },
});
