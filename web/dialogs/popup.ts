// An alert or a confirmation waiting for its answer (dialogs.tsx queues them, popup-dialog.tsx draws one).
export interface Popup {
  readonly kind: 'alert' | 'confirm';
  readonly text: string;
  /** The buttons' labels; without them, 확인 and 취소 in the customer's language. */
  readonly yes?: string;
  readonly no?: string;
  readonly answer: (yes: boolean) => void;
}
