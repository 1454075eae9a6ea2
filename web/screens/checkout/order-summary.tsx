// 주문내역: the items, the delivery fee, discounts and the coupon as negative lines, the shortfall to
// the minimum order, and the total — every amount from the cart and checkout projections.
import { priceRows } from '../../../domain/pricing/price-rows.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { useCart } from '../../store/projections.ts';
import { PriceRows, PriceTotal } from '../../ui/price-rows.tsx';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';

function optionText(options: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(options)
    .map(([group, names]) => `${group}: ${names.join(', ')}`)
    .join(' / ');
}

export function OrderSummary() {
  const cart = useCart();
  const checkout = useCheckout();
  const t = useTexts(checkoutTexts);
  const { won } = useLocale();
  return (
    <section className={styles.section} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        {t.summaryTitle}
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
                <span>{won(line.lineTotal)}</span>
              </div>
              {options !== '' && <p className={styles.itemOptions}>{options}</p>}
            </li>
          );
        })}
      </ul>
      <PriceRows rows={priceRows(checkout)} />
      <PriceTotal className={styles.total} total={checkout.total} />
    </section>
  );
}
