// Where the login screen goes after a login (spec 001 §4 "success (goes to the previous page or
// home)"). The target travels in the login route's query (`/login/?return=/checkout/`) and is
// anything a link can carry, so it is read as untrusted: only a hash route of this app is followed.
// An outside URL, `//host`, `/\host`, `javascript:` or any of them percent-encoded (once or more),
// a control character, or a path that is no route of this app gives null (the caller goes home).
// The target is answered rebuilt from its parsed route (hrefOf), never as the text that came in.
// The account pages themselves are no target (logging in to land on the login page again).
import { hrefOf } from '../routes/route-href.ts';
import { parseRoute, type RouteName } from '../routes/route-table.ts';
import { RETURN_PARAM } from './login-href.ts';

export { loginHref } from './login-href.ts';

/** Pages a login never returns to. */
const NOT_A_TARGET: ReadonlySet<RouteName> = new Set(['notFound', 'login', 'join', 'idinquiry', 'pwinquiry']);

/** Percent-decodings are peeled this many times at most; a deeper nesting is refused. */
const MAX_DECODINGS = 4;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A form of the text that could lead off the app: a scheme, a protocol-relative start, a backslash. */
function leaves(text: string): boolean {
  const t = text.trim();
  return SCHEME.test(t) || t.startsWith('//') || t.includes('\\') || CONTROL.test(t);
}

/** Every percent-decoding of the text (itself first), or null when one is malformed or too deep. */
function decodings(text: string): string[] | null {
  const forms = [text];
  let current = text;
  for (let i = 0; i < MAX_DECODINGS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

/** The hash path to return to after login, or null for home. */
export function safeReturnTarget(raw: string | null | undefined, options: { readonly debug?: boolean } = {}) {
  if (raw === null || raw === undefined || raw === '') return null;
  const forms = decodings(raw);
  if (forms === null || forms.some(leaves)) return null;
  const path = raw.startsWith('#') ? raw.slice(1) : raw;
  if (!path.startsWith('/')) return null;
  const route = parseRoute(path, options);
  return NOT_A_TARGET.has(route.name) ? null : hrefOf(route);
}

/** The return target carried by a login route's hash ('#/login/?return=%2Fcheckout%2F'), or null. */
export function returnTargetOf(hash: string, options: { readonly debug?: boolean } = {}): string | null {
  const bare = hash.replace(/^#!?/, '');
  const queryAt = bare.indexOf('?');
  if (queryAt === -1) return null;
  return safeReturnTarget(new URLSearchParams(bare.slice(queryAt + 1)).get(RETURN_PARAM), options);
}
