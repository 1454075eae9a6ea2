// Hash navigation that keeps the route's query inside the hash ('#/checkout/thankyou!!/?order_number=1'),
// as the route table reads it. wouter's own hash navigate moves a query into location.search, so the
// app goes through this one instead; wouter's useHashLocation still reads the location.
import { useHashLocation } from 'wouter/use-hash-location';
import { hrefOf } from '../../domain/routes/route-href.ts';
import { parseRoute, type Route } from '../../domain/routes/route-table.ts';

export function navigateTo(href: string, options: { readonly replace?: boolean } = {}): void {
  const path = href.replace(/^#/, '');
  const url = new URL(window.location.href);
  url.hash = path.startsWith('/') ? path : `/${path}`;
  if (url.href === window.location.href) return;
  const oldURL = window.location.href;
  window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

export function goTo(route: Route, options: { readonly replace?: boolean } = {}): void {
  navigateTo(hrefOf(route), options);
}

/** The hash location as wouter reads it, for its <Router hook>. */
export function useAppLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const [location] = useHashLocation();
  return [location, (to, options) => navigateTo(to, options)];
}

/** The current typed route (the dev screen's only in a debug build). */
export function useRoute(): Route {
  const [location] = useHashLocation();
  return parseRoute(location, { debug: __JUMUN_DEBUG__ });
}
