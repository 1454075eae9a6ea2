// The router: one switch over the typed route of domain/routes (the only route table). Each screen
// family is its own lazily loaded chunk.
import { type ReactNode, Suspense, useEffect } from 'react';
import { type RouteName, routeRedirect } from '../domain/routes/route-table.ts';
import { homePath } from '../domain/shell/partner-entry.ts';
import { PARTNER_MODE_KEY, readPartnerMode } from '../domain/shell/partner-session.ts';
import { useTexts } from './i18n/use-texts.ts';
import { PageSkeleton } from './screens/restaurant/page-skeleton.tsx';
import { navigateTo, useRoute } from './shell/navigation.ts';
import { shellTexts } from './shell/shell.texts.ts';
import { useWebStore } from './store/store-context.tsx';
import { type LazyScreen, lazyScreen } from './ui/lazy-screen.tsx';
import { Loading, Skeleton } from './ui/skeleton.tsx';

const HomeScreen = lazyScreen(() => import('./screens/home/home-screen.tsx'));
const LocationScreen = lazyScreen(() => import('./screens/location/location-screen.tsx'));
const RestaurantListScreen = lazyScreen(() => import('./screens/restaurant-list/restaurant-list-screen.tsx'));
const RestaurantScreen = lazyScreen(() => import('./screens/restaurant/restaurant-screen.tsx'));
const CartScreen = lazyScreen(() => import('./screens/cart/cart-screen.tsx'));
const CheckoutScreen = lazyScreen(() => import('./screens/checkout/checkout-screen.tsx'));
const ThankYouScreen = lazyScreen(() => import('./screens/thank-you/thank-you-screen.tsx'));
const OrderHistoryScreen = lazyScreen(() => import('./screens/orders/order-history-screen.tsx'));
const OrderScreen = lazyScreen(() => import('./screens/order/order-screen.tsx'));
// notices, FAQ, terms, information pages, event, location terms, download: one chunk
const PagesScreen = lazyScreen(() => import('./screens/pages/pages-screen.tsx'));
// Debug builds only: elsewhere the flag is the constant false, and the import and its chunk go.
const DevScreen = __JUMUN_DEBUG__ ? lazyScreen(() => import('./screens/dev/dev-screen.tsx')) : null;
const LoginScreen = lazyScreen(() => import('./screens/account/login-screen.tsx'));
const IdInquiryScreen = lazyScreen(() => import('./screens/account/id-inquiry-screen.tsx'));
const PasswordInquiryScreen = lazyScreen(() => import('./screens/account/password-inquiry-screen.tsx'));
const WithdrawScreen = lazyScreen(() => import('./screens/account/withdraw-screen.tsx'));

/** Each route's screen, for loading it ahead (main.tsx): null for a route that only redirects. */
const SCREENS: Readonly<Record<RouteName, Pick<LazyScreen<never>, 'load'> | null>> = {
  home: HomeScreen,
  location: LocationScreen,
  restaurants: RestaurantListScreen,
  district: RestaurantListScreen,
  category: RestaurantListScreen,
  restaurant: RestaurantScreen,
  cart: CartScreen,
  checkout: CheckoutScreen,
  thankyou: ThankYouScreen,
  orders: OrderHistoryScreen,
  order: OrderScreen,
  login: LoginScreen,
  idinquiry: IdInquiryScreen,
  pwinquiry: PasswordInquiryScreen,
  withdraw: WithdrawScreen,
  notices: PagesScreen,
  notice: PagesScreen,
  faq: PagesScreen,
  terms: PagesScreen,
  partnerTerms: PagesScreen,
  info: PagesScreen,
  event: PagesScreen,
  locterms: PagesScreen,
  download: PagesScreen,
  dev: DevScreen,
  join: null,
  notFound: null,
  smilepayNext: null,
};

