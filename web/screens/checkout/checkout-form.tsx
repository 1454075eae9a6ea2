// The checkout form's shared state: the message shown beside each field (tied to it with
// aria-describedby), focusing a field, and the text fields' pending edits, flushed into the store
// before a command that reads them (the SMS request, the coupon check, the submit).
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { CheckoutFieldOrCode } from '../../../domain/checkout/form-field.ts';

export type FieldKey = CheckoutFieldOrCode | 'comment';

export const fieldId = (field: FieldKey) => `checkout-${field.replace('_', '-')}`;
export const errorId = (field: FieldKey) => `${fieldId(field)}-error`;

interface Registered {
  readonly focus: () => void;
  readonly flush?: () => void;
}

export interface CheckoutFormApi {
  readonly errors: Readonly<Partial<Record<FieldKey, string>>>;
  setError(field: FieldKey, text: string | null): void;
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
  const fields = useRef(new Map<FieldKey, Registered>());
  const setError = useCallback((field: FieldKey, text: string | null) => {
    setErrors((all) => {
      if ((all[field] ?? null) === text) return all;
      const next = { ...all };
      if (text === null) delete next[field];
      else next[field] = text;
      return next;
    });
  }, []);
  const api = useMemo<CheckoutFormApi>(
    () => ({
      errors,
      setError,
      clearErrors: () => setErrors({}),
      focus: (field) => fields.current.get(field)?.focus(),
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
    [errors, setError],
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
