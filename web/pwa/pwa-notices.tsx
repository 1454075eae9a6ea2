// When the installed app speaks for itself (app-notices.tsx says what): a new build waiting, offered
// except on checkout or the mobile-card payment's return (a reload there would drop the customer out
// of paying; it shows again once they leave), and on checkout without the network, that ordering
// needs it. The notices' chunk is fetched when one shows, and ahead on checkout, where the network
// may go.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { parseRoute, type Route } from '../../domain/routes/route-table.ts';
import type { ApplyUpdate } from './service-worker.ts';

const loadNotices = () => import('./app-notices.tsx');
const AppNotices = lazy(loadNotices);

/** The screens where the page must not be reloaded: the customer is ordering or paying there. */
const ORDERING_ROUTES: ReadonlySet<Route['name']> = new Set(['checkout', 'smilepayNext']);

const subscribeToRoute = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const routeName = () => parseRoute(window.location.hash).name;

const subscribeToNetwork = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const isOnline = () => navigator.onLine;

export function PwaNotices({ applyUpdate }: { readonly applyUpdate: ApplyUpdate | null }) {
  const route = useSyncExternalStore(subscribeToRoute, routeName);
  const online = useSyncExternalStore(subscribeToNetwork, isOnline);
  useEffect(() => {
    if (route === 'checkout') void loadNotices().catch(() => undefined);
  }, [route]);
  const offlineOnCheckout = !online && route === 'checkout';
  const update = ORDERING_ROUTES.has(route) ? null : applyUpdate;
  if (!offlineOnCheckout && update === null) return null;
  return (
    <Suspense fallback={null}>
      <AppNotices offlineOnCheckout={offlineOnCheckout} applyUpdate={update} />
    </Suspense>
  );
}
