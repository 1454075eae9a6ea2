// An alert or a confirmation as a centred modal (dialogs.tsx keeps the queue and the answers).
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import styles from './dialogs.module.css';
import type { Popup } from './popup.ts';

export default function PopupDialog({ popup }: { readonly popup: Popup }) {
  return (
    <Modal
      open
      role="alertdialog"
      variant="center"
      title={popup.kind === 'confirm' ? '확인해주세요' : '알림'}
      hideTitle
      onClose={() => popup.answer(false)}
      footer={
        <>
          {popup.kind === 'confirm' && (
            <Button tone="secondary" onClick={() => popup.answer(false)}>
              {popup.no}
            </Button>
          )}
          <Button onClick={() => popup.answer(true)} autoFocus>
            {popup.yes}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{popup.text}</p>
    </Modal>
  );
}
