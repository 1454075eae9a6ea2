// A bar fixed to the bottom of the view (the cart bar, the cart's 주문하기 bar, checkout's pay bar)
// tells the page how much of its end it covers, as --sticky-bar-space on the root: the footer keeps
// that much room under itself, so the end of every page can be scrolled clear of the bar. Measured,
// not assumed: the bars' heights vary with their notes, and a bar that is not fixed (the pay bar from
// 768 px) or not shown (the cart bar from 768 px) covers nothing. A bar passes `stickyBarRef` as its
// ref: it counts from the moment it is in the document until it leaves it.
export const STICKY_BAR_SPACE = '--sticky-bar-space';

const bars = new Set<HTMLElement>();
let observer: ResizeObserver | null = null;

function publish(): void {
  let space = 0;
  for (const bar of bars)
    if (getComputedStyle(bar).position === 'fixed') space = Math.max(space, bar.offsetHeight);
  const root = document.documentElement.style;
  if (space === 0) root.removeProperty(STICKY_BAR_SPACE);
  else root.setProperty(STICKY_BAR_SPACE, `${space}px`);
}

/** The ref of a sticky bottom bar (a stable function: React calls its cleanup when the bar goes). */
export function stickyBarRef(bar: HTMLElement | null): (() => void) | undefined {
  if (bar === null) return undefined;
  if (bars.size === 0) window.addEventListener('resize', publish);
  bars.add(bar);
  observer ??= typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
  observer?.observe(bar);
  publish();
  return () => {
    bars.delete(bar);
    observer?.unobserve(bar);
    if (bars.size === 0) window.removeEventListener('resize', publish);
    publish();
  };
}
