// Focus put back on a menu row found by its key, not on a DOM node kept from before: the option
// dialog's opener may have been drawn anew, or (in a windowed list) not be drawn at all any more.
// The row is scrolled into view when it is off the screen or under the sticky header or cart bar.
import { ROW_KEY_ATTRIBUTE } from './menu-row.tsx';

/** What both menu lists (plain and windowed) answer to: focus the row of this key. */
export interface RowsHandle {
  readonly focusRow: (key: string) => void;
}

/** The item row of `key` inside `list`, if drawn. */
export function rowElement(list: HTMLElement | null, key: string): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`[${ROW_KEY_ATTRIBUTE}="${CSS.escape(key)}"]`) ?? null;
}

function pixels(name: string): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name)) || 0;
}

/** Focuses `row`, scrolling it into the part of the window the sticky header and bar leave free. */
export function focusRowElement(row: HTMLElement): void {
  const { top, bottom } = row.getBoundingClientRect();
  const free = { top: pixels('--header-height'), bottom: window.innerHeight - pixels('--bottom-bar-height') };
  if (top < free.top || bottom > free.bottom) row.scrollIntoView({ block: 'center' });
  row.focus({ preventScroll: true });
}
