// The option dialog's own words (issue "English"). Its group labels ("(필수 선택)"), stock notes
// and refusals are the message catalogue's (useMessages); menu and option names are data.
import { defineTexts } from '../../../../domain/i18n/texts.ts';

export const optionDialogTexts = defineTexts({
  ko: {
    total: '총 주문금액',
    add: '주문표에 추가',
    originalPrice: '원래 가격 ',
    quantity: '수량',
    required: '필수',
    optional: '선택',
    soldOut: ' (품절)',
  },
  en: {
    total: 'Total',
    add: 'Add to cart',
    originalPrice: 'Original price ',
    quantity: 'Quantity',
    required: 'Required',
    optional: 'Optional',
    soldOut: ' (sold out)',
  },
});
