// What the installed app says for itself, over whatever screen is open: a new build waiting (with
// 새로고침, which reloads onto it) and, on checkout, that ordering needs the network. The update is
// not offered on checkout or the mobile-card payment's return: a reload there would drop the
// customer out of paying; it shows again once they leave.
import { useSyncExternalStore } from 'react';
import { formatMessage } from '../../domain/messages.ts';
import { parseRoute, type Route } from '../../domain/routes/route-table.ts';
import { Button } from '../ui/button.tsx';
import styles from './app-notices.module.css';
import type { ApplyUpdate } from './service-worker.ts';

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

export function AppNotices({ applyUpdate }: { readonly applyUpdate: ApplyUpdate | null }) {
  const route = useSyncExternalStore(subscribeToRoute, routeName);
  const online = useSyncExternalStore(subscribeToNetwork, isOnline);
  const ordering = ORDERING_ROUTES.has(route);
  return (
    <div className={styles.notices}>
      {!online && route === 'checkout' && (
        <p role="alert" className={styles.offline}>
          {formatMessage('CHECKOUT_NEEDS_NETWORK')}
        </p>
      )}
      {applyUpdate !== null && !ordering && (
        <div role="status" className={styles.update}>
          <p>{formatMessage('APP_UPDATE_READY')}</p>
          <Button size="small" onClick={applyUpdate}>
            {formatMessage('APP_UPDATE_RELOAD')}
          </Button>
        </div>
      )}
    </div>
  );
}
