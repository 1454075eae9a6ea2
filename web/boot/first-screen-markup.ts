// The names the prerendered index.html and its readers share: #root's attribute saying which first
// screen it holds, and the skeleton templates' ids.
import type { FirstScreen } from './first-screen-choice.ts';

/** On #root: `home` while it holds the prerendered home, else the skeleton it took. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export const templateId = (screen: FirstScreen): string => `first-screen-${screen}`;
