// The way back from a sub-page, shown in the header (spec 001 §2 "Each has a go-back affordance"; UI
// guide "Sub-pages ... have a back link in the header"): the cart goes back to its restaurant's menu,
// checkout to the cart, one notice to the notices (the page's own link names the list), and the other information pages to the page the
// customer came from (the navigation history), else home; so does 주문내역 (jumun's extension), reached
// from the header or the footer of any screen. Other screens have none.
import { defineTexts } from '../i18n/texts.ts';
import { hrefOf } from '../routes/route-href.ts';
import type { Route } from '../routes/route-table.ts';
import type { Language } from './language.ts';

const labels = defineTexts({
  ko: { toMenu: '메뉴로 돌아가기', toCart: '주문표로 돌아가기', back: '뒤로' },
  en: { toMenu: 'Back to menu', toCart: 'Back to cart', back: 'Back' },
});

export interface BackLink {
  /** The hash path it goes to. */
  readonly href: string;
  /** Its name: where it goes. */
  readonly label: string;
}

export interface BackLinkContext {
  /** The cart's restaurant, if any. */
  readonly cartRestaurantId: number | null;
  /** The navigation history, oldest first (the current path may or may not be in it yet). */
  readonly history: readonly string[];
  /** The mode's home path. */
  readonly home: string;
}

/** The last path of the history that is not `current`. */
function cameFrom(history: readonly string[], current: string): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i] !== current) return history[i] ?? null;
  return null;
}

/** The way back from `route`, named in `language`. */
export function backLinkOf(
  route: Route,
  context: BackLinkContext,
  language: Language = 'ko',
): BackLink | null {
  const t = labels[language];
  switch (route.name) {
    case 'cart':
      return context.cartRestaurantId === null
        ? null
        : {
            href: hrefOf({ name: 'restaurant', restaurantId: context.cartRestaurantId }),
            label: t.toMenu,
          };
    case 'checkout':
      return { href: hrefOf({ name: 'cart' }), label: t.toCart };
    case 'notice':
      return { href: hrefOf({ name: 'notices' }), label: t.back };
    case 'notices':
    case 'faq':
    case 'terms':
    case 'partnerTerms':
    case 'info':
    case 'event':
    case 'locterms':
    case 'orders':
      return { href: cameFrom(context.history, hrefOf(route)) ?? context.home, label: t.back };
    default:
      return null;
  }
}
