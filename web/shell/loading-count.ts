// The loading counter behind the spinner (spec 001 §4 "Loading indicator. A counter. The spinner
// stays 800 ms after reaching zero."): every gateway request counts, through the transport the
// command side builds (countingTransport); the spinner subscribes. The rule is
// domain/shell/loading-indicator.ts; this only holds its state for the page.
import type { Transport } from '../../adapters/http/transport.ts';
import {
  idleIndicator,
  type LoadingEvent,
  type LoadingIndicator,
  loadingIndicator,
} from '../../domain/shell/loading-indicator.ts';

let state: LoadingIndicator = idleIndicator;
const listeners = new Set<() => void>();

function apply(event: LoadingEvent): void {
  state = loadingIndicator(state, event);
  for (const listener of listeners) listener();
}

export const loadingCount = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): LoadingIndicator => state,
  /**
   * What the prerendered page was drawn with (nothing loading): hydration draws that first, even
   * when a read has started before the app hydrates (a slow phone), and the spinner after.
   */
  getServerSnapshot: (): LoadingIndicator => idleIndicator,
};

/** `inner`, with each request counted from its start to its answer (or failure). */
export function countingTransport(inner: Transport, now: () => number): Transport {
  return {
    async send(request) {
      apply({ type: 'RequestStarted' });
      try {
        return await inner.send(request);
      } finally {
        apply({ type: 'RequestFinished', at: now() });
      }
    },
  };
}
