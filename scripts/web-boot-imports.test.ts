// What the first screen's JavaScript (100 KB gzip to render /, scripts/web-budget.mjs) must not
// carry. The bundler's boot group takes every module statically reachable from web/main.tsx, and
// takes it whole, with the parts only a later chunk calls: one static import of a module that
// leads to the order's projection puts the projection, its labels and clock in the boot chunk.
// Measured by the build (`npm run build:web`); this test names the way in before a build does.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(import.meta.dirname, '..'));

/** The modules a file imports for its code (not `import type`, not `import()`), relative to ROOT. */
function staticImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;'"]*?from\s+'([^']+)'/gms),
    ...text.matchAll(/^import\s+'([^']+)'/gm),
  ].map((m) => m[1] ?? '');
  return specifiers
    .filter((s) => s.startsWith('.') && /\.tsx?$/.test(s))
    .map((s) => relative(ROOT, join(ROOT, dirname(file), s)))
    .filter((path) => existsSync(join(ROOT, path)));
}

/** Each module reachable from `entry` with the import chain that first reached it. */
function reachable(entry: string): Map<string, readonly string[]> {
  const chains = new Map<string, readonly string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of staticImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...(chains.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return chains;
}

/** Loaded with the screens (and the command side) that use them, never at boot. */
const NOT_AT_BOOT = [
  'domain/projections/projections.ts',
  'domain/projections/order-view.ts',
  'domain/projections/history-view.ts',
  'domain/projections/checkout-view.ts',
  'domain/orders/status-label.ts',
  'domain/reorder/change-text.ts',
  'domain/pricing/price-order.ts',
  'domain/checkout/error-mapping.ts',
  'domain/menu/validate-picks.ts',
  // the reducers (with immer) come with the command side or the stored log (design-as-built §3)
  'domain/store/evolve.ts',
  // the message catalogue is a chunk of its own that home's first render does without
  'domain/messages.ts',
];

describe('the boot chunk', () => {
  it('reaches none of the projections and rules that only later screens and the command side use', () => {
    const chains = reachable('web/main.tsx');
    expect(chains.size).toBeGreaterThan(50);
    expect(chains.has('domain/store/event-store.ts')).toBe(true);
    const reached = NOT_AT_BOOT.filter((m) => chains.has(m)).map((m) => (chains.get(m) ?? []).join(' → '));
    expect(reached).toEqual([]);
  });
});
