// Host independence: a cassette stores the path and query only, so one recorded against a local
// reference gateway replays against a request sent to any host.

/**
 * The path + query of `url`. The longest of `origins` (the profile's origin and its host bases,
 * e.g. `http://127.0.0.1:8080/gateway`) that prefixes the URL is stripped; otherwise the scheme
 * and authority are. The fragment is dropped.
 */
export function requestPath(url: string, origins: readonly string[] = []): string {
  const withoutFragment = url.split('#')[0] ?? '';
  const bases = origins.map((o) => o.replace(/\/+$/, '')).sort((a, b) => b.length - a.length);
  for (const base of bases) {
    const next = withoutFragment[base.length];
    if (withoutFragment.startsWith(base) && (next === undefined || next === '/' || next === '?')) {
      return leadingSlash(withoutFragment.slice(base.length));
    }
  }
  return leadingSlash(withoutFragment.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?]*/, ''));
}

function leadingSlash(rest: string): string {
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export interface SplitPath {
  readonly pathname: string;
  /** In the order sent. */
  readonly query: readonly (readonly [string, string])[];
}

export function splitPath(path: string): SplitPath {
  const at = path.indexOf('?');
  if (at < 0) return { pathname: path, query: [] };
  return { pathname: path.slice(0, at), query: [...new URLSearchParams(path.slice(at + 1))] };
}
