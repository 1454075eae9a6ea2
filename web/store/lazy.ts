// Stand-ins for objects whose code loads later: every method waits for the real object, then calls
// it. The command side (handlers, workflows, the HTTP gateway and its contract codecs) is not needed
// to draw the first screen, so it arrives in its own chunk while the page is already showing.

/** An object of async methods, each forwarded to the loaded object. */
export function lazyMethods<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, name) {
      if (name === 'then') return undefined; // not a thenable
      return async (...args: unknown[]) => {
        const real = (await load()) as Record<PropertyKey, unknown>;
        const method = real[name];
        if (typeof method !== 'function') throw new TypeError(`no method ${String(name)}`);
        return method.apply(real, args);
      };
    },
  });
}

/** Loads once; a failed load is tried again next time. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** `rest` with the methods `names` taken from `first` instead. */
export function withMethodsFrom<T extends object, F extends object>(
  first: F,
  names: readonly (keyof F & keyof T)[],
  rest: T,
): T {
  const taken = new Set<PropertyKey>(names);
  return new Proxy(rest, {
    get: (target, name, receiver) =>
      taken.has(name) ? Reflect.get(first, name) : Reflect.get(target, name, receiver),
  });
}
