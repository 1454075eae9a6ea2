// Layout rules of the shell (spec 001 §2, §9). Widths are CSS px of the viewport.
import type { MessageCode } from '../messages.ts';
import type { RouteName } from '../routes/route-table.ts';

export const MOBILE_BREAKPOINT_PX = 768;
export const CATEGORY_BREAKPOINT_PX = 992;
export const CATEGORY_BAR_FIXED_AFTER_PX = 178;

export interface Layout {
  /** Below 768 px. */
  readonly mobile: boolean;
  /** Below 992 px the category block collapses. */
  readonly categoryCollapsed: boolean;
}

/**
 * Holds exactly when `layoutFor(width).mobile` does, for a whole-pixel width: a media query is
 * answered without the page's layout, where reading `innerWidth` before the first paint forces one
 * (40-150 ms of a prerendered home's style and layout inside the parse, measured).
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function layoutFor(viewportWidth: number): Layout {
  return {
    mobile: viewportWidth < MOBILE_BREAKPOINT_PX,
    categoryCollapsed: viewportWidth < CATEGORY_BREAKPOINT_PX,
  };
}

/** Decision: "after 178 px of scroll" includes 178 itself. */
export function isCategoryBarFixed(scrollY: number): boolean {
  return scrollY >= CATEGORY_BAR_FIXED_AFTER_PX;
}

/** The keyword box placeholder: menus on the restaurant screen, restaurants or menus on the lists. */
export function searchPlaceholder(screen: RouteName): MessageCode | null {
  if (screen === 'restaurant') return 'SEARCH_PLACEHOLDER_MENU';
  if (screen === 'home' || screen === 'restaurants' || screen === 'district' || screen === 'category') {
    return 'SEARCH_PLACEHOLDER_RESTAURANT';
  }
  return null;
}
