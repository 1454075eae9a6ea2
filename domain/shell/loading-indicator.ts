// The loading indicator (spec 001 §4 "A counter. The spinner stays 800 ms after reaching zero.") as a
// pure reducer: the time arrives in the event, the shell asks isSpinnerShown(state, now) on its timer.
export const SPINNER_LINGER_MS = 800;

export interface LoadingIndicator {
  readonly pending: number;
  /** When the counter last reached zero, the spinner stays until this instant. */
  readonly lingerUntil: number | null;
}

export type LoadingEvent =
  | { readonly type: 'RequestStarted' }
  | { readonly type: 'RequestFinished'; readonly at: number };

export const idleIndicator: LoadingIndicator = { pending: 0, lingerUntil: null };

export function loadingIndicator(state: LoadingIndicator, event: LoadingEvent): LoadingIndicator {
  switch (event.type) {
    case 'RequestStarted':
      return { pending: state.pending + 1, lingerUntil: null };
    case 'RequestFinished':
      if (state.pending === 0) return state; // an unmatched finish never drives the counter negative
      return state.pending === 1
        ? { pending: 0, lingerUntil: event.at + SPINNER_LINGER_MS }
        : { ...state, pending: state.pending - 1 };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export function isSpinnerShown(state: LoadingIndicator, now: number): boolean {
  return state.pending > 0 || (state.lingerUntil !== null && now < state.lingerUntil);
}
