// The app onto #root: hydrating the prerendered home where the page still holds it and the app's
// first render draws exactly it (web/boot/first-screen-choice.ts), else rendering over whatever
// stands there (a skeleton, the dev server's brand). Both in a transition: React works in slices of
// a few milliseconds between which the browser stays responsive, not in one long task.
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { MOBILE_MEDIA_QUERY } from '../../domain/shell/layout.ts';
import { getLanguage } from '../i18n/language-store.ts';
import { firstScreenOf, fitPrerenderedHome } from './first-screen-choice.ts';
import {
  CHOOSING_CLASS,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_LANGUAGE_ATTRIBUTE,
} from './first-screen-markup.ts';

/**
 * Whether #root still holds home as the prerender drew it, in the language the app speaks (a Korean
 * home, the chooser not run, is drawn over for a customer who reads English), and the app's first
 * render draws exactly it: then it is hydrated, not drawn over.
 */
export function hydratesPrerenderedHome(root: HTMLElement, storage: Pick<KeyValueStorage, 'get'>): boolean {
  return (
    root.getAttribute(FIRST_SCREEN_ATTRIBUTE) === 'home' &&
    (root.getAttribute(FIRST_SCREEN_LANGUAGE_ATTRIBUTE) ?? 'ko') === getLanguage() &&
    firstScreenOf(window.location.hash, storage) === 'home'
  );
}

export function mountApp(root: HTMLElement, app: ReactNode, storage: Pick<KeyValueStorage, 'get'>): void {
  // The chooser shows #root again; should it not have run to its end, the app does.
  document.documentElement.classList.remove(CHOOSING_CLASS);
  if (hydratesPrerenderedHome(root, storage)) {
    fitPrerenderedHome(root, {
      mobile: matchMedia(MOBILE_MEDIA_QUERY).matches,
      cookies: document.cookie,
      now: Date.now(),
    });
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
