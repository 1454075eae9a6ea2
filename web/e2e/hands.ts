// A customer's hands for the tap counts (UI-GUIDE "Few taps to an order"): each call is one
// interaction (a tap, a key press into a new field, a choice), and the steps taken are kept for the
// report of a count over its limit.
import type { Locator, Page } from 'playwright-core';

export function hands(page: Page) {
  const steps: string[] = [];
  return {
    steps,
    tap: async (what: string, target: Locator) => {
      steps.push(`tap ${what}`);
      await target.click();
    },
    type: async (what: string, target: Locator, text: string) => {
      steps.push(`type ${what}`);
      await target.fill(text);
    },
    enter: async (what: string) => {
      steps.push(`enter ${what}`);
      await page.keyboard.press('Enter');
    },
  };
}
