// The hash route table of both specs (spec 000 §2, spec 001 §2), parsed into a typed union.
// Match order: named pages first, then a numeric segment (restaurant), then a category; two or three
// segments are a named family, a restaurant with a menu, or a district list. Decisions:
// - '/location' and '/location/' open the location picker (spec 000 §2). Spec 001 says /location/
//   redirects to the default home; we follow 000, which owns the screen and redirects to it.
// - Segments are percent-decoded (/%EC%A0%84%EC%B2%B4/ is /전체/); a malformed escape is notFound.
// - Categories must be in the shell list; /{city}/{zipcode}/전체/ is read as the list without a slug.
// - menuId is the decoded segment as given; the restaurant screen matches it and shows
//   MENU_NOT_SERVED when nothing does (spec 000 §2). The dev screen is '/dev/', in debug mode only.
// - '/orders/' is 주문내역, jumun's extension (the specs stop at the thank-you page).
import { type Category, isCategory } from '../shell/categories.ts';
import {
  INFO_PAGES,
  type InfoPage,
  isZipcode,
  parseMenuId,
  parseRestaurantId,
  SIMPLE_PAGES,
  type SimplePage,
  type StaffLocation,
  staffLocation,
  TERMS_DOCS,
  type TermsDoc,
} from './route-params.ts';

export type { InfoPage, TermsDoc } from './route-params.ts';

export type Route =
  | { readonly name: 'home'; readonly reset: boolean; readonly hadQuery: boolean }
  | { readonly name: Exclude<SimplePage, 'checkout'> }
  | { readonly name: 'checkout'; readonly popup?: { readonly code: string; readonly message: string } }
  | { readonly name: 'thankyou'; readonly orderNumber?: string }
  /** jumun's extension: an order's page opened again (from 주문내역), its status followed. */
  | { readonly name: 'order'; readonly orderNumber: string }
  | { readonly name: 'event'; readonly eventId: string }
  | { readonly name: 'terms'; readonly doc: TermsDoc }
  | { readonly name: 'partnerTerms'; readonly restaurantId: number }
  | { readonly name: 'info'; readonly page: InfoPage }
  | { readonly name: 'notices' }
  | { readonly name: 'notice'; readonly noticeId: string }
  | { readonly name: 'faq'; readonly faqId?: string }
  | { readonly name: 'dev' }
  | { readonly name: 'smilepayNext'; readonly orderId: string }
  | {
      readonly name: 'restaurant';
      readonly restaurantId: number;
      readonly menuId?: string;
      readonly staffLocation?: StaffLocation;
    }
  | {
      readonly name: 'district';
      readonly city: string;
      readonly zipcode: string;
      readonly category?: Category;
    }
  | { readonly name: 'category'; readonly category: Category }
  | { readonly name: 'notFound'; readonly path: string };

export type RouteName = Route['name'];

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function decodeSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return null; // malformed percent escape
  }
}

function oneSegment(s: string, q: URLSearchParams, debug: boolean): Route | null {
  if (s === 'checkout') {
    const code = q.get('code');
    const message = q.get('message');
    return message ? { name: 'checkout', popup: { code: code ?? '', message } } : { name: 'checkout' };
  }
  if (includes(SIMPLE_PAGES, s)) return { name: s };
  if (s === 'notice') return { name: 'notices' };
  if (s === 'faq') return { name: 'faq' };
  if (s === 'dev') return debug ? { name: 'dev' } : null;
  if (includes(TERMS_DOCS, s)) return { name: 'terms', doc: s };
  if (includes(INFO_PAGES, s)) return { name: 'info', page: s };
  const restaurantId = parseRestaurantId(s);
  if (restaurantId !== null) {
    const staff = staffLocation(q);
    return staff
      ? { name: 'restaurant', restaurantId, staffLocation: staff }
      : { name: 'restaurant', restaurantId };
  }
  return isCategory(s) ? { name: 'category', category: s } : null;
}

const RESERVED_FIRST = new Set<string>([
  ...SIMPLE_PAGES,
  ...TERMS_DOCS,
  ...INFO_PAGES,
  'event',
  'partner',
  'notice',
  'faq',
  'dev',
  'smilepay',
  'orders',
]);

function district(city: string, zipcode: string, category?: string): Route | null {
  if (RESERVED_FIRST.has(city) || isCategory(city) || /^\d+$/.test(city) || !isZipcode(zipcode)) return null;
  if (category === undefined || category === '전체') return { name: 'district', city, zipcode };
  return isCategory(category) ? { name: 'district', city, zipcode, category } : null;
}

function twoSegments(a: string, b: string, q: URLSearchParams): Route | null {
  if (a === 'checkout' && b === 'thankyou!!') {
    const orderNumber = q.get('order_number');
    return orderNumber ? { name: 'thankyou', orderNumber } : { name: 'thankyou' };
  }
  if (a === 'orders') return { name: 'order', orderNumber: b };
  if (a === 'event') return { name: 'event', eventId: b };
  if (a === 'notice') return { name: 'notice', noticeId: b };
  if (a === 'faq') return { name: 'faq', faqId: b };
  if (a === 'partner') {
    const restaurantId = parseRestaurantId(b);
    return restaurantId === null ? null : { name: 'partnerTerms', restaurantId };
  }
  const restaurantId = parseRestaurantId(a);
  const menuId = parseMenuId(b);
  if (restaurantId !== null) return menuId === null ? null : { name: 'restaurant', restaurantId, menuId };
  return district(a, b);
}

/** The route of a location hash ('#/123/', '/서울/06236/치킨/', '#/checkout/thankyou!!/?order_number=7'). */
export function parseRoute(hash: string, options: { readonly debug?: boolean } = {}): Route {
  const bare = hash.replace(/^#!?/, '');
  const queryAt = bare.indexOf('?');
  const path = queryAt === -1 ? bare : bare.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : bare.slice(queryAt + 1));
  const segments = decodeSegments(path);
  const notFound: Route = { name: 'notFound', path };
  if (segments === null) return notFound;
  const [a, b, c] = segments;
  let route: Route | null = null;
  if (a === undefined) {
    route = { name: 'home', reset: query.has('reset'), hadQuery: [...query.keys()].length > 0 };
  } else if (b === undefined) {
    route = oneSegment(a, query, options.debug ?? false);
  } else if (c === undefined) {
    route = twoSegments(a, b, query);
  } else if (segments.length === 3) {
    route = a === 'smilepay' && b === 'next' ? { name: 'smilepayNext', orderId: c } : district(a, b, c);
  }
  return route ?? notFound;
}

/**
 * Where the shell sends a route instead of showing it, or null to show it: unknown paths and home
 * with a query go to the (mode's) home, /join/ goes to /login/ (spec 001 §2). /smilepay/next/{id}/ is
 * the gateway's target of the mobile-card form post (spec 000 §2), a page of the server: reached as a
 * route of this app it has nothing to show, so it goes home like an unknown path.
 */
export function routeRedirect(route: Route, home: string): string | null {
  if (route.name === 'notFound' || route.name === 'smilepayNext') return home;
  if (route.name === 'join') return '/login/';
  if (route.name === 'home' && (route.hadQuery || home !== '/')) return home;
  return null;
}
