// What the proxy call may fetch (spec 001 §7 "Proxy GET /misc/proxy/: url parameter. Returns html").
// It is no open proxy: a url is one of
// - the gateway's own notice pages, /notices/{id}.html, as a path or on the request's own host
//   (served from the database, never fetched over the network);
// - a page on a host of the configured allow-list (empty unless configured), fetched;
// and anything else is refused: a malformed url 400, a url we will not fetch 403.
import { noticeIdOfPath } from './notices.ts';

export type ProxyTarget =
  | { readonly kind: 'notice'; readonly id: number }
  | { readonly kind: 'remote'; readonly url: URL }
  | { readonly kind: 'refused'; readonly status: 400 | 403; readonly message: string };

const refused = (status: 400 | 403, message: string): ProxyTarget => ({ kind: 'refused', status, message });

function ownPath(pathname: string): ProxyTarget {
  const id = noticeIdOfPath(pathname);
  return id === null
    ? refused(403, 'only notice pages (/notices/{id}.html) are served from this host')
    : { kind: 'notice', id };
}

/** The allow-list as configured: comma- or space-separated host names, optionally with a port. */
export function parseAllowHosts(text: string | undefined): ReadonlySet<string> {
  return new Set(
    (text ?? '')
      .split(/[\s,]+/)
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ''),
  );
}

export function proxyTarget(
  raw: string,
  requestHost: string | undefined,
  allowHosts: ReadonlySet<string>,
): ProxyTarget {
  const text = raw.trim();
  if (text.startsWith('/') && !text.startsWith('//')) {
    // Resolved against a placeholder origin so that "/notices/../x" cannot slip past the pattern.
    return ownPath(new URL(text, 'http://gateway.invalid').pathname);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused(
      400,
      `content.proxy: $.url: expected an http(s) url or a path, got ${JSON.stringify(raw)}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refused(400, `content.proxy: $.url: expected an http(s) url, got ${JSON.stringify(url.protocol)}`);
  }
  if (url.username !== '' || url.password !== '')
    return refused(403, 'urls with credentials are not fetched');
  const host = url.host.toLowerCase();
  if (requestHost !== undefined && host === requestHost.toLowerCase()) return ownPath(url.pathname);
  if (allowHosts.has(host) || allowHosts.has(url.hostname.toLowerCase())) return { kind: 'remote', url };
  return refused(403, `the proxy does not fetch from ${host}`);
}
