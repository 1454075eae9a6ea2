// The network message while the browser is offline; what was typed stays in the form and the store.
import { useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import styles from './checkout.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function OfflineNote() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const say = useMessages();
  return (
    <p className={styles.offline} role="status" hidden={online}>
      {online ? '' : say.message('NETWORK_ERROR')}
    </p>
  );
}
