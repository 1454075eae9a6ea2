// The reorder's question before the cart changes: what is different from the past order, one line
// each (a line dropped, a price now different, an amount cut), and whether to put it in the cart as
// it is today — replacing what the cart holds, when it holds anything. A sheet on a phone, as
// confirmations are (UI guide "Layout"); 취소, Escape or the backdrop leave everything as it was.
import { useId } from 'react';
import { questionParts } from '../../../domain/reorder/question-parts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ordersTexts } from './orders.texts.ts';
import styles from './reorder-question.module.css';

export function ReorderQuestion({
  message,
  onAnswer,
}: {
  /** The store's question (REORDER_CHANGES_CONFIRM and its kin), in the domain's words. */
  readonly message: string;
  readonly onAnswer: (yes: boolean) => void;
}) {
  const id = useId();
  const t = useTexts(ordersTexts);
  const { lead, changes, question } = questionParts(message);
  return (
    <Modal
      open
      role="alertdialog"
      title={lead ?? t.reorder}
      hideTitle={lead === null}
      describedBy={id}
      onClose={() => onAnswer(false)}
      footer={
        <>
          <Button tone="secondary" onClick={() => onAnswer(false)}>
            {t.cancel}
          </Button>
          <Button onClick={() => onAnswer(true)} autoFocus>
            {t.addToCart}
          </Button>
        </>
      }
    >
      {changes.length > 0 && (
        <ul className={styles.changes} aria-label={t.changes}>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      <p id={id} className={styles.question}>
        {question}
      </p>
    </Modal>
  );
}
