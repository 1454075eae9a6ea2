// A text field typed into at once (local state, so a keystroke paints without waiting for the
// store) whose value is sent to the store a moment after typing stops, on blur, and whenever the
// form flushes. The store's value is taken again when it changes from elsewhere (a reload, a reset).
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldKey, useCheckoutForm } from './checkout-form.tsx';

const SETTLE_MS = 300;

export function useDraftField<E extends HTMLElement>(
  field: FieldKey,
  stored: string,
  commit: (value: string) => void,
) {
  const form = useCheckoutForm();
  const [value, setValue] = useState(stored);
  const ref = useRef<E>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const lastStored = useRef(stored);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current === null) return;
    const next = pending.current;
    pending.current = null;
    commitRef.current(next);
  }, []);

  useEffect(() => {
    if (stored !== lastStored.current) {
      lastStored.current = stored;
      if (pending.current === null) setValue(stored);
    }
  }, [stored]);

  useEffect(() => form.register(field, { control: () => ref.current, flush }), [form.register, field, flush]);
  useEffect(() => {
    // Leaving or hiding the page sends what is pending, so a reload finds it.
    const hidden = () => flush();
    window.addEventListener('pagehide', hidden);
    return () => {
      window.removeEventListener('pagehide', hidden);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (next: string) => {
      setValue(next);
      pending.current = next;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SETTLE_MS);
    },
    [flush],
  );
  return { value, change, flush, ref };
}
