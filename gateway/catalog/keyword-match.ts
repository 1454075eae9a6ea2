// Restaurant search (spec 000 §7 "Restaurant search", §5 "Search: a keyword needs at least 2
// characters"): a keyword finds a restaurant by its name, its categories or any menu category or
// item name. Matching is the restaurant page's menu search (domain/menu/search.ts): case and
// spaces ignored, and a keyword of Korean initial consonants matches initials ("ㅎㄹㅇㄷ" finds
// 후라이드치킨).
import { MENU_SEARCH_MIN_KEYWORD, searchMenu } from '../../domain/menu/search.ts';
import type { MenuCategory } from '../seed/menu-codec.ts';
import type { RestaurantDoc } from './restaurant-store.ts';

export const SEARCH_MIN_KEYWORD = MENU_SEARCH_MIN_KEYWORD;

export function isKeywordLongEnough(keyword: string): boolean {
  return [...keyword.trim()].length >= SEARCH_MIN_KEYWORD;
}

export function restaurantMatches(
  doc: RestaurantDoc,
  menu: readonly MenuCategory[],
  keyword: string,
): boolean {
  // The restaurant's own name and categories are searched as extra (empty) menu categories.
  const names = [doc.name, ...doc.categories].map((name, i) => ({ slug: `__name_${i}`, name, items: [] }));
  const found = searchMenu([...names, ...menu], keyword);
  return found.active && (found.categories.length > 0 || found.items.length > 0);
}
