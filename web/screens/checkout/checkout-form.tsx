// The checkout form's shared state: the message shown beside each field (tied to it with
// aria-describedby), focusing a field (scrolled fully into view with its message, clear of the
// sticky header and pay bar: the page's scroll-padding, checkout.module.css), and the text fields'
// pending edits, flushed into the store before a command that reads them (the SMS request, the
// coupon check, the submit). A call the service or the network failed is no field's: a banner
// with 다시 시도 near the action it stopped, which runs the action again.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type CheckoutFieldOrCode, isServiceFailure } from '../../../domain/checkout/form-field.ts';
import type { Rejection } from '../../../domain/result.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { RetryBanner } from '../../ui/retry-banner.tsx';
import styles from './checkout.module.css';

export type FieldKey = CheckoutFieldOrCode | 'comment';

export const fieldId = (field: FieldKey) => `checkout-${field.replace('_', '-')}`;
export const errorId = (field: FieldKey) => `${fieldId(field)}-error`;

interface Registered {
  /** What takes the focus: the field's control (a radio for a group of them). */
  readonly control: () => HTMLElement | null;
  readonly flush?: () => void;
}

/**
 * The field's control and its message as one box: their nearest common ancestor (the label comes
 * with it), or the control alone while no message shows.
 */
function fieldBox(control: HTMLElement, field: FieldKey): Element {
  const message = document.getElementById(errorId(field));
  if (message === null || message.hidden) return control;
  let box: Element | null = control;
  while (box !== null && !box.contains(message)) box = box.parentElement;
  return box ?? control;
}

/** Where a failed action's banner shows: beside its field, or above the pay button. */
export type FailurePlace = FieldKey | 'pay';

export interface ServiceFailure {
  readonly place: FailurePlace;
  readonly message: string;
  readonly retry: () => void;
}

export interface CheckoutFormApi {
  readonly errors: Readonly<Partial<Record<FieldKey, string>>>;
  /** The failed call's banner, while it shows. */
  readonly failure: ServiceFailure | null;
  setError(field: FieldKey, text: string | null): void;
  /**
   * A refusal of an action about `field`: a failure of the service or the network is the banner at
   * the field with 다시 시도 (`retry`), the field left as it was; any other refusal is the field's
   * message, the field focused unless `focus` is false. Answers whether it was the banner.
   */
  refused(field: FieldKey, rejection: Rejection, retry: () => void, focus?: boolean): boolean;
  showFailure(failure: ServiceFailure): void;
  /** Takes the banner at `place` away (its action runs again, or went through). */
  clearFailure(place: FailurePlace): void;
  clearErrors(): void;
  focus(field: FieldKey): void;
  /** Sends every pending edit to the store now (queued before the next command). */
  flushAll(): void;
  register(field: FieldKey, entry: Registered): () => void;
}

const FormContext = createContext<CheckoutFormApi | null>(null);

export function useCheckoutForm(): CheckoutFormApi {
  const api = useContext(FormContext);
  if (api === null) throw new Error('useCheckoutForm outside <CheckoutFormProvider>');
  return api;
}

export function CheckoutFormProvider({ children }: { readonly children: ReactNode }) {
  const [errors, setErrors] = useState<Readonly<Partial<Record<FieldKey, string>>>>({});
  const [failure, setFailure] = useState<ServiceFailure | null>(null);
  const say = useMessages();
  const fields = useRef(new Map<FieldKey, Registered>());
  // A focus asked for is done after the render that shows the field's message, so the scroll
  // takes the message in; a new object each time, so asking again for the same field scrolls again.
  const [focusing, setFocusing] = useState<{ readonly field: FieldKey } | null>(null);
  useLayoutEffect(() => {
    if (focusing === null) return;
    const control = fields.current.get(focusing.field)?.control();
    if (control === undefined || control === null) return;
    fieldBox(control, focusing.field).scrollIntoView({ block: 'nearest' });
    control.focus({ preventScroll: true });
  }, [focusing]);
  const setError = useCallback((field: FieldKey, text: string | null) => {
    setErrors((all) => {
      if ((all[field] ?? null) === text) return all;
      const next = { ...all };
      if (text === null) delete next[field];
      else next[field] = text;
      return next;
    });
  }, []);
  const clearFailure = useCallback(
    (place: FailurePlace) => setFailure((shown) => (shown?.place === place ? null : shown)),
    [],
  );
  const refused = useCallback(
    (field: FieldKey, rejection: Rejection, retry: () => void, focus = true) => {
      if (isServiceFailure(rejection.code)) {
        setError(field, null);
        setFailure({ place: field, message: say.rejection(rejection), retry });
        return true;
      }
      clearFailure(field);
      setError(field, say.rejection(rejection));
      if (focus) setFocusing({ field });
      return false;
    },
    [setError, clearFailure, say],
  );
  const api = useMemo<CheckoutFormApi>(
    () => ({
      errors,
      failure,
      setError,
      refused,
      showFailure: setFailure,
      clearFailure,
      clearErrors: () => setErrors({}),
      focus: (field) => setFocusing({ field }),
      flushAll: () => {
        for (const entry of fields.current.values()) entry.flush?.();
      },
      register: (field, entry) => {
        fields.current.set(field, entry);
        return () => {
          if (fields.current.get(field) === entry) fields.current.delete(field);
        };
      },
    }),
    [errors, failure, setError, refused, clearFailure],
  );
  return <FormContext.Provider value={api}>{children}</FormContext.Provider>;
}

/** The message of a field, announced when it appears; its id is the field's aria-describedby. */
export function FieldError({ field, className }: { readonly field: FieldKey; readonly className?: string }) {
  const text = useCheckoutForm().errors[field];
  return (
    <p id={errorId(field)} className={className} role="alert" hidden={text === undefined}>
      {text}
    </p>
  );
}

/**
 * The banner of a call that failed for the service or the network, where its action is; scrolled
 * into view clear of the bars when it appears. 다시 시도 takes it away and runs the action again.
 */
export function FailureBanner({ place }: { readonly place: FailurePlace }) {
  const { failure, clearFailure } = useCheckoutForm();
  const shown = failure?.place === place ? failure : null;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shown !== null) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  if (shown === null) return null;
  return (
    <RetryBanner
      ref={ref}
      className={styles.failure}
      message={shown.message}
      onRetry={() => {
        clearFailure(place);
        shown.retry();
      }}
    />
  );
}
