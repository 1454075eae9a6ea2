// The cart's own words (issue "English"): the column, the phone bar and page. The order button and
// the minimum-order lines are domain/cart/min-order-note.ts's, the rows domain/pricing/price-rows.ts's;
// menu and option names are data.
import { englishCount } from '../../../domain/i18n/english-count.ts';
import { defineTexts } from '../../../domain/i18n/texts.ts';

export const cartTexts = defineTexts({
  ko: {
    cart: '주문표',
    bar: (n: number) => `주문표(${n})`,
    total: '합계',
    remove: (name: string) => `${name} 삭제`,
  },
  en: {
    cart: 'Your cart',
    bar: (n: number) => `Cart (${englishCount(n, 'item', 'items')})`,
    total: 'Total',
    remove: (name: string) => `Remove ${name}`,
  },
});
