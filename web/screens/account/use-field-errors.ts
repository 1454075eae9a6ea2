// The account forms' inline errors: one refusal per field, tied to its input by id, and the field
// a refusal names (`details.field`, domain/account/join-validation.ts) focused. The refusal is kept,
// not its text: it is written in the customer's language when shown (field-error.tsx).
import { useCallback, useRef, useState } from 'react';
import type { Rejection } from '../../../domain/result.ts';

export interface FieldErrors {
  readonly errors: Readonly<Record<string, Rejection>>;
  set(field: string, refusal: Rejection | null): void;
  clear(): void;
  /** The ref callback of a field's focusable element. */
  ref(field: string): (el: HTMLElement | null) => void;
  focus(field: string): void;
  /** Shows a refusal at the field it names and focuses it; false when it names none. */
  show(rejection: Rejection): boolean;
}

export const errorIdOf = (form: string, field: string) => `${form}-${field}-error`;

export function useFieldErrors(): FieldErrors {
  const [errors, setErrors] = useState<Record<string, Rejection>>({});
  const elements = useRef(new Map<string, HTMLElement>());
  const set = useCallback((field: string, refusal: Rejection | null) => {
    setErrors((e) => {
      if (refusal === null) {
        if (!(field in e)) return e;
        const { [field]: _gone, ...rest } = e;
        return rest;
      }
      return { ...e, [field]: refusal };
    });
  }, []);
  const focus = useCallback((field: string) => elements.current.get(field)?.focus(), []);
  return {
    errors,
    set,
    clear: useCallback(() => setErrors({}), []),
    ref: useCallback(
      (field: string) => (el: HTMLElement | null) => {
        if (el === null) elements.current.delete(field);
        else elements.current.set(field, el);
      },
      [],
    ),
    focus,
    show: useCallback(
      (rejection: Rejection) => {
        const field = rejection.details?.field;
        if (typeof field !== 'string') return false;
        setErrors({ [field]: rejection });
        focus(field);
        return true;
      },
      [focus],
    ),
  };
}
