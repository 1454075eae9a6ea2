// One order of 주문내역: its restaurant and status, when it was placed and its number, the items,
// what was paid, and the ways on: its page and 재주문.
import { useId } from 'react';
import { formatWon } from '../../../domain/money.ts';
import { placedDateText } from '../../../domain/orders/placed-date.ts';
import type { HistoryEntryView } from '../../../domain/projections/history-view.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { buttonClass } from '../../ui/button.tsx';
import styles from './order-history.module.css';
import { orderPageRoute } from './order-page-route.ts';
import { ReorderButton } from './reorder-button.tsx';

export function HistoryEntry({ entry }: { readonly entry: HistoryEntryView }) {
  const id = useId();
  const titleId = `${id}-title`;
  const dateId = `${id}-date`;
  const items = entry.items.map((item) => `${item.name} × ${item.quantity}`).join(', ');
  return (
    <li>
      <article className={styles.entry} aria-labelledby={`${titleId} ${dateId}`}>
        <div className={styles.entryHead}>
          <h2 id={titleId} className={styles.restaurant}>
            {entry.restaurantName}
          </h2>
          {entry.statusText !== null && (
            <span className={styles.status} data-status={entry.status}>
              {entry.statusText}
            </span>
          )}
        </div>
        <p className={styles.meta}>
          <time id={dateId} dateTime={entry.placedAt}>
            {placedDateText(entry.placedAt) ?? entry.placedAt}
          </time>
          <span aria-hidden="true"> · </span>
          <span>주문번호 {entry.orderNumber}</span>
        </p>
        {items !== '' && <p className={styles.items}>{items}</p>}
        <p className={styles.total}>
          <span>결제금액</span>
          <strong>{formatWon(entry.total)}</strong>
        </p>
        <div className={styles.actions}>
          <RouteLink
            className={buttonClass('secondary')}
            to={orderPageRoute(entry.orderNumber)}
            aria-describedby={titleId}
          >
            주문 상세
          </RouteLink>
          <ReorderButton orderNumber={entry.orderNumber} describedBy={titleId} />
        </div>
      </article>
    </li>
  );
}
