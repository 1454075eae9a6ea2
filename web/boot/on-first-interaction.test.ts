import { describe, expect, it } from 'vitest';
import { onFirstInteraction } from './on-first-interaction.ts';

describe('the first interaction', () => {
  it('loads once, at the first tap, key or wheel, and not on focus or a programmatic scroll', () => {
    for (const first of ['pointerdown', 'touchstart', 'keydown', 'wheel']) {
      const page = new EventTarget();
      let loads = 0;
      onFirstInteraction(page, () => loads++);
      page.dispatchEvent(new Event('focusin'));
      page.dispatchEvent(new Event('scroll'));
      expect(loads, first).toBe(0);
      page.dispatchEvent(new Event(first));
      page.dispatchEvent(new Event('pointerdown'));
      page.dispatchEvent(new Event('keydown'));
      expect(loads, first).toBe(1);
    }
  });
});
