// What the installed app says for itself, over whatever screen is open: a new build waiting (with
// 새로고침, which reloads onto it) and, on checkout, that ordering needs the network. When each shows
// is pwa-notices.tsx's; this chunk (with the message catalogue) loads only once one does.
import { formatMessage } from '../../domain/messages.ts';
import { Button } from '../ui/button.tsx';
import styles from './app-notices.module.css';
import type { ApplyUpdate } from './service-worker.ts';

export interface AppNoticesProps {
  readonly offlineOnCheckout: boolean;
  /** The waiting build's reload, when it may be offered here. */
  readonly applyUpdate: ApplyUpdate | null;
}

export default function AppNotices({ offlineOnCheckout, applyUpdate }: AppNoticesProps) {
  return (
    <div className={styles.notices}>
      {offlineOnCheckout && (
        <p role="alert" className={styles.offline}>
          {formatMessage('CHECKOUT_NEEDS_NETWORK')}
        </p>
      )}
      {applyUpdate !== null && (
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
