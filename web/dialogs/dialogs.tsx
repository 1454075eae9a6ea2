// The one place where the store's outcomes become what the customer sees: toasts (about 2 s,
// role="status", or role="alert" for refusals), alert popups with one button, and confirmations
// that answer yes or no.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import styles from './dialogs.module.css';

export const TOAST_MS = 2_000;

export interface Dialogs {
  /** A short note at the bottom; 'alert' for refusals (announced at once). */
  toast(text: string, tone?: 'status' | 'alert'): void;
  /** A popup with 확인; resolves when it is closed. */
  alert(text: string): Promise<void>;
  /** A question with 취소 / 확인; resolves true on 확인. */
  confirm(text: string, labels?: { readonly yes?: string; readonly no?: string }): Promise<boolean>;
}

interface Toast {
  readonly id: number;
  readonly text: string;
  readonly tone: 'status' | 'alert';
}

interface Popup {
  readonly kind: 'alert' | 'confirm';
  readonly text: string;
  readonly yes: string;
  readonly no: string;
  readonly answer: (yes: boolean) => void;
}

const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (dialogs === null) throw new Error('useDialogs outside <DialogsProvider>');
  return dialogs;
}

export function DialogsProvider({ children }: { readonly children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [popups, setPopups] = useState<readonly Popup[]>([]);
  const nextId = useRef(0);

  const toast = useCallback((text: string, tone: 'status' | 'alert' = 'status') => {
    const id = ++nextId.current;
    // The same text twice in a row is shown once.
    setToasts((list) => [...list.filter((t) => t.text !== text), { id, text, tone }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_MS);
  }, []);

  const ask = useCallback(
    (kind: Popup['kind'], text: string, yes: string, no: string) =>
      new Promise<boolean>((resolve) => {
        const popup: Popup = {
          kind,
          text,
          yes,
          no,
          answer: (answer) => {
            setPopups((list) => list.filter((p) => p !== popup));
            resolve(answer);
          },
        };
        setPopups((list) => [...list, popup]);
      }),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      toast,
      alert: async (text) => {
        await ask('alert', text, '확인', '');
      },
      confirm: (text, labels) => ask('confirm', text, labels?.yes ?? '확인', labels?.no ?? '취소'),
    }),
    [toast, ask],
  );

  const popup = popups[0];
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <div className={styles.toasts}>
        {toasts.map((t) => (
          <p key={t.id} role={t.tone} className={styles.toast}>
            {t.text}
          </p>
        ))}
      </div>
      {popup !== undefined && (
        <Modal
          key={popups.length}
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
      )}
    </DialogsContext.Provider>
  );
}
