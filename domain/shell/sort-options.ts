// Restaurant list sort orders (spec 000 §9): the contract's keys (a type import: this file is in the
// list screen's chunk, the codecs are not). The Korean labels are worded here, as delivery apps say
// them; their record names every key, so the menu's order is the labels' order.
import type { RestaurantSort } from '../../contract/restaurants.ts';
import type { Language } from './language.ts';

export type SortOrder = RestaurantSort;

export const DEFAULT_SORT_ORDER: SortOrder = 'rank';

export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  rank: '기본 정렬순',
  review_avg: '별점순',
  review_count: '리뷰 많은순',
  min_order_value: '최소 주문 금액순',
  distance: '거리순',
  estimated_delivery_time: '배달 빠른순',
};

/** The same orders in English (issue "English"), as international delivery apps name them. */
const ENGLISH_SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  rank: 'Recommended',
  review_avg: 'Top rated',
  review_count: 'Most reviewed',
  min_order_value: 'Lowest minimum order',
  distance: 'Nearest',
  estimated_delivery_time: 'Fastest delivery',
};

export const SORT_ORDERS = Object.keys(SORT_LABELS) as readonly SortOrder[];

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && Object.hasOwn(SORT_LABELS, value);
}

/** A stored or typed sort order, falling back to the default for anything unknown. */
export function sortOrderOrDefault(value: unknown): SortOrder {
  return isSortOrder(value) ? value : DEFAULT_SORT_ORDER;
}

export const SORT_OPTIONS: readonly { readonly value: SortOrder; readonly label: string }[] = SORT_ORDERS.map(
  (value) => ({ value, label: SORT_LABELS[value] }),
);

/** The sort menu's options in `language`, in the same order. */
export function sortOptions(
  language: Language,
): readonly { readonly value: SortOrder; readonly label: string }[] {
  if (language === 'ko') return SORT_OPTIONS;
  return SORT_ORDERS.map((value) => ({ value, label: ENGLISH_SORT_LABELS[value] }));
}
