// The shell's category block (spec 001 §2 "Category order"). Decision: a category's route slug is its
// Korean name (/치킨/, /서울/06236/치킨/), as the partner home /전체/ shows; '전체' (all) has no slug
// segment in district routes (spec 000 §2).

/** The 12 categories a restaurant can be in, in the shell's order. */
export const RESTAURANT_CATEGORIES = [
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
] as const;

/** The shell's category block: all ('전체'), then the 12. */
export const CATEGORIES = ['전체', ...RESTAURANT_CATEGORIES] as const;

export type Category = (typeof CATEGORIES)[number];

export const ALL_CATEGORY: Category = '전체';

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The district-route segment of a category: none for '전체'. */
export function districtCategorySegment(category: Category): string | null {
  return category === ALL_CATEGORY ? null : category;
}

/** The hash path of a category list, in a district when city and zipcode are known. */
export function categoryPath(category: Category, district?: { city: string; zipcode: string }): string {
  if (district === undefined) return `/${category}/`;
  const segment = districtCategorySegment(category);
  return segment === null
    ? `/${district.city}/${district.zipcode}/`
    : `/${district.city}/${district.zipcode}/${segment}/`;
}
