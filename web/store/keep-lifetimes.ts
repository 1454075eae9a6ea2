// The session's expiring values (the location after 20 minutes, the opened restaurant after 10)
// are forgotten by ExpireStale when their time comes. The cheapest reliable points to send it: a
// timer at the next expiry (re-armed whenever the session changes), the tab becoming visible again
// (a hidden tab's timers are held back, a sleeping device's too) and the start from a stored log.
// It is sent only when something is due, so a first visit never loads the command side for it.
import { nextExpiryAt } from '../../domain/expiry/next-expiry.ts';
import { viewSession } from '../../domain/projections/session-view.ts';
import type { WebStore } from './web-store.ts';

/** A dispatch that recorded nothing (the clock set back) waits this long before looking again. */
const RETRY_MS = 1_000;
/** A dispatch that failed (the command side could not load, offline) waits longer. */
const FAILED_RETRY_MS = 30_000;

export function keepLifetimes({ store, clock }: Pick<WebStore, 'store' | 'clock'>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delay));
  };

  function check(): void {
    if (sending) return;
    const due = nextExpiryAt(store.getState());
    if (due === null) {
      clearTimeout(timer);
      return;
    }
    const wait = due - clock.now();
    if (wait > 0) {
      arm(wait);
      return;
    }
    sending = true;
    void store
      .dispatch({ type: 'ExpireStale' })
      .then(
        () => RETRY_MS,
        () => FAILED_RETRY_MS,
      )
      .then((atLeast) => {
        sending = false;
        const next = nextExpiryAt(store.getState());
        if (next !== null) arm(Math.max(next - clock.now(), atLeast));
      });
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = store.view(viewSession).subscribe(check);
  check();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
