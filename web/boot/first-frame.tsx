// The first frame the app paints. The first screen's reads (the shell's status and info, home's
// banners: web/store/web-store.ts) wait for it, so a returning customer's first screen, drawn from
// the stored log with nothing to fetch, paints before any request starts: on a slow line each read
// is a round trip on a fresh connection that the paint has no need to share, and a browser that
// counts what was in flight at the largest paint (Lighthouse's simulation) counts them all. On a
// first visit the prerendered home has painted long before; the reads wait one frame more.
import { useLayoutEffect } from 'react';

/** A render that never commits (a failed screen) still lets the reads go after this long. */
const LATEST_MS = 3000;

let open: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  open = resolve;
});

/** Settles after the frame that shows the app's first commit has painted (or LATEST_MS after the boot asks). */
export function firstFramePainted(): Promise<void> {
  setTimeout(open, LATEST_MS);
  return painted;
}

/**
 * Rendered beside the app: its layout effect runs in the first commit, before that frame paints.
 * A paint is timed when the compositor presents it (as the largest paint's time is), up to a frame
 * after the main thread drew it: so the reads go after the next frame's callbacks, a frame later.
 */
export function FirstFrame(): null {
  useLayoutEffect(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(open, 0)));
  }, []);
  return null;
}
