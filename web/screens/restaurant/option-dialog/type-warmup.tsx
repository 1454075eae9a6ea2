// The option dialog's type, set off screen while the menu shows. The dialog's text sizes and weights
// (the 18 px bold title and total, the stepper's 20 px signs, the close button's 28 px ×) are the
// page's first: the browser readies each such font the first time it lays text out in it, and the
// first dialog of a page paid for all of them inside the tap that opened it (the second dialog
// opened in about a third of the first's time, bench/web-inp.ts). The same classes on the same
// words, laid out but never shown, have them ready before the tap. Hidden from everyone: not
// painted (visibility), outside the view, of no size to the page (contain), and not in the
// accessibility tree. The words are the dialog's in the customer's language; the title stays a
// Korean sample, as the dialog's title is a menu's name, Korean in either language.

import { useLocale, useTexts } from '../../../i18n/use-texts.ts';
import button from '../../../ui/button.module.css';
import modal from '../../../ui/modal.module.css';
import stepper from '../../../ui/stepper.module.css';
import styles from './option-dialog.module.css';
import { optionDialogTexts } from './option-dialog.texts.ts';
import warmup from './type-warmup.module.css';

export function OptionDialogTypeWarmup() {
  const t = useTexts(optionDialogTexts);
  const { won } = useLocale();
  return (
    <div className={warmup.warmup} aria-hidden="true" inert>
      <h2 className={modal.title}>주문표</h2>
      <span className={modal.close}>×</span>
      <p className={styles.price}>{won(0)}</p>
      <span className={styles.amountLabel}>{t.quantity}</span>
      <span className={stepper.step}>−+</span>
      <span className={stepper.value}>1</span>
      <div className={styles.totalRow}>
        <span>{t.total}</span>
        <strong className={styles.total}>{won(0)}</strong>
      </div>
      <span className={`${button.button} ${button.primary}`}>{t.add}</span>
    </div>
  );
}
