// What a step changed in the projections: one line per changed leaf, by the dot path a script's
// assertion would use (`cart.items.0.price`). A value that appears or goes whole (an object where
// there was null, an item added to a list) is one line with the whole value.

export type Change =
  | { readonly kind: 'added'; readonly path: string; readonly after: unknown }
  | { readonly kind: 'removed'; readonly path: string; readonly before: unknown }
  | { readonly kind: 'changed'; readonly path: string; readonly before: unknown; readonly after: unknown };

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

export function diffValues(before: unknown, after: unknown, path = ''): Change[] {
  if (Object.is(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !Object.hasOwn(before, k))];
    return keys.flatMap((key): Change[] => {
      const p = join(path, key);
      if (!Object.hasOwn(after, key)) return [{ kind: 'removed', path: p, before: before[key] }];
      if (!Object.hasOwn(before, key)) return [{ kind: 'added', path: p, after: after[key] }];
      return diffValues(before[key], after[key], p);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: Change[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const p = join(path, String(i));
      if (i >= after.length) changes.push({ kind: 'removed', path: p, before: before[i] });
      else if (i >= before.length) changes.push({ kind: 'added', path: p, after: after[i] });
      else changes.push(...diffValues(before[i], after[i], p));
    }
    return changes;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ kind: 'changed', path, before, after }];
}

const show = (value: unknown, limit: number) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};

/** `+ path: value`, `- path: value`, `~ path: before → after`; values cut at `limit` characters. */
export function changeLine(change: Change, limit = Number.POSITIVE_INFINITY): string {
  switch (change.kind) {
    case 'added':
      return `+ ${change.path}: ${show(change.after, limit)}`;
    case 'removed':
      return `- ${change.path}: ${show(change.before, limit)}`;
    case 'changed':
      return `~ ${change.path}: ${show(change.before, limit)} → ${show(change.after, limit)}`;
    default: {
      const never: never = change;
      return never;
    }
  }
}
