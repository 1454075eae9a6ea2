// When what the first screen does without starts: Pretendard's @font-face rules (styles/fonts.ts),
// the service worker (pwa/), and what the first tap needs (the command side, the lists' screen).

/** With no new largest paint for this long after the first read, the first screen has settled. */
const SETTLED_MS = 1000;
/** A screen that reads nothing, or keeps painting, gets its fonts this long after start at the latest. */
const LATEST_MS = 5000;

/**
 * Runs `load` once the first screen has settled. Pretendard's glyph files (about ten for a page of
 * Korean text, 250 KB) and the code a tap needs would share a slow network with the first screen's
 * script and data, delaying both: they start once the first screen has settled — the first read has answered and no larger element has painted for a second since
 * (a restaurant's name paints only after its menu is decoded) — or at the customer's first tap or
 * key, or 5 s after start. The text shows in the system font meanwhile (`font-display: swap`).
 * (`optional` would spare the re-wrap of a late swap, but a device without a Korean system font
 * would then show no Korean at all on a first visit.)
 */
export function whenFirstScreenSettled(load: () => void): void {
  let started = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let answered = false;
  const observers: PerformanceObserver[] = [];
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(settle);
    clearTimeout(latest);
    for (const observer of observers) observer.disconnect();
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    load();
  };
  const waitForQuiet = () => {
    clearTimeout(settle);
    settle = setTimeout(start, SETTLED_MS);
  };
  const latest = setTimeout(start, LATEST_MS);
  addEventListener('pointerdown', start, true);
  addEventListener('keydown', start, true);
  if (!('PerformanceObserver' in window)) return;
  const observe = (type: string, seen: (entries: PerformanceEntryList) => void) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    const observer = new PerformanceObserver((list) => seen(list.getEntries()));
    observer.observe({ type, buffered: true });
    observers.push(observer);
  };
  observe('resource', (entries) => {
    if (answered) return;
    if (!entries.some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')) return;
    answered = true;
    waitForQuiet();
  });
  observe('largest-contentful-paint', () => {
    if (answered) waitForQuiet();
  });
}
