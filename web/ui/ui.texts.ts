// The shared controls' own words (issue "English"): a stepper's names, the close button, 다시 시도.
import { defineTexts } from '../../domain/i18n/texts.ts';

export const uiTexts = defineTexts({
  ko: {
    close: '닫기',
    retry: '다시 시도',
    decrease: (what: string) => `${what} 수량 줄이기`,
    quantity: (what: string) => `${what} 수량`,
    increase: (what: string) => `${what} 수량 늘리기`,
  },
  en: {
    close: 'Close',
    retry: 'Try again',
    decrease: (what: string) => `Fewer ${what}`,
    quantity: (what: string) => `Quantity of ${what}`,
    increase: (what: string) => `More ${what}`,
  },
});
