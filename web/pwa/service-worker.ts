// The service worker's registration (Workbox's window side) and the one moment a new build takes
// over: when the customer asks for it. A new worker waits (web/pwa/pwa-plugin.ts builds it without
// skipWaiting); this tab reloads only after the new one controls it, and only because its customer
// tapped 새로고침 — never by itself, and so never in the middle of an order.
import { Workbox } from 'workbox-window';
import { serviceWorkerScriptUrl } from '../security/script-urls.ts';

/** Makes the waiting build the page's, then reloads the page onto it. */
export type ApplyUpdate = () => void;

export function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(serviceWorkerScriptUrl(), { scope: './' });
  // Also fired at registration for a build that was already waiting from an earlier visit.
  workbox.addEventListener('waiting', () =>
    onUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.register().catch(() => undefined);
}
