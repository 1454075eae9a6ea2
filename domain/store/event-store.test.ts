// The event store's read side: any projection of the state, computed only when read.

import { describe, expect, it } from 'vitest';
import { handlers } from '../intents/index.ts';
import { inMemoryPorts } from '../ports/in-memory/ports.ts';
import { sampleCatalog } from '../ports/in-memory/sample-catalog.ts';
import { reactions } from '../reactions/index.ts';
import { createEventStore } from './event-store.ts';
import { evolve } from './evolve.ts';
import { initialState, type State } from './state.ts';

function eventStore() {
  return createEventStore({
    ports: inMemoryPorts(sampleCatalog),
    handlers,
    reactions,
    state: initialState,
    evolve,
  });
}

/** The delivery address as a projection, counting its calls. */
function addressProjector() {
  let calls = 0;
  const project = (state: State) => {
    calls++;
    return { address: state.session.location?.address ?? null };
  };
  return { project, calls: () => calls };
}

describe('the event store read side', () => {
  it('given a projector nobody reads, when events are appended, never computes it', async () => {
    const store = eventStore();
    const address = addressProjector();
    store.view(address.project);
    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    expect(address.calls()).toBe(0);
    expect(store.view(address.project).getSnapshot().address).toContain('역삼');
    expect(address.calls()).toBe(1);
  });

  it('gives one source per projector, its snapshot kept until the projection changes', async () => {
    const store = eventStore();
    const address = addressProjector();
    const source = store.view(address.project);
    expect(store.view(address.project)).toBe(source);
    let told = 0;
    source.subscribe(() => void told++);
    const before = source.getSnapshot();

    await store.dispatch({ type: 'SetLocation', address: '역삼동' });
    const located = source.getSnapshot();
    expect(told).toBe(1);
    expect(located).not.toBe(before);

    await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
    expect(told).toBe(1);
    expect(source.getSnapshot()).toBe(located);
  });
});
