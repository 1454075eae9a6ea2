import { describe, expect, it } from 'vitest';
import { isCategoryBarFixed, layoutFor, MOBILE_MEDIA_QUERY, searchPlaceholder } from './layout.ts';

describe('layout', () => {
  it('is mobile below 768 px (spec 001 §2 "Below 768 px width the layout is mobile.")', () => {
    expect(layoutFor(767).mobile).toBe(true);
    expect(layoutFor(768).mobile).toBe(false);
  });

  it('says mobile in a media query exactly where layoutFor does, for every whole-pixel width', () => {
    const maxWidth = Number(/^\(max-width: ([\d.]+)px\)$/.exec(MOBILE_MEDIA_QUERY)?.[1]);
    for (let width = 320; width <= 1920; width++)
      expect(width <= maxWidth, String(width)).toBe(layoutFor(width).mobile);
  });

  it('collapses the category block below 992 px (spec 001 §2 "Below 992 px the category block collapses.")', () => {
    expect(layoutFor(991)).toEqual({ mobile: false, categoryCollapsed: true });
    expect(layoutFor(992)).toEqual({ mobile: false, categoryCollapsed: false });
  });

  it('fixes the category bar after 178 px of scroll (spec 001 §2 "The category bar becomes fixed after 178 px of scroll.")', () => {
    expect(isCategoryBarFixed(177)).toBe(false);
    expect(isCategoryBarFixed(178)).toBe(true);
  });

  it('words the search box by screen (spec 001 §2 "The placeholder is "search menu" on the restaurant screen and "search restaurants or menus" on the list screen.")', () => {
    expect(searchPlaceholder('restaurant')).toBe('SEARCH_PLACEHOLDER_MENU');
    expect(searchPlaceholder('district')).toBe('SEARCH_PLACEHOLDER_RESTAURANT');
    expect(searchPlaceholder('login')).toBeNull();
  });
});
