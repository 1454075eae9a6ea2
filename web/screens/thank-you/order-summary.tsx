// The placed order as the gateway answers it (spec 000 §7 "Order info"): number, restaurant, items,
// amounts, payment, and the shortfall note (spec 000 §4 "computes the shortfall to the minimum order").
import { orderSummary } from '../../../domain/checkout/order-summary.ts';
import type { OrderInfo } from '../../../domain/ports/order-types.ts';
import { Price } from '../../ui/price.tsx';
import { paymentLabel } from './payment-labels.ts';
import styles from './thank-you.module.css';

export function OrderSummary({ order }: { readonly order: OrderInfo }) {
  const summary = orderSummary(order);
  return (
    <section className={styles.card} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.cardTitle}>
        {order.restaurant_name}
      </h2>
      <dl className={styles.facts}>
        <dt>주문번호</dt>
        <dd>{order.order_number}</dd>
        <dt>결제수단</dt>
        <dd>{paymentLabel(order.payment_method)}</dd>
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
      <dl className={styles.amounts}>
        <dt>주문금액</dt>
        <dd>
          <Price won={order.total_order_amount} />
        </dd>
        {summary.discount !== 0 && (
          <>
            <dt>할인</dt>
            <dd>
              <Price won={summary.discount} />
            </dd>
          </>
        )}
        <dt className={styles.total}>결제금액</dt>
        <dd className={styles.total}>
          <Price won={order.payment_amount} />
        </dd>
      </dl>
      {summary.shortfallNote !== null && <p className={styles.note}>{summary.shortfallNote}</p>}
    </section>
  );
}
