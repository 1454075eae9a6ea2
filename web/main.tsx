// Builds the store once (continuing the stored log, if any) and renders the app.
// No top-level await here: the stored log's decoder is a chunk that imports the boot chunk this
// module lives in, and a top-level await on it would wait for itself.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { browserStorage } from '../adapters/storage/browser-storage.ts';
import type { Event } from '../domain/events/events.ts';
import { hasPartnerEntry } from '../domain/shell/partner-arrival.ts';
import { App } from './app.tsx';
import { resetStoredStateWhenAsked } from './shell/reset-state.ts';
import { trackRouteTrail } from './shell/route-trail.ts';
import { createWebStore } from './store/web-store.ts';

async function start(root: HTMLElement): Promise<void> {
  resetStoredStateWhenAsked();
  // Read before the first screen: home with a query redirects to plain home at once.
  const entry = hasPartnerEntry(window.location.hash) ? window.location.hash : null;
  const storage = browserStorage();
  trackRouteTrail(storage);
  const log: readonly Event[] =
    storage.get('session', 'events') === null
      ? []
      : (await import('./store/stored-log.ts')).readStoredLog(storage);
  const store = createWebStore({ storage, log });
  // A transition: React renders the first screen in slices of a few milliseconds between which the
  // browser stays responsive, rather than in one long task (Lighthouse's blocking time at start).
  // index.html's painted brand shows meanwhile.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App store={store} entry={entry} />
      </StrictMode>,
    ),
  );
  // The command side (handlers, the HTTP gateway) is not part of the boot chunk, but every screen's
  // first read goes through its gateway: fetched now, beside the route's chunk, rather than after it
  // (one round trip fewer before the first data on a slow network).
  void store.preload().catch(() => undefined);
  // When the fonts come is itself a small chunk (its observers read buffered entries, so starting
  // after the first screen's script misses nothing): the boot chunk stays within its budget.
  void import('./styles/load-fonts-later.ts')
    .then((m) => m.loadFontsLater(() => void import('./styles/fonts.ts').catch(() => undefined)))
    .catch(() => undefined);
  // The expiry timer, in a chunk of its own: the first screen does not wait for it, and an expiry
  // waits for the command side anyway.
  void import('./store/keep-lifetimes.ts').then((m) => m.keepLifetimes(store));
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
void start(root);
