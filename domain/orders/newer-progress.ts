// Which progress the store keeps: changes arrive from the stream, from polls and from a cancel's
// answer, in any order and sometimes twice. The gateway counts an order's transitions (`version`),
// so a progress is news only when it is another order's, or a later count of the same order's.
import type { OrderProgress } from '../ports/gateway.ts';

export function isNewer(known: OrderProgress | null, progress: OrderProgress): boolean {
  return known === null || known.order_number !== progress.order_number || progress.version > known.version;
}
