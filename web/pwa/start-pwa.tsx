// The installed app's part of the page, started once the first screen has settled (web/main.tsx):
// the service worker's registration and the notices it leads to, in a React root of their own
// beside the app's (they read only the route and the network, no store).
import { createRoot } from 'react-dom/client';
import { PwaNotices } from './pwa-notices.tsx';
import { type ApplyUpdate, registerServiceWorker } from './service-worker.ts';

export function startPwa(): void {
  const host = document.createElement('div');
  host.id = 'app-notices';
  document.body.append(host);
  const root = createRoot(host);
  const render = (applyUpdate: ApplyUpdate | null) => root.render(<PwaNotices applyUpdate={applyUpdate} />);
  render(null);
  registerServiceWorker(render);
}
