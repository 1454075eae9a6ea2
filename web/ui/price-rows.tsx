// The price breakdown as a description list (the rows come from domain/pricing/price-rows.ts),
// labelled and priced in the customer's language whatever language the rows were made in.
import type { Won } from '../../domain/money.ts';
import { type PriceRow, priceRowLabel, totalLabel } from '../../domain/pricing/price-rows.ts';
import { useLocale } from '../i18n/use-texts.ts';
import styles from './price-rows.module.css';

export function PriceRows({ rows }: { readonly rows: readonly PriceRow[] }) {
  const { language, won } = useLocale();
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={row.minus ? `${styles.row} ${styles.minus}` : styles.row}>
          <dt>{priceRowLabel(row, language)}</dt>
          <dd>{won(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "총 결제금액 22,000원" ("Total ₩22,000") under the rows. */
export function PriceTotal({ total, className }: { readonly total: Won; readonly className?: string }) {
  const { language, won } = useLocale();
  return (
    <p className={className}>
      <span>{totalLabel(language)}</span>
      <strong>{won(total)}</strong>
    </p>
  );
}
