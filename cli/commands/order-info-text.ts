// `jumun order-info`'s text: the order as the order-complete page shows it (domain/checkout/
// order-summary.ts) — the items, the checkout's rows and 총 결제금액, the payment, the address and
// the request — so a QA reads the same lines and sums in the terminal as on the page.
import { orderSummary } from '../../domain/checkout/order-summary.ts';
import { formatWon } from '../../domain/money.ts';
import type { OrderInfo } from '../../domain/ports/order-types.ts';
import { TOTAL_LABEL } from '../../domain/pricing/price-rows.ts';
import { displayWidth, table } from '../output/table.ts';

/** Label and amount pairs, the labels left and the amounts right-aligned under each other. */
function aligned(pairs: readonly (readonly [string, string])[]): string {
  const left = Math.max(...pairs.map(([label]) => displayWidth(label)));
  const right = Math.max(...pairs.map(([, amount]) => displayWidth(amount)));
  return pairs
    .map(([label, amount]) =>
      [label, ' '.repeat(left - displayWidth(label) + 2 + right - displayWidth(amount)), amount].join(''),
    )
    .join('\n');
}

export function orderInfoText(order: OrderInfo): string {
  const summary = orderSummary(order);
  const items = summary.lines.map((line) => [line.name, String(line.quantity), formatWon(line.amount)]);
  const amounts = [
    ...summary.rows.map((row) => [row.label, formatWon(row.amount)] as const),
    [TOTAL_LABEL, formatWon(summary.total)] as const,
  ];
  const facts = [
    ['결제수단', summary.payment],
    ...(summary.address === null ? [] : [['배달 주소', summary.address]]),
    ['요청사항', summary.request === '' ? '없음' : summary.request],
  ];
  return [
    `주문번호 ${order.order_number} · ${order.restaurant_name} · ${order.status}`,
    table(['메뉴', '>수량', '>금액'], items),
    '',
    aligned(amounts),
    ...(summary.shortfallNote === null ? [] : [summary.shortfallNote]),
    '',
    ...facts.map(([label, value]) => `${label} ${value}`),
  ].join('\n');
}
