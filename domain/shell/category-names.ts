// What a category is called on screen (issue "English"). Its route slug stays its Korean name in
// every language (domain/shell/categories.ts): a link shared between customers opens the same list.
import { defineTexts } from '../i18n/texts.ts';
import type { Category } from './categories.ts';
import type { Language } from './language.ts';

const names = defineTexts({
  ko: {
    전체: '전체',
    '1인분주문': '1인분주문',
    프랜차이즈: '프랜차이즈',
    치킨: '치킨',
    피자양식: '피자양식',
    중국집: '중국집',
    한식: '한식',
    일식돈까스: '일식돈까스',
    족발보쌈: '족발보쌈',
    야식: '야식',
    분식: '분식',
    카페디저트: '카페디저트',
    편의점: '편의점',
  },
  en: {
    전체: 'All',
    '1인분주문': 'Single servings',
    프랜차이즈: 'Chains',
    치킨: 'Chicken',
    피자양식: 'Pizza & Western',
    중국집: 'Chinese',
    한식: 'Korean',
    일식돈까스: 'Japanese & Katsu',
    족발보쌈: 'Jokbal & Bossam',
    야식: 'Late-night',
    분식: 'Street food',
    카페디저트: 'Café & Dessert',
    편의점: 'Corner store',
  },
} satisfies { ko: Record<Category, string>; en: Record<Category, string> });

export function categoryName(category: Category, language: Language): string {
  return names[language][category];
}