/** Loads the code of the screen a route shows (nothing for a route that only redirects). */
export function loadRouteScreen(name: RouteName): Promise<void> {
  return SCREENS[name]?.load() ?? Promise.resolve();
}

/**
 * The route's place while what it shows loads: a screen's height, so nothing after it moves. Also
 * what index.html shows before the app runs on an entry other than a first visit's home
 * (web/prerender.tsx), so the skeleton is the same before and after the app starts.
 */
export function RouteLoading({ screen }: { readonly screen: LoadingScreen }) {
  return (
    <div className="route-area">
      <ScreenLoading screen={screen} />
    </div>
  );
}

/** The route's place while the shell's services load (App's boundary): the current route's skeleton. */
export function CurrentRouteLoading() {
  return <RouteLoading screen={loadingScreenOf(useRoute().name)} />;
}

/** A restaurant's page has a skeleton of its own; every other screen the same placeholder. */
type LoadingScreen = 'restaurant' | 'screen';

const loadingScreenOf = (name: RouteName): LoadingScreen => (name === 'restaurant' ? 'restaurant' : 'screen');

function ScreenLoading({ screen }: { readonly screen: LoadingScreen }) {
  const t = useTexts(shellTexts);
  return (
    <div className="page">
      {screen === 'restaurant' ? (
        <PageSkeleton />
      ) : (
        <Loading label={t.screenLoading}>
          <Skeleton height="24px" width="40%" />
          <Skeleton height="96px" />
          <Skeleton height="96px" />
        </Loading>
      )}
    </div>
  );
}

export function Routes() {
  const route = useRoute();
  const { storage } = useWebStore();
  // The embedded partner app's home is /전체/ (spec 001 §2).
  const home = homePath(readPartnerMode(storage.get(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key)));
  const redirect = routeRedirect(route, home);
  useEffect(() => {
    if (redirect !== null) navigateTo(redirect, { replace: true });
  }, [redirect]);
  if (redirect !== null) return null;

  let screen: ReactNode;
  switch (route.name) {
    case 'home':
      screen = <HomeScreen />;
      break;
    case 'location':
      screen = <LocationScreen />;
      break;
    case 'restaurants':
    case 'district':
    case 'category':
      screen = <RestaurantListScreen route={route} />;
      break;
    case 'restaurant':
      screen = <RestaurantScreen key={route.restaurantId} route={route} />;
      break;
    case 'cart':
      screen = <CartScreen />;
      break;
    case 'checkout':
      screen = <CheckoutScreen route={route} />;
      break;
    case 'thankyou':
      screen = <ThankYouScreen route={route} />;
      break;
    case 'orders':
      screen = <OrderHistoryScreen />;
      break;
    case 'order':
      screen = <OrderScreen route={route} />;
      break;
    case 'login':
      screen = <LoginScreen />;
      break;
    case 'idinquiry':
      screen = <IdInquiryScreen />;
      break;
    case 'pwinquiry':
      screen = <PasswordInquiryScreen />;
      break;
    case 'withdraw':
      screen = <WithdrawScreen />;
      break;
    case 'notices':
    case 'notice':
    case 'faq':
    case 'terms':
    case 'partnerTerms':
    case 'info':
    case 'event':
    case 'locterms':
    case 'download':
      screen = <PagesScreen route={route} />;
      break;
    case 'dev':
      screen = DevScreen === null ? null : <DevScreen />;
      break;
    case 'join':
    case 'notFound':
    case 'smilepayNext':
      // routeRedirect sends these elsewhere before they render
      return null;
  }
  // At least a screen's height (global.css .route-area): the quick scroll-to-top row after it starts
  // below the fold and stays there while the screen loads, rather than being pushed down through the
  // view as the loading placeholder and then the screen grow (the layout shift of every first load).
  return (
    <div className="route-area">
      <Suspense fallback={<ScreenLoading screen={loadingScreenOf(route.name)} />}>{screen}</Suspense>
    </div>
  );
}
