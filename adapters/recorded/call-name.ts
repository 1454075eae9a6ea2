// Names a request by the call table: method + path against every call's `pattern`.

import { type CallName, callList } from '../../contract/calls.ts';
import type { HttpMethod } from '../http/transport.ts';
import { splitPath } from './url-path.ts';

interface Compiled {
  readonly name: CallName;
  readonly method: HttpMethod;
  readonly exact: RegExp;
  /** The same pattern after a host prefix the profile did not strip (`/gateway/order/...`). */
  readonly suffix: RegExp;
  readonly params: readonly string[];
  readonly literal: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(name: CallName, method: HttpMethod, pattern: string): Compiled {
  const params: string[] = [];
  const source = pattern
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      params.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  return {
    name,
    method,
    exact: new RegExp(`^${source}$`),
    suffix: new RegExp(`^(?:/[^/]+)+?${source}$`),
    params,
    literal: pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '').length,
  };
}

const compiled: readonly Compiled[] = callList.map((c) => compile(c.name as CallName, c.method, c.pattern));

export interface CallMatch {
  readonly name: CallName;
  /** Path parameters as a router hands them over: decoded strings. */
  readonly params: Readonly<Record<string, string>>;
}

function paramsOf(c: Compiled, m: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = {};
  c.params.forEach((p, i) => {
    const raw = m[i + 1] ?? '';
    try {
      params[p] = decodeURIComponent(raw);
    } catch {
      params[p] = raw;
    }
  });
  return params;
}

/** An exact pattern match wins; else a match after a host prefix; the most literal pattern first. */
export function matchCall(method: HttpMethod, path: string): CallMatch | null {
  const { pathname } = splitPath(path);
  for (const mode of ['exact', 'suffix'] as const) {
    const hits = compiled
      .filter((c) => c.method === method)
      .map((c) => ({ c, m: c[mode].exec(pathname) }))
      .filter((h): h is { c: Compiled; m: RegExpExecArray } => h.m !== null)
      .sort((a, b) => b.c.literal - a.c.literal);
    const best = hits[0];
    if (best !== undefined) return { name: best.c.name, params: paramsOf(best.c, best.m) };
  }
  return null;
}

export function callNameOf(method: HttpMethod, path: string): CallName | null {
  return matchCall(method, path)?.name ?? null;
}
