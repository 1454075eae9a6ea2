// The payment hand-off's own words (issue "English"): the dialog while the provider's popup is open.
import { defineTexts } from '../../domain/i18n/texts.ts';

export const paymentTexts = defineTexts({
  ko: {
    title: '결제 진행 중',
    show: '결제창 보기',
    text: '열린 결제창에서 결제를 마쳐 주세요. 결제창을 닫으면 결제가 취소됩니다.',
  },
  en: {
    title: 'Payment in progress',
    show: 'Show payment window',
    text: 'Please finish paying in the payment window. Closing it cancels the payment.',
  },
});
