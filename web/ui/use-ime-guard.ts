// Korean input (UI-GUIDE "Korean input method"): while a syllable is being composed, Enter neither
// submits nor searches. Chromium reports the composing Enter as isComposing / key code 229 before
// compositionend; Safari ends the composition first and still sends key code 229. Spread
// `inputProps` on the field; a form's submit handler also asks `isComposing()`.
import { type KeyboardEvent, useMemo, useRef } from 'react';

const IME_KEY_CODE = 229;

export function useImeGuard() {
  const composing = useRef(false);
  return useMemo(
    () => ({
      isComposing: () => composing.current,
      inputProps: {
        onCompositionStart: () => {
          composing.current = true;
        },
        onCompositionEnd: () => {
          composing.current = false;
        },
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          if (composing.current || event.nativeEvent.isComposing || event.keyCode === IME_KEY_CODE)
            event.preventDefault();
        },
      },
    }),
    [],
  );
}
