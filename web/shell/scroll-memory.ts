// The screens' scroll positions as domain/routes/scroll-memory.ts says: a list's place is noted while
// the customer scrolls it and given back when the list is shown again; any other screen starts at its
// top. The list's pages are kept for the page's life (screens/restaurant-list/list-pages.ts), so the
// list is as long again as when it was left; while a page still grows (its screen or its pages
// loading), the place is asked again on the next frames, for up to a second.
import { useEffect } from 'react';
import { parseRoute } from '../../domain/routes/route-table.ts';
import { scrollMemoryKey, scrollOnEnter } from '../../domain/routes/scroll-memory.ts';
import { useAppLocation } from './navigation.ts';

const kept = new Map<string, number>();
const RESTORE_FOR_MS = 1_000;
/** The place being noted: the list on screen, once it is placed; null from a route change on. */
let shown: string | null = null;
/** A list is being put back at its place: the moves on the way are not the customer's. */
let restoring = false;

/** Starts noting the lists' places (once, before the first screen). */
export function trackListScroll(): void {
  // The app puts each screen where it belongs; the browser's own restoring would fight it.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // The screen left may still be drawn a moment under the new location: its moves count for nobody.
  window.addEventListener('hashchange', () => {
    shown = null;
  });
  window.addEventListener(
    'scroll',
    () => {
      if (shown !== null && !restoring) kept.set(shown, window.scrollY);
    },
    { passive: true },
  );
}

/** Puts each new screen at its place: a list where it was left, any other screen at its top. */
export function useScrollOnRoute(): void {
  const [location] = useAppLocation();
  const screen = location.split('?')[0];
  useEffect(() => {
    if (screen === undefined) return undefined;
    const route = parseRoute(window.location.hash);
    const target = scrollOnEnter(route, kept);
    shown = scrollMemoryKey(route);
    window.scrollTo(0, target);
    if (target === 0) return undefined;
    // The page may not be as tall yet: ask again until it is there or the customer scrolls away.
    restoring = true;
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      restoring = false;
    };
    const again = () => {
      if (Math.abs(window.scrollY - target) <= 1 || performance.now() > until) return stop();
      window.scrollTo(0, target);
      frame = requestAnimationFrame(again);
    };
    frame = requestAnimationFrame(again);
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchstart', stop, { passive: true, once: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [screen]);
}
