// Menu search on the restaurant page (spec 000 §4 "Menu categories", §5 "Search", §9).
import { canBeChoseong, getChoseong } from 'es-hangul';
import type { MenuCategory, MenuItem } from './types.ts';

/** "Menu search minimum keyword: 2 characters" (spec 000 §9), counted after trimming. */
export const MENU_SEARCH_MIN_KEYWORD = 2;

export type MenuSearch =
  | { readonly active: false }
  | {
      readonly active: true;
      readonly keyword: string;
      /** Categories whose name matches, each once, in menu order. */
      readonly categories: readonly MenuCategory[];
      /** Items whose name matches, each once (by id) even if listed in several categories, in menu order. */
      readonly items: readonly MenuItem[];
    };

/**
 * Searches category and item names. Matching ignores case and spaces ("떡 볶이" finds 떡볶이). A
 * keyword made only of Korean initial consonants matches the names' initials: "ㄸㅂㅇ" finds
 * 떡볶이. A keyword mixing consonants and syllables ("ㄸ볶") is matched as plain text only.
 */
export function searchMenu(categories: readonly MenuCategory[], keyword: string): MenuSearch {
  const trimmed = keyword.trim();
  if ([...trimmed].length < MENU_SEARCH_MIN_KEYWORD) return { active: false };
  const matches = nameMatcher(trimmed);
  const seenCategories = new Set<string>();
  const seenItems = new Set<number>();
  const foundCategories: MenuCategory[] = [];
  const foundItems: MenuItem[] = [];
  for (const category of categories) {
    if (!seenCategories.has(category.slug) && matches(category.name)) {
      seenCategories.add(category.slug);
      foundCategories.push(category);
    }
    for (const item of category.items) {
      if (!seenItems.has(item.id) && matches(item.name)) {
        seenItems.add(item.id);
        foundItems.push(item);
      }
    }
  }
  return { active: true, keyword: trimmed, categories: foundCategories, items: foundItems };
}

function nameMatcher(keyword: string): (name: string) => boolean {
  const needle = squash(keyword);
  // Equivalent mutants (MethodExpression, ArrayDeclaration): initials hold only consonants (and spaces,
  // squashed away), so a keyword with anything else never matches them; the flag spares getChoseong on
  // every name for such a keyword, it does not change a match
  // Stryker disable next-line MethodExpression,ArrayDeclaration: equivalent, see above
  const initialsOnly = [...needle].every((ch) => canBeChoseong(ch));
  return (name) =>
    squash(name).includes(needle) || (initialsOnly && squash(getChoseong(name)).includes(needle));
}

/** Lower case without white space, so spacing and Latin case do not hide a match. */
function squash(text: string): string {
  // Equivalent mutants (MethodExpression, Regex): both sides of every match are squashed alike, and upper
  // and lower case fold the same but for letters no menu name has (ß); removing each white-space character
  // or each run of them leaves the same text
  // Stryker disable next-line MethodExpression,Regex: equivalent, see above
  return text.normalize('NFC').replace(/\s+/g, '').toLowerCase();
}
