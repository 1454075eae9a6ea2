import { describe, expect, it } from 'vitest';
import type { Command } from '../../domain/commands/commands.ts';
import { handlers } from '../../domain/intents/index.ts';
import { inMemoryPorts } from '../../domain/ports/in-memory/ports.ts';
import { sampleCatalog } from '../../domain/ports/in-memory/sample-catalog.ts';
import { inMemoryStorage } from '../../domain/ports/in-memory/storage.ts';
import { reactions } from '../../domain/reactions/index.ts';
import { replay } from '../../domain/store/replay.ts';
import type { Store } from '../../domain/store/store.ts';
import { EVENT_LOG_KEY } from './event-log-store.ts';
import { persistentStore } from './persistent-store.ts';
import type { StoredDrop } from './typed-storage.ts';

const min = 60_000;
const order: readonly Command[] = [
  { type: 'SetLocation', address: '역삼동' },
  { type: 'OpenRestaurant', restaurantId: 1001 },
  { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
];

async function run(store: Store, commands: readonly Command[]) {
  for (const command of commands) await store.dispatch(command);
}

function given() {
  const ports = inMemoryPorts(sampleCatalog);
  const storage = inMemoryStorage();
  const drops: StoredDrop[] = [];
  const open = () => persistentStore({ ports, handlers, reactions, storage, onDrop: (d) => drops.push(d) });
  return { ports, storage, drops, open };
}

describe('the persisted event log', () => {
  it('persists the log and reloads it to the same projections (DESIGN "The log persists through a storage port ... replay(log) gives the same projections as live")', async () => {
    // given
    const { storage, open } = given();
    const live = open();
    await run(live, order);
    // when
    const reloaded = open();
    // then
    expect(live.projections().cart.items).toHaveLength(1);
    expect(reloaded.log()).toEqual(live.log());
    expect(reloaded.projections()).toEqual(live.projections());
    expect(replay(reloaded.log())).toEqual(live.projections());
    expect(storage.get('session', 'events')).not.toBeNull();
  });

  it('continues the reloaded log with new events (spec 000 §3 "the session holds cart, location and sort order")', async () => {
    const { open } = given();
    await run(open(), order);
    const reloaded = open();
    await run(reloaded, [{ type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 1 }]);
    expect(open().projections()).toEqual(reloaded.projections());
  });

  it('drops a stored log that does not decode and starts empty (spec 000 §3 "corrupt or expired data is dropped, not fatal")', async () => {
    const { ports, storage, drops, open } = given();
    storage.set(
      'session',
      'events',
      JSON.stringify({ v: [{ type: 'ItemAdded', data: {} }], at: ports.clock.now() }),
    );
    const store = open();
    expect(store.log()).toEqual([]);
    expect(store.projections()).toEqual(replay([]));
    expect(storage.get('session', 'events')).toBeNull();
    expect(drops).toEqual([expect.objectContaining({ key: EVENT_LOG_KEY, reason: 'wrong-shape' })]);
  });

  it('keeps the log, and its cart, past the location lifetime; the location is then forgotten by an event (spec 000 §9 "Session location lifetime | 20 min"; the cart has no lifetime)', async () => {
    const { ports, open } = given();
    const live = open();
    await run(live, order);
    ports.clock.advance(60 * min);
    const reloaded = open();
    expect(reloaded.log()).toEqual(live.log());
    await run(reloaded, [{ type: 'ExpireStale' }]);
    const after = open();
    expect(
      after
        .log()
        .slice(-2)
        .map((e) => e.type),
    ).toEqual(['LocationExpired', 'RestaurantExpired']);
    expect(after.projections().session.location).toBeNull();
    expect(after.projections().cart.items.map((i) => [i.name, i.amount])).toEqual([['후라이드치킨', 2]]);
  });

  it('still calls the caller\'s onAppend (DESIGN "Called after events are appended, e.g. to persist the log")', async () => {
    const { ports, storage } = given();
    const seen: string[] = [];
    const store = persistentStore({
      ports,
      handlers,
      reactions,
      storage,
      onAppend: (appended) => seen.push(...appended.map((e) => e.type)),
    });
    await run(store, order.slice(0, 1));
    expect(seen).toEqual(store.log().map((e) => e.type));
    expect(seen.length).toBeGreaterThan(0);
  });
});
