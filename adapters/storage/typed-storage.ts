// Typed values over the storage port. Each value is stored as a `{ v, at }` envelope (the encoded
// value and when it was written) and decoded on read: "Stored data is decoded on read; corrupt or
// expired data is dropped, not fatal." A dropped value is removed from storage and read as null.
// The key, its area and its lifetime come together from domain/storage-lifetimes.ts (STORAGE_KEYS).
import * as t from 'io-ts';
import { reportErrors } from '../../domain/codecs/report.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { isExpired, type StorageKey } from '../../domain/storage-lifetimes.ts';

export type Decoded<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly errors: string[] };

/** How a value turns into stored JSON and back. */
export interface ValueCodec<A> {
  decode(raw: unknown): Decoded<A>;
  encode(value: A): unknown;
}

export interface StoredDrop {
  readonly key: StorageKey;
  /** corrupt: not JSON or not an envelope; wrong-shape: the value did not decode; expired: too old. */
  readonly reason: 'corrupt' | 'wrong-shape' | 'expired';
  readonly errors: readonly string[];
}

export interface StoredValueOptions {
  /** Told why a stored value was dropped (diagnostics; the caller just sees null). */
  readonly onDrop?: (drop: StoredDrop) => void;
}

export interface StoredValue<A> {
  readonly key: StorageKey;
  /** The value, or null when absent, corrupt, of the wrong shape or expired (then it is removed). */
  read(): A | null;
  /** Stores the value stamped with the clock's now, which starts its lifetime again. */
  write(value: A): void;
  clear(): void;
}

const EnvelopeC = t.type({ v: t.unknown, at: t.number }, 'Envelope');

/** An io-ts codec as a ValueCodec, its errors reported with JSON paths. */
export function fromIoTs<A, O>(codec: t.Type<A, O, unknown>): ValueCodec<A> {
  return {
    decode(raw) {
      const decoded = codec.decode(raw);
      return decoded._tag === 'Right'
        ? { ok: true, value: decoded.right }
        : { ok: false, errors: reportErrors(decoded.left) };
    },
    encode: (value) => codec.encode(value),
  };
}

export function storedWith<A>(
  storage: KeyValueStorage,
  key: StorageKey,
  codec: ValueCodec<A>,
  clock: Clock,
  options: StoredValueOptions = {},
): StoredValue<A> {
  const drop = (reason: StoredDrop['reason'], errors: readonly string[]): null => {
    storage.remove(key.area, key.key);
    options.onDrop?.({ key, reason, errors });
    return null;
  };

  return {
    key,
    read() {
      const text = storage.get(key.area, key.key);
      if (text === null) return null;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        return drop('corrupt', [error instanceof Error ? error.message : String(error)]);
      }
      const envelope = EnvelopeC.decode(raw);
      if (envelope._tag === 'Left') return drop('corrupt', reportErrors(envelope.left));
      const { v, at } = envelope.right;
      const now = clock.now();
      // A time ahead of the clock (the clock was set back) gives no age to trust: treated as expired.
      if (isExpired(at, now, key.lifetimeMs) || (key.lifetimeMs !== null && at > now))
        return drop('expired', [`stored at ${at}, now ${now}, lifetime ${key.lifetimeMs} ms`]);
      const value = codec.decode(v);
      return value.ok ? value.value : drop('wrong-shape', value.errors);
    },
    write(value) {
      storage.set(key.area, key.key, JSON.stringify({ v: codec.encode(value), at: clock.now() }));
    },
    clear() {
      storage.remove(key.area, key.key);
    },
  };
}

/** `storedWith` for an io-ts codec. */
export function storedValue<A, O>(
  storage: KeyValueStorage,
  key: StorageKey,
  codec: t.Type<A, O, unknown>,
  clock: Clock,
  options: StoredValueOptions = {},
): StoredValue<A> {
  return storedWith(storage, key, fromIoTs(codec), clock, options);
}
