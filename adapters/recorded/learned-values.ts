// Values the server handed out (a cart uuid and signature, an order number, a customer id, tokens)
// and that later requests carry back. A request value equal to one is matched by where it was
// learned, not by what it is: the order submit must carry the uuid of the latest cart answer.
import { childPath, isJsonRecord, type Json } from './json.ts';

const LEARNED_KEYS: ReadonlySet<string> = new Set([
  'uuid',
  'signature',
  'order_number',
  'customer_id',
  'access_token',
  'refresh_token',
]);

/** Shorter values ("1", "ok") would turn up by coincidence. */
const MIN_LENGTH = 4;

export interface LearnedValues {
  /** Remember the learnable values of a response the client received. */
  learn(body: Json): void;
  /** `<learned $.customer_cart.uuid>` for the latest value learned there, `… -1>` for the one before. */
  label(value: string): string | undefined;
}

export function learnedValues(): LearnedValues {
  const byPlace = new Map<string, string[]>();
  const placeOf = new Map<string, string>();

  const remember = (place: string, value: string) => {
    const values = (byPlace.get(place) ?? []).filter((v) => v !== value);
    values.push(value);
    byPlace.set(place, values);
    placeOf.set(value, place);
  };

  const walk = (value: Json, path: string, key: string | undefined): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        walk(v, childPath(path, i), undefined);
      });
    } else if (isJsonRecord(value))
      for (const [k, v] of Object.entries(value)) walk(v, childPath(path, k), k);
    else if (key !== undefined && LEARNED_KEYS.has(key)) {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text === 'string' && text.length >= MIN_LENGTH) remember(path, text);
    }
  };

  return {
    learn: (body) => walk(body, '$', undefined),
    label: (value) => {
      const place = placeOf.get(value);
      if (place === undefined) return undefined;
      const values = byPlace.get(place) ?? [];
      const back = values.length - 1 - values.lastIndexOf(value);
      return back === 0 ? `<learned ${place}>` : `<learned ${place} -${back}>`;
    },
  };
}
