// @vitest-environment happy-dom
// What keeps a dialog modal without showModal: focus moves in, Tab and Shift+Tab wrap inside the
// topmost open dialog, focus that lands on the page behind comes back, Escape closes the topmost
// only, and a wheel outside the dialog's scrolling part is stopped. The browser tests
// (web/e2e/option-dialog-focus.test.ts, option-dialog.test.ts) keep what needs real layout.
import { afterEach, describe, expect, it } from 'vitest';
import { NO_FRAME_MS } from '../store/after-paint.ts';
import { focusInto, holdModal } from './modal-layer.ts';

/** happy-dom lays nothing out: every element reports one box, as a shown one would. */
function shown(element: HTMLElement): HTMLElement {
  element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  return element;
}

function button(parent: HTMLElement, text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = text;
  parent.append(shown(b));
  return b;
}

/** A layer with a dialog of `buttons`, its scrolling part marked as the modal's scroller. */
function openLayer(...buttons: string[]) {
  const layer = document.createElement('div');
  const dialog = document.createElement('dialog');
  dialog.open = true;
  const scroll = document.createElement('div');
  scroll.setAttribute('data-modal-scroll', '');
  dialog.append(scroll);
  layer.append(dialog);
  document.body.append(layer);
  return { layer, dialog, scroll, buttons: buttons.map((text) => button(scroll, text)) };
}

const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

/** After the next frame's paint (or the fallback timer where happy-dom draws none). */
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, NO_FRAME_MS + 50));

const releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases.splice(0).reverse()) release();
  document.body.replaceChildren();
});

describe('a dialog held modal', () => {
  it('takes focus on its first control, and Tab and Shift+Tab wrap at its ends', () => {
    // given a dialog of three buttons opened from a button of the page
    const page = button(document.body, '메뉴');
    page.focus();
    const { layer, dialog, buttons } = openLayer('닫기', '늘리기', '주문표에 추가');
    const [first, , last] = buttons;

    // when it is held modal, focus moves in
    releases.push(holdModal(layer, dialog, () => {}));
    focusInto(dialog);
    expect(document.activeElement).toBe(first);

    // then Shift+Tab on the first goes to the last, Tab on the last to the first
    expect(press('Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    // and a Tab in the middle is the browser's own
    expect(press('Tab').defaultPrevented).toBe(false);
  });

  it('brings focus that lands outside back in, and Escape closes the topmost dialog only', () => {
    // given a dialog and a second one opened from it
    const lower = openLayer('주문표에 추가');
    const upper = openLayer('확인', '취소');
    const closed: string[] = [];
    releases.push(holdModal(lower.layer, lower.dialog, () => closed.push('lower')));
    releases.push(holdModal(upper.layer, upper.dialog, () => closed.push('upper')));

    // when focus lands outside them (on something added to the page since, so not made inert), it
    // comes back into the topmost dialog
    const later = button(document.body, '알림');
    later.focus();
    expect(document.activeElement).toBe(upper.buttons[0]);

    // and Escape closes the topmost only
    press('Escape');
    expect(closed).toEqual(['upper']);
  });

  it('makes the page, and a dialog under the topmost, inert while open, live again once the frame without it has painted', async () => {
    // given the page and a dialog opened over it
    const page = document.createElement('main');
    document.body.prepend(page);
    const lower = openLayer('주문표에 추가');
    const releaseLower = holdModal(lower.layer, lower.dialog, () => {});
    expect(page.inert).toBe(true);
    expect(lower.layer.inert).toBe(false);

    // when a second dialog opens over it, the first is hidden too, and shown again once it closes
    const upper = openLayer('확인');
    const releaseUpper = holdModal(upper.layer, upper.dialog, () => {});
    expect(lower.layer.inert).toBe(true);
    releaseUpper();
    expect(lower.layer.inert).toBe(true);
    await afterPaint();
    expect(lower.layer.inert).toBe(false);

    // then the page is shown again once no dialog is open
    let focusReturned = false;
    releaseLower(() => {
      focusReturned = !page.inert;
    });
    await afterPaint();
    expect(page.inert).toBe(false);
    expect(focusReturned).toBe(true);
  });

  it('stops a wheel over the backdrop but not one over its scrolling part', () => {
    const { layer, dialog, scroll } = openLayer('닫기');
    const backdrop = document.createElement('div');
    layer.prepend(backdrop);
    releases.push(holdModal(layer, dialog, () => {}));
    const wheel = (target: HTMLElement) => {
      const event = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(wheel(backdrop)).toBe(true);
    expect(wheel(scroll)).toBe(false);
  });

  it('answers the keyboard no more once released', () => {
    const { layer, dialog } = openLayer('닫기');
    let closes = 0;
    holdModal(layer, dialog, () => closes++)();
    press('Escape');
    expect(closes).toBe(0);
  });
});
