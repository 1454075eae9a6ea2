// Builds the store once (continuing the stored log, if any) and renders the app.
// No top-level await here: the stored log's decoder is a chunk that imports the boot chunk this
// module lives in, and a top-level await on it would wait for itself.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserStorage } from '../adapters/storage/browser-storage.ts';
import type { Event } from '../domain/events/events.ts';
import { App } from './app.tsx';
import { resetStoredStateWhenAsked } from './shell/reset-state.ts';
import { trackRouteTrail } from './shell/route-trail.ts';
import { createWebStore } from './store/web-store.ts';

async function start(root: HTMLElement): Promise<void> {
  resetStoredStateWhenAsked();
  trackRouteTrail();
  const storage = browserStorage();
  const log: readonly Event[] =
    storage.get('session', 'events') === null
      ? []
      : (await import('./store/stored-log.ts')).readStoredLog(storage);
  const store = createWebStore({ storage, log });
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  // The expiry timer, in a chunk of its own: the first screen does not wait for it, and an expiry
  // waits for the command side anyway.
  void import('./store/keep-lifetimes.ts').then((m) => m.keepLifetimes(store));
  // The command side (handlers, the HTTP gateway) arrives while the first screen is already showing.
  const preload = () => void store.preload().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 1500 });
  else setTimeout(preload, 300);
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
void start(root);
