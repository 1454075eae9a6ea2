// What the service worker may answer from its own cache, read from the contract: the catalogue
// reads, the same answer for every customer and safe to show a moment old, are served
// stale-while-revalidate (the cached answer at once, the network's in the background; the browser
// revalidates that one with the gateway's ETag, so an unchanged list or menu comes back as a 304).
// Every other call goes to the network as if there were no service worker: nothing that holds a
// customer's cart, phone, coupon, login, payment or order is ever kept or answered from a cache.
import { defaultProfile, hostBase } from '../../adapters/http/profile.ts';
import { type CallName, calls } from '../../contract/calls.ts';

/** The calls served stale-while-revalidate: restaurant list, detail and menu, notices, FAQ. */
export const CATALOGUE_READS = [
  'restaurant.list',
  'restaurant.detail',
  'restaurant.menu',
  'content.notices',
  'content.faq',
] as const satisfies readonly CallName[];

/**
 * The call families that are the customer's own (cart, checkout, payment, SMS, coupon, login and
 * member, order and its progress, the cart's stock check): none may ever match a caching route.
 * Nothing here chooses that (no route is the default); the tests hold the routes to it.
 */
export const NETWORK_ONLY_FAMILIES = [
  'cart',
  'checkout',
  'payment',
  'sms',
  'coupon',
  'member',
  'order',
  'stock',
];

/** The catalogue answers' cache; its entries go oldest first past the count, and after a week. */
export const CATALOGUE_CACHE = { name: 'jumun-catalogue', maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The URLs of a call on the app's own origin (the default profile: every host under one origin),
 * with any query, as a pattern Workbox matches against a request's full URL. A path parameter is
 * one segment, so `/api/v2/restaurants/:id` is the detail and never the menu below it.
 */
export function callUrlPattern(name: CallName): RegExp {
  const call = calls[name];
  const path = `${hostBase(defaultProfile(''), call.host)}${call.pattern}`
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^https?:\\/\\/[^/]+${path}(?:\\?[^#]*)?$`);
}

/** Any catalogue read's URL: one route, so one expiration count over the catalogue's cache. */
export function catalogueUrlPattern(): RegExp {
  return new RegExp(CATALOGUE_READS.map((name) => `(?:${callUrlPattern(name).source})`).join('|'));
}
