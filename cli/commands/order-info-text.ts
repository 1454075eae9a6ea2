// `jumun order-info`'s text: the order as the order-complete page shows it (domain/checkout/
// order-summary.ts) — the items with their options, the checkout's rows (배달요금 among them) and
// 총 결제금액, the payment, the address and the request — so a QA reads the same lines and sums in
// the terminal as on the page.
import { orderSummary } from '../../domain/checkout/order-summary.ts';
import { formatWon } from '../../domain/money.ts';
import type { OrderInfo, OrderInfoOption } from '../../domain/ports/order-types.ts';
import { TOTAL_LABEL } from '../../domain/pricing/price-rows.ts';
import { addedPrice } from '../output/added-price.ts';
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

/** `맛: 양념 +1,000원; 소스: 허니머스타드 +500원, 핫소스 +500원`: by group, in the order chosen. */
function optionsText(options: readonly OrderInfoOption[]): string {
  const groups = new Map<string, string[]>();
  for (const { group, name, price } of options)
    groups.set(group, [...(groups.get(group) ?? []), `${name}${addedPrice(price)}`]);
  return [...groups].map(([group, names]) => `${group}: ${names.join(', ')}`).join('; ');
}

export function orderInfoText(order: OrderInfo): string {
  const summary = orderSummary(order);
  const items = summary.lines.map((line) => [
    line.options.length === 0 ? line.name : `${line.name} (${optionsText(line.options)})`,
    String(line.quantity),
    formatWon(line.amount),
  ]);
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
