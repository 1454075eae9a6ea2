// Which screen module each route shows (the lazy imports of web/routes.tsx), for the build: index.html
// starts the first screen's chunk, its imports and its styles beside the boot chunk
// (web/boot/preload-first-screen.ts), rather than once the boot chunk has run and React has rendered.
// first-screen-files.test.ts checks that this table and routes.tsx's imports agree.
import type { Route } from '../../domain/routes/route-table.ts';

type RouteName = Route['name'];

/** The screen modules (paths under web/) a route's first render asks for; none for a redirect. */
export const SCREEN_MODULE_OF_ROUTE: Readonly<Record<RouteName, readonly string[]>> = {
  // Home loads its banners with it (home-screen.tsx's loadParts).
  home: [
    'screens/home/home-screen.tsx',
    'screens/home/home-banners.tsx',
    'screens/home/promotion-banners.tsx',
  ],
  location: ['screens/location/location-screen.tsx'],
  restaurants: ['screens/restaurant-list/restaurant-list-screen.tsx'],
  district: ['screens/restaurant-list/restaurant-list-screen.tsx'],
  category: ['screens/restaurant-list/restaurant-list-screen.tsx'],
  restaurant: ['screens/restaurant/restaurant-screen.tsx'],
  cart: ['screens/cart/cart-screen.tsx'],
  checkout: ['screens/checkout/checkout-screen.tsx'],
  thankyou: ['screens/thank-you/thank-you-screen.tsx'],
  orders: ['screens/orders/order-history-screen.tsx'],
  order: ['screens/order/order-screen.tsx'],
  login: ['screens/account/login-screen.tsx'],
  idinquiry: ['screens/account/id-inquiry-screen.tsx'],
  pwinquiry: ['screens/account/password-inquiry-screen.tsx'],
  withdraw: ['screens/account/withdraw-screen.tsx'],
  notices: ['screens/pages/pages-screen.tsx'],
  notice: ['screens/pages/pages-screen.tsx'],
  faq: ['screens/pages/pages-screen.tsx'],
  terms: ['screens/pages/pages-screen.tsx'],
  partnerTerms: ['screens/pages/pages-screen.tsx'],
  info: ['screens/pages/pages-screen.tsx'],
  event: ['screens/pages/pages-screen.tsx'],
  locterms: ['screens/pages/pages-screen.tsx'],
  download: ['screens/pages/pages-screen.tsx'],
  // Debug builds only; the preload is for the production build.
  dev: [],
  // Redirected before anything renders.
  join: [],
  notFound: [],
  smilepayNext: [],
};
