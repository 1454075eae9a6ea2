// After the load: every order whose submit answered 2xx is read back through order.info with its
// customer's token. None lost: each is found, with the total that was submitted (and answered). None doubled:
// no two submits got the same order number. The gateway holds one order per submit: a repeat of a
// submit with the same idempotency key (by default the cart's uuid and signature) answers the
// same order, so submits are told apart by their key, and one number under two keys is a double.
import type { SubmittedOrder } from './load-recorder.ts';

export type ReadAnswer =
  | { readonly kind: 'found'; readonly paymentAmount: number }
  | { readonly kind: 'missing' }
  /** No answer to go by (a timeout, a 5xx): neither found nor lost. */
  | { readonly kind: 'unreadable'; readonly why: string };

export interface ReadBack {
  /** Distinct submits (by idempotency key) that answered 2xx with an order number. */
  readonly submitted: number;
  /** Orders found with the payment submitted. */
  readonly readBack: number;
  /** Not found, or found with another payment: `number: why`. */
  readonly lost: readonly string[];
  /** Order numbers that more than one submit answered: `number: n submits`. */
  readonly doubled: readonly string[];
  /** Orders the read-back got no answer about: `number: why`. */
  readonly unreadable: readonly string[];
}

export function readBackOk(r: ReadBack): boolean {
  return r.lost.length === 0 && r.doubled.length === 0 && r.unreadable.length === 0;
}

export async function readBackOrders(
  submits: readonly SubmittedOrder[],
  read: (orderNumber: string, token: string | null) => Promise<ReadAnswer>,
  concurrency = 8,
): Promise<ReadBack> {
  // A submit is its idempotency key: a repeat under the same key is the same submit answered again.
  const keyOf = (s: SubmittedOrder, i: number) => s.idempotencyKey ?? `(no key) #${i}`;
  const numbersByKey = new Map<string, Set<string>>();
  const keysByNumber = new Map<string, Set<string>>();
  const firstByNumber = new Map<string, SubmittedOrder>();
  submits.forEach((s, i) => {
    const key = keyOf(s, i);
    numbersByKey.set(key, (numbersByKey.get(key) ?? new Set()).add(s.orderNumber));
    keysByNumber.set(s.orderNumber, (keysByNumber.get(s.orderNumber) ?? new Set()).add(key));
    if (!firstByNumber.has(s.orderNumber)) firstByNumber.set(s.orderNumber, s);
  });
  const doubled = [
    ...[...keysByNumber]
      .filter(([, keys]) => keys.size > 1)
      .map(([number, keys]) => `${number}: answered to ${keys.size} different submits`),
    ...[...numbersByKey.values()]
      .filter((numbers) => numbers.size > 1)
      .map((numbers) => `${[...numbers].join(', ')}: one submit answered with ${numbers.size} orders`),
  ];

  const lost: string[] = [];
  const unreadable: string[] = [];
  let found = 0;
  const orders = [...firstByNumber.values()];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < orders.length) {
      const order = orders[next++] as SubmittedOrder;
      const answer = await read(order.orderNumber, order.token);
      if (answer.kind === 'missing') lost.push(`${order.orderNumber}: not found`);
      else if (answer.kind === 'unreadable') unreadable.push(`${order.orderNumber}: ${answer.why}`);
      else if (answer.paymentAmount !== order.total)
        lost.push(
          `${order.orderNumber}: read back with payment ${answer.paymentAmount}, submitted ${order.total}`,
        );
      else if (order.paymentAmount !== order.total)
        lost.push(
          `${order.orderNumber}: submitted ${order.total}, the submit answered ${order.paymentAmount}`,
        );
      else found += 1;
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, orders.length)) }, worker));
  return {
    submitted: numbersByKey.size,
    readBack: found,
    lost: lost.sort(),
    doubled,
    unreadable: unreadable.sort(),
  };
}
