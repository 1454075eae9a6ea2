// The event log's write to session storage, taken out of the interaction that appended the events:
// encoding and storing them (and reading the stored head back) costs a tap on a slow phone tens of
// milliseconds before its next frame. Only the newest log is written, once the frame is painted;
// the page being hidden or left (a reload, the payment page) or its route changing writes it at
// once, so a log that a dispatch appended is never lost to the next load.
import type { Event } from '../../domain/events/events.ts';

export interface LogWriter {
  /** The log as it is now; written soon. */
  write(log: readonly Event[]): void;
  /** Writes a pending log now. */
  flush(): void;
}

export function deferredLogWriter(
  persist: (log: readonly Event[]) => void,
  schedule: (job: () => void) => void,
): LogWriter {
  let pending: readonly Event[] | null = null;
  const flush = () => {
    if (pending === null) return;
    const log = pending;
    pending = null;
    persist(log);
  };
  return {
    write(log) {
      const scheduled = pending !== null;
      pending = log;
      if (!scheduled) schedule(flush);
    },
    flush,
  };
}

/**
 * Writes a pending log when the page is hidden or left, and before any route change is handled
 * (in the capture phase: before the reset parameter's handler clears the storage, which a later
 * write would otherwise fill again).
 */
export function flushWhenLeaving(writer: LogWriter): void {
  addEventListener('pagehide', writer.flush);
  addEventListener('hashchange', writer.flush, { capture: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writer.flush();
  });
}
