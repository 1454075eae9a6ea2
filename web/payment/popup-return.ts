// Reading where the mobile-card popup is: with the provider (its own pages), or back on this app
// after the next-step route (/smilepay/next/{orderId}/) answered with the thank-you page or checkout
// with the code and message of the result. Back there, the popup's page does not start the app: its
// window that opened the popup reads the route it came back to, unchanged, and takes it over (an app
// started in the popup would consume the result, rewriting its address before it is read, and write
// the customer's shared storage from a second window).

/** The name the provider's popup is opened with. */
export const PROVIDER_POPUP_NAME = 'jumun-mobile-card';

/** Enough of a window to tell whether it is the provider's popup with its opener still there. */
export interface PopupWindow {
  readonly name: string;
  readonly opener: { readonly closed: boolean } | null;
}

/**
 * Whether this page is the provider's popup come back to the app while the window that opened it is
 * still open (that window takes the result over). A popup whose opener is gone, or the provider's
 * page opened in the app's own window (a blocked popup), starts the app as any other page.
 */
export function handsBackToOpener(win: PopupWindow): boolean {
  if (win.name !== PROVIDER_POPUP_NAME || win.opener === null) return false;
  try {
    return !win.opener.closed;
  } catch {
    return false;
  }
}

/** The app's hash route the popup came back to, or null while it is with the provider (or unreadable). */
export function popupReturn(popupHref: string | null, appOrigin: string): string | null {
  if (popupHref === null) return null;
  let url: URL;
  try {
    url = new URL(popupHref);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin || url.pathname !== '/') return null;
  const route = url.hash.replace(/^#/, '');
  return route.startsWith('/') ? route : null;
}

/** The popup's address, or null when it cannot be read (another origin, or closed). */
export function popupHref(popup: Window): string | null {
  try {
    return popup.location.href;
  } catch {
    return null;
  }
}
