// /orders/ (주문내역, jumun's extension): this device's orders — a guest's are nowhere else — and a
// member's as far as paged, one list, the newest first (domain/projections/history-view.ts), each
// with its restaurant, status, date, items and total, its page and 재주문. A member's further pages
// come on 더보기. A login or a logout reads the list again: whose history it is changed.

import { loginHref } from '../../../domain/account/login-href.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { ALL_CATEGORY } from '../../../domain/shell/categories.ts';
import { categoryRoute } from '../../../domain/shell/category-route.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { useHistory } from '../../store/history-projection.ts';
import { useSession } from '../../store/projections.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { RetryBanner } from '../../ui/retry-banner.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { HistoryEntry } from './history-entry.tsx';
import styles from './order-history.module.css';
import { ordersTexts } from './orders.texts.ts';
import { useHistoryPages } from './use-history-pages.ts';

function OrderHistory({ loggedIn }: { readonly loggedIn: boolean }) {
  const history = useHistory();
  const { location } = useSession();
  const { read, load } = useHistoryPages();
  const t = useTexts(ordersTexts);
  const say = useMessages();
  const first = read.page === 1;
  const { orders } = history;
  return (
    <>
      {!loggedIn && (
        <p className={styles.guestNote}>
          {t.guestNote} <a href={`#${loginHref(hrefOf({ name: 'orders' }))}`}>{t.logIn}</a>
        </p>
      )}
      {orders.length === 0 && first && read.status === 'loading' && (
        <Loading label={t.loading}>
          <Skeleton height="168px" radius="12px" />
          <Skeleton height="168px" radius="12px" />
        </Loading>
      )}
      {orders.length === 0 && read.status === 'read' && (
        <div className={styles.empty}>
          <p>{say.message('ORDER_HISTORY_EMPTY')}</p>
          <RouteLink className={buttonClass('primary')} to={categoryRoute(ALL_CATEGORY, location)}>
            {t.browse}
          </RouteLink>
        </div>
      )}
      {orders.length > 0 && (
        <ul className={styles.list} aria-label={t.list}>
          {orders.map((entry) => (
            <HistoryEntry key={entry.orderNumber} entry={entry} />
          ))}
        </ul>
      )}
      {read.status === 'failed' && <RetryBanner message={read.message} onRetry={() => load(read.page)} />}
      {history.more && read.status !== 'failed' && (
        <div className={styles.more}>
          <Button
            tone="secondary"
            aria-busy={read.status === 'loading'}
            disabled={read.status === 'loading'}
            onClick={() => load(history.page + 1)}
          >
            {read.status === 'loading' ? t.loadingMore : t.more}
          </Button>
        </div>
      )}
    </>
  );
}

export default function OrderHistoryScreen() {
  const { loggedIn } = useSession();
  const t = useTexts(ordersTexts);
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.title}</h1>
      <OrderHistory key={loggedIn ? 'member' : 'guest'} loggedIn={loggedIn} />
    </main>
  );
}
