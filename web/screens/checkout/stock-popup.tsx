// The error_stock popup: the server's message and each short line with what is left.
import type { ShortLine } from '../../../domain/checkout/stock-shortage.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';

export interface StockProblem {
  readonly message: string;
  readonly lines: readonly ShortLine[];
}

export function StockPopup({
  problem,
  onClose,
}: {
  readonly problem: StockProblem | null;
  readonly onClose: () => void;
}) {
  const t = useTexts(checkoutTexts);
  return (
    <Modal
      open={problem !== null}
      title={t.stockTitle}
      role="alertdialog"
      variant="center"
      onClose={onClose}
      footer={<Button onClick={onClose}>{t.confirm}</Button>}
    >
      <p className={styles.notice}>{problem?.message}</p>
      <ul className={styles.shortLines}>
        {problem?.lines.map((line) => (
          <li key={line.name}>
            <span>{line.name}</span>
            <span>
              {line.left === 0 ? t.soldOut : t.left(line.left)} {t.asked(line.asked)}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
