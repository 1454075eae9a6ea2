// The price breakdown of checkout and of a placed order in the customer's language: the rows of
// domain/pricing/price-rows.ts, named by their key, their amounts as the language writes money, and
// the total under them. Drawn as web/ui/price-rows.tsx draws them (its styles).
import type { Won } from '../../../domain/money.ts';
import type { PriceRow } from '../../../domain/pricing/price-rows.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import rowStyles from '../../ui/price-rows.module.css';
import { summaryTexts } from './checkout.texts.ts';

/** A row's name in the customer's language (an unnamed amount: a discount or a charge). */
function useRowLabel(): (row: PriceRow) => string {
  const t = useTexts(summaryTexts);
  return (row) => (row.key === 'other' ? (row.minus ? t.otherDiscount : t.other) : t[row.key]);
}

export function SummaryRows({ rows }: { readonly rows: readonly PriceRow[] }) {
  const label = useRowLabel();
  const { won } = useLocale();
  return (
    <dl className={rowStyles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={row.minus ? `${rowStyles.row} ${rowStyles.minus}` : rowStyles.row}>
          <dt>{label(row)}</dt>
          <dd>{won(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "총 결제금액 22,000원" under the rows. */
export function SummaryTotal({ total, className }: { readonly total: Won; readonly className?: string }) {
  const t = useTexts(summaryTexts);
  const { won } = useLocale();
  return (
    <p className={className}>
      <span>{t.total}</span>
      <strong>{won(total)}</strong>
    </p>
  );
}
