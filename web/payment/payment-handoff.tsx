// What the checkout screen renders for the payment after SubmitOrder: nothing, or while the
// mobile-card popup is open, a dialog saying the payment continues there.
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import styles from './payment-handoff.module.css';
import { usePaymentHandoff } from './use-payment-handoff.ts';

export function PaymentHandoff() {
  const { popup } = usePaymentHandoff();
  if (popup === null) return null;
  return (
    <Modal
      open
      variant="center"
      role="alertdialog"
      title="결제 진행 중"
      describedBy="payment-handoff-text"
      onClose={() => popup.focus()}
      footer={<Button onClick={() => popup.focus()}>결제창 보기</Button>}
    >
      <p id="payment-handoff-text" className={styles.text}>
        열린 결제창에서 결제를 마쳐 주세요. 결제창을 닫으면 결제가 취소됩니다.
      </p>
    </Modal>
  );
}
