// A reorder's change as the event log keeps it (Reordered: one flat record), read back as the rule
// answered it.
import type { EventData } from '../events/events.ts';
import type { ReorderChange } from './reorder-lines.ts';

export type StoredChange = EventData<'Reordered'>['changes'][number];

export function readChange(c: StoredChange): ReorderChange {
  switch (c.kind) {
    case 'item-not-orderable':
      return { kind: c.kind, menu: c.menu, reason: c.reason ?? '' };
    case 'option-gone':
    case 'option-sold-out':
      return { kind: c.kind, menu: c.menu, option: c.option ?? '' };
    case 'price-changed':
    case 'amount-reduced':
      return { kind: c.kind, menu: c.menu, from: c.from ?? 0, to: c.to ?? 0 };
    default:
      return { kind: c.kind, menu: c.menu };
  }
}
