// 주문내역: the items, the delivery fee, discounts and the coupon as negative lines, the shortfall to
// the minimum order, and the total — every amount from the cart and checkout projections.
import { formatWon } from '../../../domain/money.ts';
import type { DiscountKind } from '../../../domain/pricing/index.ts';
import { useCart, useCheckout } from '../../store/projections.ts';
import styles from './checkout.module.css';

const DISCOUNT_LABEL: Record<DiscountKind, string> = {
  restaurant_percent: '음식점 할인',
  additional_delivery: '추가 할인',
};

function optionText(options: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(options)
    .map(([group, names]) => `${group}: ${names.join(', ')}`)
    .join(' / ');
}

export function OrderSummary() {
  const cart = useCart();
  const checkout = useCheckout();
  return (
    <section className={styles.section} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        주문내역
      </h2>
      {cart.restaurantName !== null && <p className={styles.restaurant}>{cart.restaurantName}</p>}
      <ul className={styles.items}>
        {cart.items.map((line) => {
          const options = optionText(line.options);
          return (
            <li key={line.line} className={styles.item}>
              <div className={styles.itemHead}>
                <span>
                  {line.name} <span className={styles.amount}>× {line.amount}</span>
                </span>
                <span>{formatWon(line.lineTotal)}</span>
              </div>
              {options !== '' && <p className={styles.itemOptions}>{options}</p>}
            </li>
          );
        })}
      </ul>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>주문금액</dt>
          <dd>{formatWon(checkout.itemsTotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>배달요금</dt>
          <dd>{formatWon(checkout.deliveryFee)}</dd>
        </div>
        {checkout.discounts.map((discount) => (
          <div key={discount.kind} className={`${styles.row} ${styles.minus}`}>
            <dt>{DISCOUNT_LABEL[discount.kind]}</dt>
            <dd>{formatWon(discount.amount)}</dd>
          </div>
        ))}
        {checkout.coupon.status === 'verified' && (
          <div className={`${styles.row} ${styles.minus}`}>
            <dt>쿠폰 할인</dt>
            <dd>{formatWon(checkout.coupon.amount)}</dd>
          </div>
        )}
        {checkout.shortfall > 0 && (
          <div className={styles.row}>
            <dt>최소주문금액 부족분</dt>
            <dd>{formatWon(checkout.shortfall)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.total}>
        <span>총 결제금액</span>
        <strong>{formatWon(checkout.total)}</strong>
      </p>
    </section>
  );
}
