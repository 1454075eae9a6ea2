// The order page's and the order-status section's own words (issue "English"); the statuses, the
// arrival, the cancel and the refund are the catalogue's (useMessages).
import { defineTexts } from '../../../domain/i18n/texts.ts';
import type { ProgressStatus } from '../../../domain/ports/order-progress-types.ts';

export const orderTexts = defineTexts({
  ko: {
    statusTitle: '주문 상태',
    statusLoading: '주문 상태를 불러오는 중입니다',
    steps: '배달 진행 단계',
    /** A step's name under its dot (a fifth of the width): its status's own. */
    stepLabel: (_status: ProgressStatus, statusText: string) => statusText,
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
    // "Waiting for confirmation" does not fit a fifth of a phone: the step is the order sent
    stepLabel: (status: ProgressStatus, statusText: string) =>
      status === 'received' ? 'Placed' : statusText,
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
