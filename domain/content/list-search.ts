// The restaurant list's keyword search (spec 000 §5 "Search: a keyword needs at least 2
// characters", spec 001 §5). The server matches names, categories and menus, and a keyword of
// Korean initial consonants matches initials (gateway/catalog/keyword-match.ts, which uses the menu
// search of domain/menu/search.ts). Decision: characters are counted after trimming, as code points,
// so "ㄸㅂ" and "떡볶" both search and a lone "떡" does not.
import { MENU_SEARCH_MIN_KEYWORD } from '../menu/search.ts';

export const LIST_SEARCH_MIN_KEYWORD = MENU_SEARCH_MIN_KEYWORD;

/** The keyword to search for, or null when the text is too short to search. */
export function listSearchKeyword(text: string): string | null {
  const trimmed = text.trim();
  return [...trimmed].length >= LIST_SEARCH_MIN_KEYWORD ? trimmed : null;
}
