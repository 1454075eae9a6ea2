// What the installed app says for itself, over whatever screen is open: a new build waiting (with
// 새로고침, which reloads onto it) and, on checkout, that ordering needs the network. When each shows
// is pwa-notices.tsx's; this chunk (with the message catalogue) loads only once one does.
import { useMessages } from '../i18n/use-messages.ts';
import { Button } from '../ui/button.tsx';
import styles from './app-notices.module.css';
import type { ApplyUpdate } from './service-worker.ts';

export interface AppNoticesProps {
  readonly offlineOnCheckout: boolean;
  /** The waiting build's reload, when it may be offered here. */
  readonly applyUpdate: ApplyUpdate | null;
}

export default function AppNotices({ offlineOnCheckout, applyUpdate }: AppNoticesProps) {
  const say = useMessages();
  return (
    <div className={styles.notices}>
      {offlineOnCheckout && (
        <p role="alert" className={styles.offline}>
          {say.message('CHECKOUT_NEEDS_NETWORK')}
        </p>
      )}
      {applyUpdate !== null && (
        <div role="status" className={styles.update}>
          <p>{say.message('APP_UPDATE_READY')}</p>
          <Button size="small" onClick={applyUpdate}>
            {say.message('APP_UPDATE_RELOAD')}
          </Button>
        </div>
      )}
    </div>
  );
}
