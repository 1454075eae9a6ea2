// Builds the store once (continuing the stored log, if any) and renders the app.
// No top-level await here: the stored log's decoder is a chunk that imports the boot chunk this
// module lives in, and a top-level await on it would wait for itself.
import './styles/global.css';
import { StrictMode } from 'react';
import { browserStorage } from '../adapters/storage/browser-storage.ts';
import { parseRoute } from '../domain/routes/route-table.ts';
import { hasPartnerEntry } from '../domain/shell/partner-arrival.ts';
import { App, ShellServices } from './app.tsx';
import { FirstFrame, firstFramePainted } from './boot/first-frame.tsx';
import { hydratesPrerenderedHome, mountApp } from './boot/mount-app.ts';
import { whenFirstScreenSettled } from './boot/when-first-screen-settled.ts';
import { getLanguage } from './i18n/language-store.ts';
import { handsBackToOpener } from './payment/popup-return.ts';
import { loadRouteScreen } from './routes.tsx';
import { resetStoredStateWhenAsked } from './shell/reset-state.ts';
import { trackRouteTrail } from './shell/route-trail.ts';
import { trackListScroll } from './shell/scroll-memory.ts';
import { shellTexts } from './shell/shell.texts.ts';
import { keepLifetimes } from './store/keep-lifetimes.ts';
import { createWebStore } from './store/web-store.ts';

/** On a slow network the header and the screen's placeholder show after this, the screen when it comes. */
const FIRST_SCREEN_WAIT_MS = 1500;

async function start(root: HTMLElement): Promise<void> {
  resetStoredStateWhenAsked();
  // Read before the first screen: home with a query redirects to plain home at once.
  const entry = hasPartnerEntry(window.location.hash) ? window.location.hash : null;
  const storage = browserStorage();
  trackRouteTrail(storage);
  trackListScroll();
  const session =
    storage.get('session', 'events') === null
      ? undefined
      : (await import('./store/stored-log.ts')).readStoredSession(storage);
  // Home's reads (the shell's status and info, its banners) are not what home draws first, so they
  // wait for its first frame; a page whose content is its read (FAQ, notices, terms) reads at once.
  const firstRoute = parseRoute(window.location.hash).name;
  const store = createWebStore({
    storage,
    session,
    ...(firstRoute === 'home' ? { readsAfter: firstFramePainted() } : {}),
  });
  // The first screen's reads' code (the shell's status and info, home's banners) at once, beside the
  // route's chunk; the reads themselves once the app's first frame has painted (boot/first-frame.tsx). The command side (handlers, the HTTP gateway for every other call) as soon as a
  // screen asks it (a restaurant's menu, checkout: their chunks import it, and index.html's
  // first-screen preload starts it for such a route's entry); else, with the lists' screen home's
  // categories lead to, once the first screen has settled or at the first tap or key, whichever
  // comes first: not beside the first screen's files, and in before the tap that needs them (their
  // files already fetched, on home, once its reads answered and the page was idle: the first-screen
  // preload, web/boot/preload-first-screen.ts).
  void store.preloadReads().catch(() => undefined);
  whenFirstScreenSettled(() => {
    void store.preload().catch(() => undefined);
    void loadRouteScreen('category').catch(() => undefined);
  });
  // The first screen's code and the shell's services (their files already on the way, preloaded by
  // web/boot/) are in before the first render: the screen is drawn at once rather than its loading
  // placeholder first and the screen after React's fallback throttle. A failed load renders anyway
  // (the route's boundary shows it); a slow one is waited for at most FIRST_SCREEN_WAIT_MS.
  await Promise.race([
    Promise.all([loadRouteScreen(firstRoute), ShellServices.load()]).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  // Hydrates index.html's prerendered home, or renders over the skeleton it shows meanwhile.
  mountApp(
    root,
    <StrictMode>
      <App store={store} entry={entry} />
      <FirstFrame hydrated={hydratesPrerenderedHome(root, storage)} />
    </StrictMode>,
    storage,
  );
  // When the fonts come (its observers read buffered entries, so starting after the first render
  // misses nothing) and the expiry timer: a few hundred bytes each, in the boot chunk rather than two
  // more requests beside the first screen's reads.
  whenFirstScreenSettled(() => void import('./styles/fonts.ts').catch(() => undefined));
  keepLifetimes(store);
  // The service worker and its notices (web/pwa/) once the first screen has settled, as the fonts.
  if (import.meta.env.PROD)
    whenFirstScreenSettled(
      () => void import('./pwa/start-pwa.tsx').then((p) => p.startPwa()).catch(() => undefined),
    );
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
if (handsBackToOpener(window)) {
  // the provider's popup back on the app: the window that opened it reads this address and closes it
  root.textContent = shellTexts[getLanguage()].paymentHandBack;
} else void start(root);
