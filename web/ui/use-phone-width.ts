// Whether the viewport is a phone's (below the breakpoint where the cart becomes a column beside the
// menu): the restaurant page renders only the cart it shows (a change to the cart re-renders the bar
// on a phone and the column elsewhere, never both), and /cart/ is a phone's screen only.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../domain/shell/layout.ts';

const phoneQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneWidth = () => window.matchMedia(phoneQuery).matches;

export const usePhoneWidth = (): boolean => useSyncExternalStore(subscribe, isPhoneWidth, isPhoneWidth);
