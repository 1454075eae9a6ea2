// A modal dialog: an open <dialog> on a backdrop of its own, above the page (a portal into <body>),
// aria-modal, with the page behind inert; focus moves in and stays inside
// (web/ui/modal-layer.ts) and goes back where it was on close; Escape and the backdrop close it; the
// page behind does not scroll under it. Not showModal: its top layer and inert page restyled the
// whole page when a dialog opened and again when it closed, and the focus return forced that style
// and layout inside the tap (30-40 ms at 4× CPU on the 1,000-item menu). On a phone it opens as a
// bottom sheet.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTexts } from '../i18n/use-texts.ts';
import styles from './modal.module.css';
import { focusInto, holdModal } from './modal-layer.ts';
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
  const layer = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTexts(uiTexts);
  const { open } = props;
  const returnFocus = useRef(props.returnFocus);
  returnFocus.current = props.returnFocus;
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useEffect(() => {
    const dialog = ref.current;
    const host = layer.current;
    if (!open || dialog === null || host === null) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = holdModal(host, dialog, () => onClose.current());
    focusInto(dialog);
    return () =>
      release(() => {
        if (returnFocus.current !== undefined) returnFocus.current();
        else opener?.focus({ preventScroll: true });
      });
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div ref={layer} className={styles.layer}>
      {/* A click on the backdrop closes the dialog; the keyboard closes it with Escape. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={() => onClose.current()} />
      <dialog
        ref={ref}
        open
        tabIndex={-1}
        className={`${styles.dialog} ${props.variant === 'center' ? styles.center : styles.sheet}`}
        role={props.role === 'alertdialog' ? 'alertdialog' : undefined}
        aria-labelledby={titleId}
        aria-describedby={props.describedBy}
        aria-modal="true"
      >
        <div className={`${styles.box} ${props.hideTitle ? styles.untitled : ''}`}>
          <header className={props.hideTitle ? 'visually-hidden' : styles.header}>
            <h2 id={titleId} className={styles.title}>
              {props.title}
            </h2>
          </header>
          {props.variant !== 'center' && (
            <button
              type="button"
              className={styles.close}
              onClick={() => onClose.current()}
              aria-label={t.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
          <div className={styles.body} data-modal-scroll>
            {props.children}
          </div>
          {props.footer !== undefined && <footer className={styles.footer}>{props.footer}</footer>}
        </div>
      </dialog>
    </div>,
    document.body,
  );
}
