// A store over the in-memory ports, for tests.

import { handlers } from '../../intents/index.ts';
import type { InMemoryCatalog } from '../../ports/in-memory/gateway.ts';
import { type InMemoryPorts, inMemoryPorts } from '../../ports/in-memory/ports.ts';
import { sampleCatalog } from '../../ports/in-memory/sample-catalog.ts';
import { reactions } from '../../reactions/index.ts';
import { createStore, type Store } from '../store.ts';

export function testStore(catalog: InMemoryCatalog = sampleCatalog): { store: Store; ports: InMemoryPorts } {
  const ports = inMemoryPorts(catalog);
  return { store: createStore({ ports, handlers, reactions }), ports };
}
