// One order of 주문내역: its restaurant and status, when it was placed and its number, the items,
// what was paid, and the ways on: its page and 재주문.
import { useId } from 'react';
import { placedDateText } from '../../../domain/orders/placed-date.ts';
import { statusCode } from '../../../domain/orders/status-label.ts';
import type { HistoryEntryView } from '../../../domain/projections/history-view.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { buttonClass } from '../../ui/button.tsx';
import styles from './order-history.module.css';
import { orderPageRoute } from './order-page-route.ts';
import { ordersTexts } from './orders.texts.ts';
import { ReorderButton } from './reorder-button.tsx';

export function HistoryEntry({ entry }: { readonly entry: HistoryEntryView }) {
  const id = useId();
  const t = useTexts(ordersTexts);
  const say = useMessages();
  const { language, won } = useLocale();
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
          {entry.status !== null && (
            <span className={styles.status} data-status={entry.status}>
              {say.message(statusCode(entry.status))}
            </span>
          )}
        </div>
        <p className={styles.meta}>
          <time id={dateId} dateTime={entry.placedAt}>
            {placedDateText(entry.placedAt, language) ?? entry.placedAt}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{t.orderNumber(entry.orderNumber)}</span>
        </p>
        {items !== '' && <p className={styles.items}>{items}</p>}
        <p className={styles.total}>
          <span>{t.paid}</span>
          <strong>{won(entry.total)}</strong>
        </p>
        <div className={styles.actions}>
          <RouteLink
            className={buttonClass('secondary')}
            to={orderPageRoute(entry.orderNumber)}
            aria-describedby={titleId}
          >
            {t.details}
          </RouteLink>
          <ReorderButton orderNumber={entry.orderNumber} describedBy={titleId} />
        </div>
      </article>
    </li>
  );
}
