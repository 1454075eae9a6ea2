// An alert or a confirmation as a centred modal (dialogs.tsx keeps the queue and the answers).
import { useTexts } from '../i18n/use-texts.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import styles from './dialogs.module.css';
import { dialogTexts } from './dialogs.texts.ts';
import type { Popup } from './popup.ts';

export default function PopupDialog({ popup }: { readonly popup: Popup }) {
  const t = useTexts(dialogTexts);
  return (
    <Modal
      open
      role="alertdialog"
      variant="center"
      title={popup.kind === 'confirm' ? t.confirmTitle : t.alertTitle}
      hideTitle
      onClose={() => popup.answer(false)}
      footer={
        <>
          {popup.kind === 'confirm' && (
            <Button tone="secondary" onClick={() => popup.answer(false)}>
              {popup.no ?? t.cancel}
            </Button>
          )}
          <Button onClick={() => popup.answer(true)} autoFocus>
            {popup.yes ?? t.ok}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{popup.text}</p>
    </Modal>
  );
}
