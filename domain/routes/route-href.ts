// The other direction of the route table: the hash path of a typed route, so links and the store's
// navigation are built from one place (parseRoute(hrefOf(r)) gives r back; a property test checks).
// Segments are percent-encoded ('/%EC%B9%98%ED%82%A8/' for /치킨/), which parseRoute decodes.
import type { Route } from './route-table.ts';

const seg = (s: string | number) => encodeURIComponent(String(s));

function path(...segments: readonly (string | number)[]): string {
  return `/${segments.map(seg).join('/')}/`;
}

/** A number as plain decimal text (no exponent), as the route's query parsing reads it. */
function decimal(n: number): string {
  const text = String(n);
  return /e/i.test(text) ? n.toFixed(12).replace(/\.?0+$/, '') : text;
}

function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query === '' ? base : `${base}?${query}`;
}

/** The hash path of a route, without the leading '#'. */
export function hrefOf(route: Route): string {
  switch (route.name) {
    case 'home':
      return route.reset ? '/?reset' : '/';
    case 'checkout':
      return route.popup
        ? withQuery('/checkout/', { code: route.popup.code, message: route.popup.message })
        : '/checkout/';
    case 'thankyou':
      return route.orderNumber === undefined
        ? '/checkout/thankyou!!/'
        : withQuery('/checkout/thankyou!!/', { order_number: route.orderNumber });
    case 'order':
      return path('orders', route.orderNumber);
    case 'event':
      return path('event', route.eventId);
    case 'terms':
      return path(route.doc);
    case 'partnerTerms':
      return path('partner', route.restaurantId);
    case 'info':
      return path(route.page);
    case 'notices':
      return '/notice/';
    case 'notice':
      return path('notice', route.noticeId);
    case 'faq':
      return route.faqId === undefined ? '/faq/' : path('faq', route.faqId);
    case 'dev':
      return '/dev/';
    case 'smilepayNext':
      return path('smilepay', 'next', route.orderId);
    case 'restaurant': {
      const base =
        route.menuId === undefined ? path(route.restaurantId) : path(route.restaurantId, route.menuId);
      const staff = route.staffLocation;
      return staff === undefined
        ? base
        : withQuery(base, {
            lat: decimal(staff.point.lat),
            lng: decimal(staff.point.lng),
            zipcode: staff.zipcode,
            address: staff.address,
          });
    }
    case 'district':
      return route.category === undefined
        ? path(route.city, route.zipcode)
        : path(route.city, route.zipcode, route.category);
    case 'category':
      return path(route.category);
    case 'notFound':
      return route.path;
    case 'download':
    case 'location':
    case 'cart':
    case 'restaurants':
    case 'login':
    case 'join':
    case 'pwinquiry':
    case 'idinquiry':
    case 'locterms':
    case 'withdraw':
    case 'orders':
      return path(route.name);
    default: {
      const unreachable: never = route;
      return unreachable;
    }
  }
}

/** The routes the store's rules send the customer to, as hash paths. */
export const paths = {
  home: hrefOf({ name: 'home', reset: false, hadQuery: false }),
  restaurants: hrefOf({ name: 'restaurants' }),
  login: hrefOf({ name: 'login' }),
  location: hrefOf({ name: 'location' }),
  checkout: hrefOf({ name: 'checkout' }),
} as const;
