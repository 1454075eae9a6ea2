// The shell: the store and dialog providers, wouter on the hash location, the header, the route and
// the footer.
import { lazy, Suspense } from 'react';
import { Router } from 'wouter';
import { DialogsProvider } from './dialogs/dialogs.tsx';
import { CurrentRouteLoading, Routes } from './routes.tsx';
import { Header } from './shell/header.tsx';
import { IdleWatch } from './shell/idle-watch.tsx';
import { useAppLocation } from './shell/navigation.ts';
import { useScrollOnRoute } from './shell/scroll-memory.ts';
import { ScrollTop } from './shell/scroll-top.tsx';
import { SiteFooter } from './shell/site-footer.tsx';
import { StoreProvider } from './store/store-context.tsx';
import type { WebStore } from './store/web-store.ts';
import { lazyScreen } from './ui/lazy-screen.tsx';

// Titles, the service-status popup and the spinner: in the screen kit (web/vite.config.ts), loaded
// before the first render (main.tsx).
export const ShellServices = lazyScreen(() => import('./shell/shell-services.tsx'));
// A partner's entry: only loaded when the first URL carries one.
const PartnerArrival = lazy(() => import('./shell/partner-arrival.tsx'));

function ScrollOnRoute() {
  useScrollOnRoute();
  return null;
}

export interface AppProps {
  readonly store: WebStore;
  /** The first URL's hash when it carries a partner entry. */
  readonly entry?: string | null;
}

export function App({ store, entry = null }: AppProps) {
  return (
    <StoreProvider value={store}>
      <Router hook={useAppLocation}>
        <DialogsProvider>
          <ScrollOnRoute />
          <Header />
          <IdleWatch />
          <Suspense fallback={null}>{entry !== null && <PartnerArrival hash={entry} />}</Suspense>
          {/* One boundary: the screen shows with the shell's services, never before them, so home's
              app banner (a shell service) does not push an already painted screen down. Both are
              fetched from the start (web/boot/), so the screen waits for little. */}
          <Suspense fallback={<CurrentRouteLoading />}>
            <ShellServices />
            <Routes />
          </Suspense>
          <ScrollTop />
          <SiteFooter />
        </DialogsProvider>
      </Router>
    </StoreProvider>
  );
}
