// React.lazy that can be loaded ahead: `load()` fetches the module, and once it has arrived the
// component renders it at once, without suspending. React.lazy alone suspends on its first render
// even when the module is already there, and a boundary that showed its fallback reveals the content
// only after React's fallback throttle (300 ms): the first screen drawn a third of a second late.
import { type ComponentType, lazy, useState } from 'react';
import { once } from '../store/lazy.ts';

export interface LazyScreen<P extends object> {
  (props: P): React.ReactNode;
  /** Loads the module (once; a failed load is tried again next time). */
  readonly load: () => Promise<void>;
}

/** A screen's module; `loadParts` loads the lazy parts its first render shows (loaded with it). */
export interface ScreenModule<P extends object> {
  readonly default: ComponentType<P>;
  readonly loadParts?: () => Promise<unknown>;
}

export function lazyScreen<P extends object>(importModule: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const loadModule = once(async () => {
    const module = await importModule();
    // A part that fails to load is loaded again when it renders (its own boundary shows the failure).
    await module.loadParts?.().catch(() => undefined);
    loaded = module.default;
    return module;
  });
  const Suspending = lazy(loadModule);
  function Screen(props: P) {
    // Chosen once per mount: a screen mounted through the suspending stand-in keeps it, so it is not
    // remounted (its state lost) when the module arrives.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  Screen.load = () => loadModule().then(() => undefined);
  return Screen;
}
