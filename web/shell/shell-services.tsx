// What the shell does around every screen, in a chunk loaded after the first one is drawn: the page
// title per route, the service-status check after each view load (a popup when active with content,
// spec 001 §4 "Route changes"; 491 is data, read by the contract), the service info every hour and
// the loading spinner.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { pageTitle } from '../../domain/shell/page-title.ts';
import { serviceStatusPopup } from '../../domain/shell/service-status.ts';
import { showsLocationTooltip } from '../../domain/shell/tooltips.ts';
import { useDialogs } from '../dialogs/dialogs.tsx';
import { useLanguage } from '../i18n/language-store.ts';
import { useSession } from '../store/projections.ts';
import { useWebStore } from '../store/store-context.tsx';
import { AppBanner } from './app-banner.tsx';
import { LoadingSpinner } from './loading-spinner.tsx';
import { useAppLocation, useRoute } from './navigation.ts';
import { checkServiceInfoHourly } from './service-info.ts';

const LocationTooltip = lazy(() => import('./location-tooltip.tsx'));

/** The location tooltip's code only once a screen wants it. */
function LocationTooltipWhenWanted() {
  const route = useRoute();
  const { location } = useSession();
  if (!showsLocationTooltip(route.name, location !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LocationTooltip />
    </Suspense>
  );
}

function usePageTitle() {
  const route = useRoute();
  const { restaurantId, restaurantName } = useSession();
  const language = useLanguage();
  const name = route.name === 'restaurant' && restaurantId === route.restaurantId ? restaurantName : null;
  const title = pageTitle(route, name, language);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function useServiceStatus() {
  const [location] = useAppLocation();
  const { gateway } = useWebStore();
  const dialogs = useDialogs();
  // One popup at a time: a view loaded while it is open does not stack a second.
  const showing = useRef(false);
  useEffect(() => {
    if (location === '') return;
    let live = true;
    void gateway.serviceStatus().then(async (answer) => {
      const text = answer.ok ? serviceStatusPopup(answer.value) : null;
      if (!live || text === null || showing.current) return;
      showing.current = true;
      await dialogs.alert(text);
      showing.current = false;
    });
    return () => {
      live = false;
    };
  }, [location, gateway, dialogs]);
}

function useServiceInfo() {
  const { gateway } = useWebStore();
  useEffect(() => checkServiceInfoHourly(gateway), [gateway]);
}

export default function ShellServices() {
  usePageTitle();
  useServiceStatus();
  useServiceInfo();
  return (
    <>
      <AppBanner />
      <LocationTooltipWhenWanted />
      <LoadingSpinner />
    </>
  );
}
