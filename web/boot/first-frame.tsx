// The first frame the app paints. On home, the first screen's reads (the shell's status and info,
// the banners: web/store/web-store.ts) wait for it, so a returning customer's home, drawn from
// the stored log with nothing to fetch, is presented before any request starts: on a slow line each
// read is a round trip on a fresh connection that the paint has no need to share, and a browser that
// counts what was in flight at the largest paint (Lighthouse's simulation) counts them all. On a
// first visit the prerendered home, hydrated, painted long before; the reads wait a frame or two.
import { useLayoutEffect } from 'react';

/** The reads go at the latest this long after the app's first commit (a paint that is never larger). */
const PRESENTED_WITHIN_MS = 400;
/** A render that never commits (a failed screen) still lets the reads go after this long. */
const LATEST_MS = 3000;

let open: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  open = resolve;
});

/** Settles once the app's first screen has been presented (or LATEST_MS after the boot asks). */
export function firstFramePainted(): Promise<void> {
  setTimeout(open, LATEST_MS);
  return painted;
}

/**
 * Rendered beside the app; its layout effect runs in the first commit. A screen drawn over the
 * skeleton is presented when the browser reports the largest paint it made (an entry timed after
 * the commit: a frame is timed when the compositor presents it, which on a loaded phone can be
 * frames after the main thread drew it); a hydrated home paints nothing new, so two frames do.
 */
export function FirstFrame({ hydrated }: { readonly hydrated: boolean }): null {
  useLayoutEffect(() => {
    if (hydrated || typeof PerformanceObserver === 'undefined') {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(open, 0)));
      return;
    }
    const committed = performance.now();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= committed)) return;
      observer.disconnect();
      open();
    });
    try {
      observer.observe({ type: 'largest-contentful-paint' });
    } catch {
      // a browser without the entry type: the time limit below
    }
    const latest = setTimeout(() => {
      observer.disconnect();
      open();
    }, PRESENTED_WITHIN_MS);
    void painted.then(() => clearTimeout(latest));
  }, [hydrated]);
  return null;
}
