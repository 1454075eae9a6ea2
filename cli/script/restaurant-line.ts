// A restaurant line: the sandbox restaurant moves an order by hand, as QA does on the gateway's
// /sandbox/orders/{number} page (SANDBOX ONLY: a gateway started with --no-sandbox has no such
// page, and the line fails there). Orders do not move on a fixed clock, so a script that follows
// an order to the door, or has it refused, says each move:
//   {"restaurant": "accept", "order": "{{order}}", "minutes": 30}
//   {"restaurant": "cook", "order": "{{order}}"}   (then "depart", "deliver")
//   {"restaurant": "reject", "order": "{{order}}", "reason": "재료가 모두 소진되었습니다"}
import { closestName } from '../../domain/closest-name.ts';
import { placeholdersIn } from './template.ts';

export const RESTAURANT_ACTIONS = ['accept', 'reject', 'cook', 'depart', 'deliver'] as const;
export type RestaurantAction = (typeof RESTAURANT_ACTIONS)[number];

/** What the sandbox restaurant is asked to do; `order` and `reason` may hold placeholders. */
export interface RestaurantMove {
  readonly action: RestaurantAction;
  readonly order: string;
  readonly minutes?: number;
  readonly reason?: string;
}

const KEYS = ['restaurant', 'order', 'minutes', 'reason'];
const EXAMPLE = '{"restaurant": "accept", "order": "{{order}}", "minutes": 30}';

const isAction = (value: unknown): value is RestaurantAction =>
  typeof value === 'string' && (RESTAURANT_ACTIONS as readonly string[]).includes(value);

/** The line's move, or what is wrong with it (the script is refused before anything runs). */
export function parseRestaurantMove(json: Readonly<Record<string, unknown>>): RestaurantMove | string {
  const unknown = Object.keys(json).filter((k) => !KEYS.includes(k));
  if (unknown.length > 0) {
    const near = closestName(unknown[0] ?? '', KEYS);
    return `a restaurant line holds ${KEYS.join(', ')}: unknown "${unknown[0]}"${near === undefined ? '' : `; did you mean "${near}"?`}`;
  }
  const { restaurant: action, order, minutes, reason } = json;
  if (!isAction(action)) {
    const near = typeof action === 'string' ? closestName(action, RESTAURANT_ACTIONS) : undefined;
    return `"restaurant" is one of ${RESTAURANT_ACTIONS.join(', ')} (e.g. ${EXAMPLE})${near === undefined ? '' : `; did you mean "${near}"?`}`;
  }
  if (typeof order !== 'string' || order.trim() === '')
    return `a restaurant line names its "order" (a number or a placeholder), e.g. ${EXAMPLE}`;
  if (
    minutes !== undefined &&
    (action !== 'accept' || typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1)
  )
    return action === 'accept'
      ? '"minutes" is the whole number of minutes the restaurant expects to take (1 or more)'
      : '"minutes" goes with "accept" only';
  if (reason !== undefined && (action !== 'reject' || typeof reason !== 'string'))
    return action === 'reject' ? '"reason" is text' : '"reason" goes with "reject" only';
  if (action === 'reject' && (typeof reason !== 'string' || reason.trim() === ''))
    return 'a restaurant that rejects an order says why: give "reason"';
  return {
    action,
    order,
    ...(typeof minutes === 'number' ? { minutes } : {}),
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}

/** The placeholders the move names. */
export const moveNames = (move: RestaurantMove): string[] => placeholdersIn([move.order, move.reason ?? '']);
