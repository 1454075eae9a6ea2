// The error_stock popup: the server's message and each short line with what is left.
import type { ShortLine } from '../../../domain/checkout/stock-shortage.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './checkout.module.css';

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
  return (
    <Modal
      open={problem !== null}
      title="재고가 부족합니다"
      role="alertdialog"
      variant="center"
      onClose={onClose}
      footer={<Button onClick={onClose}>확인</Button>}
    >
      <p className={styles.notice}>{problem?.message}</p>
      <ul className={styles.shortLines}>
        {problem?.lines.map((line) => (
          <li key={line.name}>
            <span>{line.name}</span>
            <span>
              {line.left === 0 ? '품절' : `${line.left}개 남음`} (주문 {line.asked}개)
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
