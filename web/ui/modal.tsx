// A modal on the native <dialog> (showModal): the page behind is inert, focus stays inside and goes
// back where it was on close, Escape closes. On a phone it opens as a bottom sheet.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import styles from './modal.module.css';
import { uiTexts } from './ui.texts.ts';

export interface ModalProps {
  readonly open: boolean;
  /** The visible title; it labels the dialog. */
  readonly title: ReactNode;
  /** Hide the title visually (it still labels the dialog). */
  readonly hideTitle?: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Sticky bottom area (the add button, confirm buttons). */
  readonly footer?: ReactNode;
  /** alertdialog for confirmations and alerts. */
  readonly role?: 'dialog' | 'alertdialog';
  /** 'sheet' slides up from the bottom on a phone; 'center' stays centred (alerts, confirms). */
  readonly variant?: 'sheet' | 'center';
  readonly describedBy?: string;
  /**
   * Where focus goes on close, when the element that opened the dialog may be gone by then (a row of
   * a windowed list, drawn anew or not at all once scrolled away): found again by its identity.
   * Without it, focus goes back to the element that had it when the dialog opened.
   */
  readonly returnFocus?: () => void;
}

export function Modal(props: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTexts(uiTexts);
  const { open, onClose } = props;
  const returnFocus = useRef(props.returnFocus);
  returnFocus.current = props.returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        if (returnFocus.current !== undefined) returnFocus.current();
        else opener?.focus({ preventScroll: true });
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; Escape (onCancel) is the keyboard's way to close
    <dialog
      ref={ref}
      className={`${styles.dialog} ${props.variant === 'center' ? styles.center : styles.sheet}`}
      role={props.role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop (the dialog element itself, outside its box) closes it; the keyboard
      // closes it with Escape (onCancel).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={`${styles.box} ${props.hideTitle ? styles.untitled : ''}`}>
        <header className={props.hideTitle ? 'visually-hidden' : styles.header}>
          <h2 id={titleId} className={styles.title}>
            {props.title}
          </h2>
        </header>
        {props.variant !== 'center' && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <div className={styles.body}>{props.children}</div>
        {props.footer !== undefined && <footer className={styles.footer}>{props.footer}</footer>}
      </div>
    </dialog>
  );
}
