// The login route with the page to come back to (`/login/?return=%2Fcheckout%2F`). Written without
// checking the target: the login screen reads it back through safeReturnTarget (return-target.ts),
// which refuses anything that is not a route of this app. Kept apart from that rule so a link on
// the first screen does not load the route table's checks.
export const RETURN_PARAM = 'return';

export function loginHref(returnTo: string | null): string {
  const path = returnTo?.replace(/^#/, '') ?? '';
  if (path === '' || path === '/' || /^\/(login|join)\//.test(path)) return '/login/';
  return `/login/?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/** The join form is reached from the login screen (spec 001 §2 "/join/ redirects to /login/"): the
 * login route with this flag shows it. */
export const JOIN_PARAM = 'join';
export const joinHref = `/login/?${JOIN_PARAM}`;

export function isJoinView(hash: string): boolean {
  const bare = hash.replace(/^#!?/, '');
  const queryAt = bare.indexOf('?');
  return queryAt !== -1 && new URLSearchParams(bare.slice(queryAt + 1)).has(JOIN_PARAM);
}
