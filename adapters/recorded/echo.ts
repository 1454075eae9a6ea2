// A server echoes values the client made up (a device id in a captcha URL, a merchant key): the
// replayed answer carries the live run's value where the recorded run's stood.
import { fieldOf, isJsonRecord, type Json } from './json.ts';
import { splitPath } from './url-path.ts';

export type Pairs = ReadonlyMap<string, string>;

/** Substrings shorter than this are replaced only as whole strings. */
const MIN_INSIDE = 8;

function collect(recorded: Json | undefined, live: Json | undefined, into: Map<string, string>): void {
  if (typeof recorded === 'string' && typeof live === 'string') {
    if (recorded !== live && recorded !== '') into.set(recorded, live);
  } else if (Array.isArray(recorded) && Array.isArray(live)) {
    recorded.forEach((v, i) => {
      collect(v, live[i], into);
    });
  } else if (recorded !== undefined && live !== undefined && isJsonRecord(recorded) && isJsonRecord(live)) {
    for (const k of Object.keys(recorded)) collect(fieldOf(recorded, k), fieldOf(live, k), into);
  }
}

/**
 * The recorded → live string pairs of two requests that matched after normalisation: they differ
 * only in volatile values, so every differing string is one.
 */
export function volatilePairs(
  recorded: { readonly path: string; readonly body: Json },
  live: { readonly path: string; readonly body: Json },
): Pairs {
  const pairs = new Map<string, string>();
  const r = splitPath(recorded.path);
  const l = splitPath(live.path);
  collect(r.pathname.split('/'), l.pathname.split('/'), pairs);
  collect(Object.fromEntries(r.query), Object.fromEntries(l.query), pairs);
  collect(recorded.body, live.body, pairs);
  return pairs;
}

function substituteText(text: string, pairs: Pairs): string {
  const whole = pairs.get(text);
  if (whole !== undefined) return whole;
  let out = text;
  for (const [from, to] of pairs) if (from.length >= MIN_INSIDE) out = out.split(from).join(to);
  return out;
}

export function substitute(value: Json, pairs: Pairs): Json {
  if (pairs.size === 0) return value;
  if (typeof value === 'string') return substituteText(value, pairs);
  if (Array.isArray(value)) return value.map((v) => substitute(v, pairs));
  if (isJsonRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, pairs)]));
  }
  return value;
}
