// Home with the reset parameter (`#/?reset`) clears what this app stored in the browser before
// anything reads it (spec 001 §2 "A reset parameter clears stored state first"): both storage areas,
// the event log with them. Opened in place (a hash change), the page starts again from the cleared
// state. The route table then sends home-with-a-query to plain home.
import { parseRoute } from '../../domain/routes/route-table.ts';

const asksReset = (hash: string): boolean => {
  const route = parseRoute(hash);
  return route.name === 'home' && route.reset;
};

function clearStoredState(): void {
  for (const area of ['sessionStorage', 'localStorage'] as const) {
    try {
      window[area].clear();
    } catch {
      // Blocked storage holds nothing of ours to clear.
    }
  }
}

/** Clears now when the page was opened with the reset parameter; later ones reload the page. */
export function resetStoredStateWhenAsked(): void {
  if (asksReset(window.location.hash)) clearStoredState();
  window.addEventListener('hashchange', () => {
    if (!asksReset(window.location.hash)) return;
    clearStoredState();
    window.location.reload();
  });
}
