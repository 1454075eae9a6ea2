// Inlined by the build right after index.html's #root (scripts/prerender-html.mjs), so it runs
// before the first paint: where the prerendered home is not what the app will draw (another route,
// a stored log, another language), #root takes the matching template instead (a skeleton, or home
// in the customer's language), so `/`'s content never shows first on a restaurant's or checkout's
// link, nor Korean to a customer who reads English. An inline script: the gateway allows it by its hash
// (gateway/web/inline-sources.ts).
import { loginHref } from '../../domain/account/login-href.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { MOBILE_MEDIA_QUERY } from '../../domain/shell/layout.ts';
import { firstScreenLanguage, firstScreenOf, fitPrerenderedHome } from './first-screen-choice.ts';
import {
  CHOOSING_CLASS,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_LANGUAGE_ATTRIBUTE,
  LOGIN_LINK_ATTRIBUTE,
  templateId,
} from './first-screen-markup.ts';

/** The page's storage, read only (a blocked storage reads as empty, as browserStorage does). */
const storage: Pick<KeyValueStorage, 'get'> = {
  get(area, key) {
    try {
      return (area === 'session' ? sessionStorage : localStorage).getItem(key);
    } catch {
      return null;
    }
  },
};

try {
  const root = document.getElementById('root');
  if (root?.getAttribute(FIRST_SCREEN_ATTRIBUTE) === 'home') {
    const screen = firstScreenOf(location.hash, storage);
    const language = firstScreenLanguage(storage, navigator.languages ?? [navigator.language]);
    document.documentElement.lang = language;
    const template = document.getElementById(templateId(screen, language));
    if (template instanceof HTMLTemplateElement) {
      root.replaceChildren(template.content.cloneNode(true));
      root.setAttribute(FIRST_SCREEN_ATTRIBUTE, screen);
      if (language !== 'ko') root.setAttribute(FIRST_SCREEN_LANGUAGE_ATTRIBUTE, language);
    }
    if (screen === 'home') {
      fitPrerenderedHome(root, {
        mobile: matchMedia(MOBILE_MEDIA_QUERY).matches,
        cookies: document.cookie,
        now: Date.now(),
      });
    } else {
      // the header was drawn as `/` draws it: its login link comes back to this route instead
      root
        .querySelector(`[${LOGIN_LINK_ATTRIBUTE}]`)
        ?.setAttribute('href', `#${loginHref(`/${location.hash.replace(/^#?\/?/, '')}`)}`);
    }
  }
} finally {
  // #root shows again, whatever it holds now (the head's script hid it until this ran)
  document.documentElement.classList.remove(CHOOSING_CLASS);
}
