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
