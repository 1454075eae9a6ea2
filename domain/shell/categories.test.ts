import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryPath, districtCategorySegment, isCategory } from './categories.ts';

describe('categories', () => {
  it('keeps the shell order (spec 001 §2 "Category order: all, one-portion orders, franchise, chicken, pizza/western, chinese, korean, japanese/cutlet, jokbal/bossam, late-night, snack food, cafe/dessert, convenience store.")', () => {
    expect(CATEGORIES).toEqual([
      '전체',
      '1인분주문',
      '프랜차이즈',
      '치킨',
      '피자양식',
      '중국집',
      '한식',
      '일식돈까스',
      '족발보쌈',
      '야식',
      '분식',
      '카페디저트',
      '편의점',
    ]);
  });

  it('recognises categories only from the list (spec 000 §2 "/{category}/ | Category list.")', () => {
    expect(isCategory('치킨')).toBe(true);
    expect(isCategory('chicken')).toBe(false);
  });

  it('gives 전체 no slug segment in district routes (spec 000 §2 "The category \'all\' (전체) has no slug segment.")', () => {
    expect(districtCategorySegment('전체')).toBeNull();
    expect(districtCategorySegment('치킨')).toBe('치킨');
    expect(categoryPath('전체', { city: '서울', zipcode: '06236' })).toBe('/서울/06236/');
    expect(categoryPath('한식', { city: '서울', zipcode: '06236' })).toBe('/서울/06236/한식/');
    expect(categoryPath('전체')).toBe('/전체/');
  });
});
