// The placed order as the gateway answers it (spec 000 §7 "Order info"): number, restaurant, items,
// the checkout's rows (주문금액, 배달요금, each discount) and 총 결제금액, the shortfall note (spec 000
// §4 "computes the shortfall to the minimum order"), then where it goes, the request and the
// payment — every value from domain/checkout/order-summary.ts.
import { orderSummary } from '../../../domain/checkout/order-summary.ts';
import type { OrderInfo } from '../../../domain/ports/order-types.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { PriceRows, PriceTotal } from '../../ui/price-rows.tsx';
import styles from './thank-you.module.css';
import { thankYouTexts } from './thank-you.texts.ts';

export function OrderSummary({ order }: { readonly order: OrderInfo }) {
  const { language, won } = useLocale();
  const t = useTexts(thankYouTexts);
  const summary = orderSummary(order, language);
  return (
    <>
      <section className={styles.card} aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className={styles.cardTitle}>
          {order.restaurant_name}
        </h2>
        <dl className={styles.facts}>
          <dt>{t.orderNumber}</dt>
          <dd>{order.order_number}</dd>
        </dl>
        <ul className={styles.lines} aria-label={t.orderedItems}>
          {summary.lines.map((line, i) => (
            // the gateway's lines have no id; their order is fixed
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className={styles.line}>
              <span>
                {line.name} <span className={styles.quantity}>× {line.quantity}</span>
              </span>
              <span>{won(line.amount)}</span>
            </li>
          ))}
        </ul>
        <PriceRows rows={summary.rows} />
        <PriceTotal className={styles.total} total={summary.total} />
        {summary.shortfallNote !== null && <p className={styles.note}>{summary.shortfallNote}</p>}
      </section>
      <section className={styles.card} aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className={styles.cardTitle}>
          {t.deliveryTitle}
        </h2>
        <dl className={styles.details}>
          {summary.address !== null && (
            <div>
              <dt>{t.address}</dt>
              <dd>{summary.address}</dd>
            </div>
          )}
          <div>
            <dt>{t.request}</dt>
            <dd>{summary.request === '' ? t.noRequest : summary.request}</dd>
          </div>
          <div>
            <dt>{t.payment}</dt>
            <dd>{summary.payment}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
