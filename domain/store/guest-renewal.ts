// A guest is never told to log in again (spec 000 §8's '인증이 만료 되었습니다. 재로그인 후
// 주문해주세요.' is a member's text): when the server refuses a guest's non-user token ('expired or
// malformed token': it expired, or the server lost its sessions), the store asks for a new
// anonymous customer, records GuestRenewed, sends the cart again if the server held one for
// checkout, and decides the command again, once, with everything the customer entered kept.
// A member's refused token follows spec 001's refresh (the HTTP client) and re-login rules instead.
import { isTokenRefusal } from '../checkout/token-refusal.ts';
import type { Command } from '../commands/commands.ts';
import type { Ports } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Decision } from './decision.ts';
import type { State } from './state.ts';

/** The ports for one decision, and whether any of its gateway calls had the token refused. */
export interface TokenWatch {
  readonly ports: Ports;
  tokenRefused(): boolean;
}

function isResult(value: unknown): value is GatewayResult<unknown> {
  return typeof value === 'object' && value !== null && 'ok' in value && typeof value.ok === 'boolean';
}

/** `ports` whose gateway answers as before, noting a refused token on the way. */
export function watchTokens(ports: Ports): TokenWatch {
  let refused = false;
  const note = (answer: unknown) => {
    if (isResult(answer) && !answer.ok && isTokenRefusal(answer.failure)) refused = true;
    return answer;
  };
  const gateway = new Proxy(ports.gateway, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const answer: unknown = member.apply(target, args);
        return answer instanceof Promise ? answer.then(note) : note(answer);
      };
    },
  });
  return { ports: { ...ports, gateway }, tokenRefused: () => refused };
}

/** A guest known to the server by an anonymous customer id (not a member, not a visitor yet unknown). */
export function isRenewableGuest(state: State): boolean {
  const { session } = state;
  return !session.loggedIn && session.anonymous && session.customerId !== null;
}

/** The new anonymous customer (its token stored by the gateway adapter), or null when none came. */
export async function renewGuest(ports: Ports): Promise<Decision | null> {
  const answer = await ports.gateway.anonymousCustomer();
  if (!answer.ok) return null;
  return { events: [{ type: 'GuestRenewed', data: { customerId: answer.value.customer_id } }] };
}

/**
 * The command that sends the cart again first, when the server held the old customer's cart for
 * checkout and the command is not that entry itself (every confirmation was already given).
 */
export function resubmitBefore(command: Command, before: State): Command | null {
  if (command.type === 'GoToCheckout') return null;
  const { stage } = before.checkout;
  if (stage !== 'inserted' && stage !== 'failed') return null;
  return { type: 'GoToCheckout', confirmed: true };
}
