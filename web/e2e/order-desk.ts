// The sandbox restaurant's hand on an order, as QA moves it on /sandbox/orders/{number}: a JSON post
// answered with the order's progress (gateway/sandbox/order-desk.ts). The test gateway's clock
// stands still, so an order moves only so.
import type { OrderProgress } from '../../contract/order-progress.ts';
import type { RunningGateway } from '../../gateway/start.ts';

export type DeskMove =
  | { readonly action: 'accept'; readonly minutes: number }
  | { readonly action: 'reject'; readonly reason: string }
  | { readonly action: 'cook' | 'depart' | 'deliver' };

export async function desk(
  gateway: RunningGateway,
  orderNumber: string,
  move: DeskMove,
): Promise<OrderProgress> {
  const answer = await fetch(`${gateway.url}/sandbox/orders/${encodeURIComponent(orderNumber)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(move),
  });
  if (answer.status !== 200) throw new Error(`desk ${move.action}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as OrderProgress;
}
