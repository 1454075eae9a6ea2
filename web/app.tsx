// The shell: the store and dialog providers, wouter on the hash location, the header and the route.
import { lazy, Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { DialogsProvider } from './dialogs/dialogs.tsx';
import { Routes } from './routes.tsx';
import { Header } from './shell/header.tsx';
import { IdleWatch } from './shell/idle-watch.tsx';
import { useAppLocation } from './shell/navigation.ts';
import { StoreProvider } from './store/store-context.tsx';
import type { WebStore } from './store/web-store.ts';

// Titles, the service-status popup and the spinner: a chunk of its own, fetched beside the first screen.
const ShellServices = lazy(() => import('./shell/shell-services.tsx'));

function ScrollToTopOnRoute() {
  const [location] = useAppLocation();
  const screen = location.split('?')[0];
  useEffect(() => {
    // A new screen starts at its top (the query part does not count as a new screen).
    if (screen !== undefined) window.scrollTo(0, 0);
  }, [screen]);
  return null;
}

export function App({ store }: { readonly store: WebStore }) {
  return (
    <StoreProvider value={store}>
      <Router hook={useAppLocation}>
        <DialogsProvider>
          <ScrollToTopOnRoute />
          <Header />
          <IdleWatch />
          <Suspense fallback={null}>
            <ShellServices />
          </Suspense>
          <Routes />
        </DialogsProvider>
      </Router>
    </StoreProvider>
  );
}
