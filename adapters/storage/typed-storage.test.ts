import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../domain/ports/in-memory/clock.ts';
import { inMemoryStorage } from '../../domain/ports/in-memory/storage.ts';
import { STORAGE_KEYS } from '../../domain/storage-lifetimes.ts';
import { type StoredDrop, storedValue } from './typed-storage.ts';

const min = 60_000;
const PointC = t.type({ lat: t.number, lng: t.number });
const gangnam = { lat: 37.498168, lng: 127.02761 };

function given() {
  const storage = inMemoryStorage();
  const clock = manualClock('2026-11-21T12:00:00+09:00');
  const drops: StoredDrop[] = [];
  const onDrop = (d: StoredDrop) => drops.push(d);
  return { storage, clock, drops, onDrop };
}

describe('typed storage', () => {
  it('stores a { v, at } envelope in the key\'s area and reads the value back (spec 000 §3 "the session holds cart, location and sort order")', () => {
    const { storage, clock } = given();
    const location = storedValue(storage, STORAGE_KEYS.location, PointC, clock);
    location.write(gangnam);
    expect(JSON.parse(storage.get('session', 'location') ?? 'null')).toEqual({ v: gangnam, at: clock.now() });
    expect(location.read()).toEqual(gangnam);
  });

  it('expires the location at exactly 20 minutes and removes it (spec 000 §9 "Session location lifetime | 20 min")', () => {
    // given
    const { storage, clock, drops, onDrop } = given();
    const location = storedValue(storage, STORAGE_KEYS.location, PointC, clock, { onDrop });
    location.write(gangnam);
    // when / then
    clock.advance(20 * min - 1);
    expect(location.read()).toEqual(gangnam);
    clock.advance(1);
    expect(location.read()).toBeNull();
    expect(storage.get('session', 'location')).toBeNull();
    expect(drops.map((d) => d.reason)).toEqual(['expired']);
  });

  it('expires the restaurant at 10 minutes (spec 000 §9 "Session restaurant lifetime | 10 min")', () => {
    const { storage, clock } = given();
    const restaurant = storedValue(storage, STORAGE_KEYS.restaurant, t.number, clock);
    restaurant.write(1001);
    clock.advance(10 * min - 1);
    expect(restaurant.read()).toBe(1001);
    clock.advance(1);
    expect(restaurant.read()).toBeNull();
  });

  it('expires the last checkout in local storage at 10 minutes but keeps the phone (spec 000 §9 "Local storage lifetime | 10 min"; spec 000 §9 "The last checkout is kept in local storage.")', () => {
    const { storage, clock } = given();
    const lastCheckout = storedValue(storage, STORAGE_KEYS.lastCheckout, t.string, clock);
    const phone = storedValue(storage, STORAGE_KEYS.phone, t.string, clock);
    lastCheckout.write('ORDER-1');
    phone.write('01012345678');
    clock.advance(10 * min);
    expect(lastCheckout.read()).toBeNull();
    expect(storage.get('local', 'last_checkout')).toBeNull();
    clock.advance(365 * 24 * 60 * min);
    expect(phone.read()).toBe('01012345678');
  });

  it('starts the lifetime again on every write (spec 001 §5 "expires after a configured lifetime")', () => {
    const { storage, clock } = given();
    const location = storedValue(storage, STORAGE_KEYS.location, PointC, clock);
    location.write(gangnam);
    clock.advance(15 * min);
    location.write(gangnam);
    clock.advance(15 * min);
    expect(location.read()).toEqual(gangnam);
  });

  it('drops corrupt JSON and a value that is not an envelope (spec 000 §3 "Stored data is decoded on read; corrupt or expired data is dropped, not fatal.")', () => {
    const { storage, clock, drops, onDrop } = given();
    const sortOrder = storedValue(storage, STORAGE_KEYS.sortOrder, t.string, clock, { onDrop });
    for (const bad of ['{"v":"rank","at":', '"rank"', '{"v":"rank"}']) {
      storage.set('session', 'sort_order', bad);
      expect(sortOrder.read()).toBeNull();
      expect(storage.get('session', 'sort_order')).toBeNull();
    }
    expect(drops.map((d) => d.reason)).toEqual(['corrupt', 'corrupt', 'corrupt']);
  });

  it('drops a value of the wrong shape and says where (spec 000 §3 "corrupt or expired data is dropped, not fatal")', () => {
    const { storage, clock, drops, onDrop } = given();
    storage.set('session', 'location', JSON.stringify({ v: { lat: '37.5', lng: 127 }, at: clock.now() }));
    const location = storedValue(storage, STORAGE_KEYS.location, PointC, clock, { onDrop });
    expect(location.read()).toBeNull();
    expect(storage.get('session', 'location')).toBeNull();
    expect(drops).toEqual([
      { key: STORAGE_KEYS.location, reason: 'wrong-shape', errors: [expect.stringContaining('$.lat')] },
    ]);
  });

  it('drops a timed value stamped after now, whose age cannot be known (spec 000 §9 "Session location lifetime | 20 min"; decision)', () => {
    const { storage, clock } = given();
    storage.set('session', 'location', JSON.stringify({ v: gangnam, at: clock.now() + min }));
    expect(storedValue(storage, STORAGE_KEYS.location, PointC, clock).read()).toBeNull();
  });

  it('clears its key (spec 001 §4 "Logout. Clears user, login and social info in the session")', () => {
    const { storage, clock } = given();
    const userInfo = storedValue(storage, STORAGE_KEYS.userInfo, t.string, clock);
    userInfo.write('kim');
    userInfo.clear();
    expect(userInfo.read()).toBeNull();
    expect(storage.get('session', 'user_info')).toBeNull();
  });
});
