// The cart's lines: name, options, the line's price, −/+ (ChangeAmount) and remove (RemoveItem).
// The order (the disposable item last) is the projection's.
import { isValidAmount } from '../../../domain/cart/outcome.ts';
import type { CartLineView } from '../../../domain/projections/cart-view.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { Stepper } from '../../ui/stepper.tsx';
import styles from './cart.module.css';
import { cartTexts } from './cart.texts.ts';

function optionText(options: CartLineView['options']): string {
  return Object.entries(options)
    .map(([group, names]) => `${group}: ${names.join(', ')}`)
    .join(' / ');
}

export function CartLines({ lines }: { readonly lines: readonly CartLineView[] }) {
  const dispatch = useDispatch();
  const t = useTexts(cartTexts);
  const { won } = useLocale();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const options = optionText(line.options);
        return (
          <li key={line.line} className={styles.line}>
            <div className={styles.lineHead}>
              <span className={styles.lineName}>{line.name}</span>
              {!line.disposable && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t.remove(line.name)}
                  onClick={() => void dispatch({ type: 'RemoveItem', line: line.line })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </div>
            {options !== '' && <p className={styles.lineOptions}>{options}</p>}
            <div className={styles.lineFoot}>
              <span className={styles.linePrice}>{won(line.lineTotal)}</span>
              <Stepper
                size="small"
                value={line.amount}
                label={line.name}
                canDecrease={isValidAmount(line.amount - 1)}
                onChange={(amount) => void dispatch({ type: 'ChangeAmount', line: line.line, amount })}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
