// The names the prerendered index.html and its readers share: #root's attribute saying which first
// screen it holds, and the skeleton templates' ids.
import type { Language } from '../../domain/shell/language.ts';
import type { FirstScreen } from './first-screen-choice.ts';

/** On #root: `home` while it holds the prerendered home, else the skeleton it took. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * On <html> from the head until the chooser has run: #root is hidden meanwhile, so a paint between
 * #root's parse and the chooser (a parser that yields on a slow phone) never shows home's content
 * on another route's entry. Set by a one-line inline script, so without JavaScript home shows.
 */
export const CHOOSING_CLASS = 'first-screen-choosing';

/**
 * On #root when it took another language's template: the language its first screen is drawn in
 * (without it, Korean, the prerendered home's). main.tsx hydrates only a home in the app's language.
 */
export const FIRST_SCREEN_LANGUAGE_ATTRIBUTE = 'data-first-screen-language';

/**
 * A template's id: Korean's skeletons as they were, every other language's first screens (home
 * among them: #root holds Korean's) with the language's code after.
 */
export const templateId = (screen: FirstScreen, language: Language = 'ko'): string =>
  language === 'ko' ? `first-screen-${screen}` : `first-screen-${screen}-${language}`;

/** The first screen table's entry (beside the routes' names) for the files of a stored log. */
export const STORED_LOG_ENTRY = 'storedLog';

/**
 * On the header's login link: a skeleton is drawn as `/` draws the header, so the chooser gives
 * the link the route's return target (a tap before the app has run still comes back here).
 */
export const LOGIN_LINK_ATTRIBUTE = 'data-login-link';
