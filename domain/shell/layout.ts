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
