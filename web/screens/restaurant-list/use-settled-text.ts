// A search box's text as it settles (UI guide "Korean input method"): while a syllable is being
// composed nothing is searched and Enter does nothing; the text counts once the composition ends and
// typing has paused, and the same settled text is searched once.
import {
  type ChangeEvent,
  type CompositionEvent,
  type KeyboardEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

export const SETTLE_DELAY_MS = 300;

export interface SettledText {
  readonly value: string;
  readonly settled: string;
  readonly inputProps: {
    readonly value: string;
    readonly onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    readonly onCompositionStart: () => void;
    readonly onCompositionEnd: (e: CompositionEvent<HTMLInputElement>) => void;
    readonly onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  };
  /** Settles the text now (the form's submit). */
  readonly settleNow: () => void;
  readonly clear: () => void;
}

export function useSettledText(): SettledText {
  const [value, setValue] = useState('');
  const [settled, setSettled] = useState('');
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef('');

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const settleLater = () => {
    cancel();
    timer.current = setTimeout(() => setSettled(latest.current), SETTLE_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return {
    value,
    settled,
    inputProps: {
      value,
      onChange: (e) => {
        latest.current = e.target.value;
        setValue(e.target.value);
        if (composing.current) cancel();
        else settleLater();
      },
      onCompositionStart: () => {
        composing.current = true;
        cancel();
      },
      onCompositionEnd: (e) => {
        composing.current = false;
        latest.current = e.currentTarget.value;
        settleLater();
      },
      onKeyDown: (e) => {
        // Enter that commits a syllable (isComposing, key code 229) neither submits nor searches.
        if (e.key === 'Enter' && (e.nativeEvent.isComposing || e.keyCode === 229)) e.preventDefault();
      },
    },
    settleNow: () => {
      if (composing.current) return;
      cancel();
      setSettled(latest.current);
    },
    clear: () => {
      cancel();
      latest.current = '';
      setValue('');
      setSettled('');
    },
  };
}
