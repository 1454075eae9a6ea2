// What makes an open <dialog> (non-modal, so that opening and closing it do not restyle the page the
// way showModal's top layer and inert page do) behave as a modal: focus kept inside the topmost
// open dialog (Tab and Shift+Tab wrap, focus that lands outside is brought back), Escape closes it,
// a wheel over the backdrop or the sheet's fixed parts does not scroll the page behind, and what is
// behind the topmost dialog (the page, a dialog under it) is inert: Chromium keeps the page in its
// accessibility tree beside an aria-modal dialog, and aria-hidden over focusable controls is an axe
// violation. Making the page inert restyles it (measured: some 150 elements at 4× CPU, as
// showModal's did) when it is lifted; setting it costs little.

import { afterNextPaint } from '../store/after-paint.ts';

/** What a keyboard's Tab reaches inside a dialog, in order. */
const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (e) => e.tabIndex >= 0 && !e.closest('[inert],[hidden]') && e.getClientRects().length > 0,
  );
}

/** Where focus goes when a dialog opens: its autofocus control, else its first tabbable one, else itself. */
export function focusInto(dialog: HTMLElement): void {
  const target = dialog.querySelector<HTMLElement>('[autofocus]') ?? tabbables(dialog)[0] ?? dialog;
  target.focus({ preventScroll: true });
}

interface OpenDialog {
  readonly layer: HTMLElement;
  readonly dialog: HTMLElement;
  readonly onEscape: () => void;
}

/** The open dialogs, the topmost last: only it answers the keyboard and keeps focus. */
const stack: OpenDialog[] = [];

/** What this module made inert behind the dialogs (the page's top elements). */
const hidden = new Set<Element>();

/** Makes everything but the topmost dialog's layer inert; none of it once no dialog is open. */
function hideBehind(): void {
  const top = stack.at(-1);
  for (const { layer } of stack) {
    if (layer === top?.layer) layer.inert = false;
    else layer.inert = true;
  }
  if (top === undefined) {
    for (const element of hidden) (element as HTMLElement).inert = false;
    hidden.clear();
    return;
  }
  const layers = new Set<Element>(stack.map((open) => open.layer));
  for (const element of document.body.children)
    if (element instanceof HTMLElement && !layers.has(element) && !hidden.has(element) && !element.inert) {
      element.inert = true;
      hidden.add(element);
    }
}

function onKeyDown(event: KeyboardEvent): void {
  const top = stack.at(-1);
  if (top === undefined || event.defaultPrevented || event.isComposing) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const inside = tabbables(top.dialog);
  const first = inside[0];
  const last = inside.at(-1);
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node && top.dialog.contains(active));
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Focus that reaches the page behind (a click, a script) goes back into the topmost dialog. */
function onFocusIn(event: FocusEvent): void {
  const top = stack.at(-1);
  if (top === undefined || !(event.target instanceof Node) || top.dialog.contains(event.target)) return;
  focusInto(top.dialog);
}

/**
 * Keeps `dialog` modal until the answered function is called: the keyboard and focus rules above,
 * the rest of the document inert, and no wheel scrolling of the page from `layer` (the backdrop and the dialog) but inside a
 * scrollable part of the dialog, which `overscroll-behavior` keeps from passing it on.
 */
export function holdModal(
  layer: HTMLElement,
  dialog: HTMLElement,
  onEscape: () => void,
): (whenLive?: () => void) => void {
  const entry: OpenDialog = { layer, dialog, onEscape };
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
  }
  stack.push(entry);
  hideBehind();
  const onWheel = (event: WheelEvent) => {
    const scroller = event.target instanceof Element ? event.target.closest('[data-modal-scroll]') : null;
    if (scroller === null) event.preventDefault();
  };
  layer.addEventListener('wheel', onWheel, { passive: false });
  // The page is made live again (and `whenLive`, the focus return, runs) once the frame without the
  // dialog has painted: lifting `inert` restyles the whole page, which would hold that frame back.
  return (whenLive) => {
    layer.removeEventListener('wheel', onWheel);
    stack.splice(stack.indexOf(entry), 1);
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    }
    afterNextPaint(() => {
      hideBehind();
      whenLive?.();
      for (const waiter of liveWaiters.splice(0)) waiter();
    });
  };
}

/** Called once the next dialog released has made the page live again (see whenPageLiveAgain). */
const liveWaiters: (() => void)[] = [];
/** A dialog answered but never released (its host gone) does not hold its answer longer than this. */
const LIVE_WITHIN_MS = 500;

/**
 * Resolves once the dialog being answered now has closed and the page behind is live again (inert
 * lifted, focus returned): what a screen does after awaiting an answer, such as focusing a field,
 * would otherwise meet an inert page and be ignored (web/dialogs/dialogs.tsx resolves its answers
 * through this).
 */
export function whenPageLiveAgain(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      const at = liveWaiters.indexOf(done);
      if (at !== -1) liveWaiters.splice(at, 1);
      resolve();
    }, LIVE_WITHIN_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    liveWaiters.push(done);
  });
}
