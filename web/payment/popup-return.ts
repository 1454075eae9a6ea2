// Reading where the mobile-card popup is: with the provider (its own pages), or back on this app
// after the next-step route (/smilepay/next/{orderId}/) answered with the thank-you page or checkout
// with the code and message of the result.

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
