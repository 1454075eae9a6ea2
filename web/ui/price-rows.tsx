// The price breakdown as a description list (the rows come from domain/pricing/price-rows.ts).

import { formatWon } from '../../domain/money.ts';
import type { PriceRow } from '../../domain/pricing/price-rows.ts';
import styles from './price-rows.module.css';

export function PriceRows({ rows }: { readonly rows: readonly PriceRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={row.minus ? `${styles.row} ${styles.minus}` : styles.row}>
          <dt>{row.label}</dt>
          <dd>{formatWon(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
