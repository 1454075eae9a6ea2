// The event log in storage, append-only: each event under a key of its own ('events.0',
// 'events.1', ...) and a head under 'events', the `{ v, at }` envelope of typed-storage with
// v = { layout: 'keyed', count }. Writing a log that continues the stored one writes only the new
// events' keys, then the head (in one write where the storage has setMany): its cost does not grow
// with the log (the old layout, the whole log as one value, was rewritten on every append).
// Crash safety: the head is written last and a reader reads only its `count` events, so a write
// cut short leaves the log as it was (a key past the count is ignored, then overwritten).
// A write the storage refused (quota: browser-storage drops it) is found by reading it back; then
// the head is removed, so a reader never sees a log missing its newest events, and the next write
// stores the whole log again.
// The old layout (`v` the array of events) is still read; the next write moves it to this one.
import * as t from 'io-ts';
import { guardedDecode } from '../../contract/guarded-decode.ts';
import { reportErrors } from '../../domain/codecs/report.ts';
import { type Event, Event as EventC } from '../../domain/events/events.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { isExpired, type StorageKey } from '../../domain/storage-lifetimes.ts';
import { decodeLog } from '../../domain/store/decode-log.ts';
import type { StoredDrop, StoredValue, StoredValueOptions } from './typed-storage.ts';

const EnvelopeC = t.type({ v: t.unknown, at: t.number }, 'Envelope');
const HeadC = t.type({ layout: t.literal('keyed'), count: t.Int }, 'LogHead');

/** The key of the event at `index`, beside the head's key. */
export const eventKey = (head: StorageKey, index: number): string => `${head.key}.${index}`;

// Events are immutable values: each is encoded once, however many writes compare or store it (an
// opened restaurant's event holds its whole menu, and every write compares the last stored event).
// An event is stored as its JSON: the event codec's encode changes nothing (every generated event is
// held to it: property-tests/replay.property.test.ts), and walking a 1,000-item menu through the
// codec's encode took several times the JSON's own time.
const encoded = new WeakMap<Event, string>();
const encodeEvent = (event: Event): string => {
  const known = encoded.get(event);
  if (known !== undefined) return known;
  const text = JSON.stringify(event);
  encoded.set(event, text);
  return text;
};

function parse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function storedEventLogAt(
  storage: KeyValueStorage,
  key: StorageKey,
  clock: Clock,
  options: StoredValueOptions = {},
): StoredValue<readonly Event[]> {
  const { area } = key;

  /** Removes the head, then the event keys after it (contiguous from 0), in one write where it can. */
  function clear(): void {
    storage.remove(area, key.key);
    const keys: string[] = [];
    for (let i = 0; storage.get(area, eventKey(key, i)) !== null; i++) keys.push(eventKey(key, i));
    if (storage.removeMany !== undefined) storage.removeMany(area, keys);
    else for (const k of keys) storage.remove(area, k);
  }

  const drop = (reason: StoredDrop['reason'], errors: readonly string[]): null => {
    clear();
    options.onDrop?.({ key, reason, errors });
    return null;
  };

  function readKeyed(count: number): readonly Event[] | null {
    const log: Event[] = [];
    for (let i = 0; i < count; i++) {
      const text = storage.get(area, eventKey(key, i));
      if (text === null) return drop('corrupt', [`$[${i}]: missing (${eventKey(key, i)})`]);
      const raw = parse(text);
      if (!raw.ok) return drop('corrupt', [`$[${i}]: ${raw.error}`]);
      const decoded = guardedDecode(EventC, raw.value);
      if (decoded._tag === 'Left')
        return drop(
          'wrong-shape',
          reportErrors(decoded.left).map((line) => `$[${i}]${line.slice(1)}`),
        );
      log.push(decoded.right);
    }
    return log;
  }

  /** How many events of `log` are stored already (as its first events), so only the rest is written. */
  function storedPrefix(log: readonly Event[]): number {
    const text = storage.get(area, key.key);
    if (text === null) return 0;
    const raw = parse(text);
    const envelope = raw.ok ? EnvelopeC.decode(raw.value) : null;
    if (envelope?._tag !== 'Right') return 0;
    const head = HeadC.decode(envelope.right.v);
    if (head._tag === 'Left') return 0;
    const { count } = head.right;
    if (count === 0 || count > log.length) return 0;
    // The stored log ends with this log's event at that place: the same log, continued.
    const last = log[count - 1];
    return last !== undefined && storage.get(area, eventKey(key, count - 1)) === encodeEvent(last)
      ? count
      : 0;
  }

  return {
    key,
    read() {
      const text = storage.get(area, key.key);
      if (text === null) return null;
      const raw = parse(text);
      if (!raw.ok) return drop('corrupt', [raw.error]);
      const envelope = EnvelopeC.decode(raw.value);
      if (envelope._tag === 'Left') return drop('corrupt', reportErrors(envelope.left));
      const { v, at } = envelope.right;
      const now = clock.now();
      // A time ahead of the clock (the clock was set back) gives no age to trust: treated as expired.
      if (isExpired(at, now, key.lifetimeMs) || (key.lifetimeMs !== null && at > now))
        return drop('expired', [`stored at ${at}, now ${now}, lifetime ${key.lifetimeMs} ms`]);
      if (Array.isArray(v)) {
        // The old layout: the whole log in the head.
        const old = decodeLog(v);
        return old.ok ? old.log : drop('wrong-shape', old.errors);
      }
      const head = HeadC.decode(v);
      if (head._tag === 'Left') return drop('wrong-shape', reportErrors(head.left));
      return readKeyed(head.right.count);
    },
    write(log) {
      const from = storedPrefix(log);
      const entries: [string, string][] = [];
      for (let i = from; i < log.length; i++) {
        const event = log[i];
        if (event !== undefined) entries.push([eventKey(key, i), encodeEvent(event)]);
      }
      const head = JSON.stringify({ v: { layout: 'keyed', count: log.length }, at: clock.now() });
      if (storage.setMany !== undefined) storage.setMany(area, [...entries, [key.key, head]]);
      else for (const [k, text] of entries) storage.set(area, k, text);
      if (entries.some(([k, text]) => storage.get(area, k) !== text)) {
        storage.remove(area, key.key);
        return;
      }
      if (storage.setMany === undefined) storage.set(area, key.key, head);
    },
    clear,
  };
}
