// Whether the browser says it is online, as a value a component re-renders on.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
