// The placed order as the gateway answers it (spec 000 §7 "Order info"): number, restaurant, items,
// the checkout's rows (주문금액, 배달요금, each discount) and 총 결제금액, the shortfall note (spec 000
// §4 "computes the shortfall to the minimum order"), then where it goes, the request and the
// payment — every value from domain/checkout/order-summary.ts.
import { orderSummary } from '../../../domain/checkout/order-summary.ts';
import { formatWon } from '../../../domain/money.ts';
import type { OrderInfo } from '../../../domain/ports/order-types.ts';
import { TOTAL_LABEL } from '../../../domain/pricing/price-rows.ts';
import { Price } from '../../ui/price.tsx';
import { PriceRows } from '../../ui/price-rows.tsx';
import styles from './thank-you.module.css';

export function OrderSummary({ order }: { readonly order: OrderInfo }) {
  const summary = orderSummary(order);
  return (
    <>
      <section className={styles.card} aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className={styles.cardTitle}>
          {order.restaurant_name}
        </h2>
        <dl className={styles.facts}>
          <dt>주문번호</dt>
          <dd>{order.order_number}</dd>
        </dl>
        <ul className={styles.lines} aria-label="주문 메뉴">
          {summary.lines.map((line, i) => (
            // the gateway's lines have no id; their order is fixed
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className={styles.line}>
              <span>
                {line.name} <span className={styles.quantity}>× {line.quantity}</span>
              </span>
              <Price won={line.amount} />
            </li>
          ))}
        </ul>
        <PriceRows rows={summary.rows} />
        <p className={styles.total}>
          <span>{TOTAL_LABEL}</span>
          <strong>{formatWon(summary.total)}</strong>
        </p>
        {summary.shortfallNote !== null && <p className={styles.note}>{summary.shortfallNote}</p>}
      </section>
      <section className={styles.card} aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className={styles.cardTitle}>
          배달 정보
        </h2>
        <dl className={styles.details}>
          {summary.address !== null && (
            <div>
              <dt>배달 주소</dt>
              <dd>{summary.address}</dd>
            </div>
          )}
          <div>
            <dt>요청사항</dt>
            <dd>{summary.request === '' ? '없음' : summary.request}</dd>
          </div>
          <div>
            <dt>결제수단</dt>
            <dd>{summary.payment}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
