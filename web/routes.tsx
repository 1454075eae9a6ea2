// The router: one switch over the typed route of domain/routes (the only route table). Each screen
// family is its own lazily loaded chunk; routes later parts build show the placeholder page.
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { routeRedirect } from '../domain/routes/route-table.ts';
import { homePath } from '../domain/shell/partner-entry.ts';
import { PARTNER_MODE_KEY, readPartnerMode } from '../domain/shell/partner-session.ts';
import { PlaceholderScreen } from './screens/placeholder/placeholder-screen.tsx';
import { navigateTo, useRoute } from './shell/navigation.ts';
import { useWebStore } from './store/store-context.tsx';
import { Loading, Skeleton } from './ui/skeleton.tsx';

const HomeScreen = lazy(() => import('./screens/home/home-screen.tsx'));
const LocationScreen = lazy(() => import('./screens/location/location-screen.tsx'));
const RestaurantListScreen = lazy(() => import('./screens/restaurant-list/restaurant-list-screen.tsx'));
const RestaurantScreen = lazy(() => import('./screens/restaurant/restaurant-screen.tsx'));
const CartScreen = lazy(() => import('./screens/cart/cart-screen.tsx'));
const CheckoutScreen = lazy(() => import('./screens/checkout/checkout-screen.tsx'));
const ThankYouScreen = lazy(() => import('./screens/thank-you/thank-you-screen.tsx'));

function ScreenLoading() {
  return (
    <div className="page">
      <Loading label="화면을 불러오는 중입니다">
        <Skeleton height="24px" width="40%" />
        <Skeleton height="96px" />
        <Skeleton height="96px" />
      </Loading>
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
    default:
      screen = <PlaceholderScreen route={route} />;
  }
  return <Suspense fallback={<ScreenLoading />}>{screen}</Suspense>;
}
