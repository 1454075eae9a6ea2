// Component tests of the web app (happy-dom, @testing-library/react): a component rendered over the
// real store — the handlers of domain/intents on the in-memory ports — with the dialogs' provider,
// as the app renders it, so a rule the component shows is the domain's rule, not a stub's.
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { inMemoryStorage } from '../../domain/ports/in-memory/storage.ts';
import type { Store } from '../../domain/store/store.ts';
import { DialogsProvider } from '../dialogs/dialogs.tsx';
import { QueryCache } from '../store/query-cache.ts';
import { StoreProvider } from '../store/store-context.tsx';
import type { WebGateway, WebStore } from '../store/web-store.ts';

/** The web store around a test store: the reads a component makes through `gateway` are refused. */
function webStoreOf(store: Store): WebStore {
  const gateway = new Proxy({} as WebGateway, {
    get: (_, name) => () => Promise.reject(new Error(`component test: no gateway read ${String(name)}`)),
  });
  return {
    store,
    gateway,
    storage: inMemoryStorage(),
    queries: new QueryCache(),
    progressStream: {
      follow: () => ({ close: () => undefined, ended: Promise.resolve() }),
    },
    clock: { now: () => Date.now() },
    preloadReads: async () => undefined,
    preload: async () => undefined,
  };
}

export function renderWithStore(store: Store, node: ReactNode): RenderResult {
  return render(
    <StoreProvider value={webStoreOf(store)}>
      <DialogsProvider>{node}</DialogsProvider>
    </StoreProvider>,
  );
}
