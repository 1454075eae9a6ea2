// The one place where the store's outcomes become what the customer sees: toasts (about 2 s,
// role="status", or role="alert" for refusals), alert popups with one button, and confirmations
// that answer yes or no.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { whenPageLiveAgain } from '../ui/modal-layer.ts';
import styles from './dialogs.module.css';
import type { Popup } from './popup.ts';

// The popup (its modal and buttons) is a chunk of its own, fetched a moment after start: the boot
// chunk carries only what every first screen draws.
const loadPopup = () => import('./popup-dialog.tsx');
const PopupDialog = lazy(loadPopup);
if (typeof window !== 'undefined') setTimeout(() => void loadPopup().catch(() => undefined), 1_000);

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
    (kind: Popup['kind'], text: string, labels: { readonly yes?: string; readonly no?: string } = {}) =>
      new Promise<boolean>((resolve) => {
        const popup: Popup = {
          kind,
          text,
          ...labels,
          answer: (answer) => {
            // resolved once the page behind is live again, so the caller's next focus lands
            void whenPageLiveAgain().then(() => resolve(answer));
            setPopups((list) => list.filter((p) => p !== popup));
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
        await ask('alert', text);
      },
      confirm: (text, labels) => ask('confirm', text, labels),
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
        <Suspense fallback={null}>
          <PopupDialog key={popups.length} popup={popup} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}
