// What the checkout screen renders for the payment after SubmitOrder: nothing, or while the
// mobile-card popup is open, a dialog saying the payment continues there.
import { useTexts } from '../i18n/use-texts.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { paymentTexts } from './payment.texts.ts';
import styles from './payment-handoff.module.css';
import { usePaymentHandoff } from './use-payment-handoff.ts';

export function PaymentHandoff() {
  const { popup } = usePaymentHandoff();
  const t = useTexts(paymentTexts);
  if (popup === null) return null;
  return (
    <Modal
      open
      variant="center"
      role="alertdialog"
      title={t.title}
      describedBy="payment-handoff-text"
      onClose={() => popup.focus()}
      footer={<Button onClick={() => popup.focus()}>{t.show}</Button>}
    >
      <p id="payment-handoff-text" className={styles.text}>
        {t.text}
      </p>
    </Modal>
  );
}
