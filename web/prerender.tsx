// The build's prerender (scripts/build-web.mjs builds this for Node and writes what it returns into
// index.html): `/` as a first visit draws it, with the app's own components over a store with an
// empty log, so main.tsx hydrates it; and the shell around each skeleton that stands in for another
// route's first screen until the app renders it (web/boot/first-screen-choice.ts).
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { browserStorage } from '../adapters/storage/browser-storage.ts';
import { LANGUAGES, type Language } from '../domain/shell/language.ts';
import { App, ShellServices } from './app.tsx';
import type { FirstScreen } from './boot/first-screen-choice.ts';
import { DialogsProvider } from './dialogs/dialogs.tsx';
import { FixedLanguage } from './i18n/fixed-language.ts';
import { loadRouteScreen, RouteLoading } from './routes.tsx';
import { Header } from './shell/header.tsx';
import { useAppLocation } from './shell/navigation.ts';
import { SiteFooter } from './shell/site-footer.tsx';
import { StoreProvider } from './store/store-context.tsx';
import { createWebStore, type WebStore } from './store/web-store.ts';

/** A first visit's store: nothing stored (no window here, so the storage is the page's memory). */
function firstVisitStore(): WebStore {
  return createWebStore({ storage: browserStorage(), origin: 'http://prerender.invalid' });
}

/** The shell around a skeleton: the header and footer as `/` draws them, the route's place between. */
function SkeletonShell({ store, children }: { readonly store: WebStore; readonly children: ReactNode }) {
  return (
    <StoreProvider value={store}>
      <Router hook={useAppLocation}>
        <DialogsProvider>
          <Header />
          {children}
          <SiteFooter />
        </DialogsProvider>
      </Router>
    </StoreProvider>
  );
}

const SKELETONS: Readonly<Record<Exclude<FirstScreen, 'home'>, ReactNode>> = {
  restaurant: <RouteLoading screen="restaurant" />,
  screen: <RouteLoading screen="screen" />,
};

type FirstScreens = Readonly<Record<FirstScreen, string>>;

/** Home and the skeletons drawn in `language`, whatever the device would choose. */
function renderIn(language: Language): FirstScreens {
  const store = firstVisitStore();
  const home = renderToString(
    <StrictMode>
      <FixedLanguage value={language}>
        <App store={store} entry={null} />
      </FixedLanguage>
    </StrictMode>,
  );
  const skeleton = (screen: Exclude<FirstScreen, 'home'>) =>
    renderToString(
      <FixedLanguage value={language}>
        <SkeletonShell store={store}>{SKELETONS[screen]}</SkeletonShell>
      </FixedLanguage>,
    );
  return { home, restaurant: skeleton('restaurant'), screen: skeleton('screen') };
}

/** The first screens in every language the app speaks. */
export async function renderFirstScreens(): Promise<Readonly<Record<Language, FirstScreens>>> {
  // Loaded before rendering, as main.tsx does before hydrating: the same tree, drawn without suspending.
  await Promise.all([loadRouteScreen('home'), ShellServices.load()]);
  return Object.fromEntries(LANGUAGES.map((language) => [language, renderIn(language)])) as Record<
    Language,
    FirstScreens
  >;
}
