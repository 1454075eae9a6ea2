// `jumun order-status`'s text: the order as its page shows it (domain/projections/order-view.ts):
// where it is, the five steps to the door with the time of each, the estimate as a clock time, a
// cancel and why, the restaurant's phone; with --follow, one line per change as it comes.

import { seoulClock } from '../../domain/orders/seoul-clock.ts';
import type { OrderProgress } from '../../domain/ports/order-progress-types.ts';
import { viewProgress } from '../../domain/projections/order-view.ts';
import { displayWidth } from '../output/table.ts';

const clockOf = (at: string | null) => (at === null ? '' : (seoulClock(at) ?? ''));

/** "접수 완료 · 12:25 도착 예정", and why an order was cancelled. */
function headline(p: OrderProgress): string {
  const view = viewProgress(p);
  return [view.statusText ?? '', view.arrivalText, view.cancellationText]
    .filter((s) => s !== null && s !== '')
    .join(' · ');
}

export function progressText(p: OrderProgress): string {
  const view = viewProgress(p);
  const width = Math.max(...view.steps.map((s) => displayWidth(s.label)));
  const steps = view.steps.map((s) => {
    const mark = s.current ? '▸' : s.reached ? '✓' : '·';
    const label = `${s.label}${' '.repeat(width - displayWidth(s.label))}`;
    return `  ${mark} ${label}  ${clockOf(s.at)}`.trimEnd();
  });
  return [`주문번호 ${p.order_number} · ${headline(p)}`, ...steps, `음식점 전화 ${p.restaurant_phone}`].join(
    '\n',
  );
}

/** One change as --follow prints it: the time it happened, then where the order is now. */
export function changeLine(p: OrderProgress): string {
  const last = p.steps[p.steps.length - 1];
  return `${clockOf(last?.at ?? null)} ${headline(p)}`.trim();
}
