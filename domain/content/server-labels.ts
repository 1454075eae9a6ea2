// The few labels the gateway makes itself inside its answers (issue "English"): the restaurant
// list's section names and the menu's derived categories. They travel as data (the spec's wire
// shapes carry a name, not a code), so the gateway writes them from this table and the client, which
// knows them, shows them in the customer's language; any other name is the restaurant's, as sent.
import { defineTexts } from '../i18n/texts.ts';
import type { Language } from '../shell/language.ts';

export const SERVER_LABELS = defineTexts({
  ko: {
    closed: '준비중',
    recommended: '추천 음식점',
    topItems: '인기 메뉴',
    discountItems: '추가 할인 메뉴',
    photoItems: '사진 메뉴',
  },
  en: {
    closed: 'Closed for now',
    recommended: 'Recommended',
    topItems: 'Popular',
    discountItems: 'Extra discounts',
    photoItems: 'With photos',
  },
});

type Label = keyof (typeof SERVER_LABELS)['ko'];
const keys = Object.keys(SERVER_LABELS.ko) as Label[];

/** A name from the gateway in `language`: one of its own labels translated, anything else as sent. */
export function serverLabel(name: string, language: Language): string {
  if (language === 'ko') return name;
  const key = keys.find((k) => SERVER_LABELS.ko[k] === name);
  return key === undefined ? name : SERVER_LABELS[language][key];
}
