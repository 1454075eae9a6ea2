// The one place components reach the store: a context holding the web store, read by the hooks.
import { createContext, type ReactNode, useContext } from 'react';
import type { WebStore } from './web-store.ts';

const StoreContext = createContext<WebStore | null>(null);

export function StoreProvider({
  value,
  children,
}: {
  readonly value: WebStore;
  readonly children: ReactNode;
}) {
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

export function useWebStore(): WebStore {
  const value = useContext(StoreContext);
  if (value === null) throw new Error('useWebStore outside <StoreProvider>');
  return value;
}
