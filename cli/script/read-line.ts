// Read-back lines: what the screens do not show, asked of the gateway while the script runs and
// held to checks in the assertion language (expected-value.ts), as an assert line holds the
// projections. A read line reads a restaurant's menu as the gateway serves it now:
//   {"read": "menu", "restaurantId": 1001, "assert": {"stock": {"$every": {"stock": {"$gte": 0}}}}}
// A resend line sends the last SubmitOrder again exactly as it went, its idempotency key too, and
// holds the answer: the same key must answer the same order, never a second one.
//   {"capture": {"order": "checkout.orderNumber"}}
//   {"resend": "SubmitOrder", "assert": {"status": 200, "orderNumber": "{{order}}"}}
import { closestName } from '../../domain/closest-name.ts';
import { checkExpected } from './expected-value.ts';
import { placeholdersIn } from './template.ts';

export type GatewayRead =
  | { readonly kind: 'menu'; readonly restaurantId: number }
  | { readonly kind: 'resend-order' };

export interface ReadLine {
  readonly read: GatewayRead;
  readonly checks: Readonly<Record<string, unknown>>;
}

/** The fields of what each read answers: the first key of an assertion's path is one of them. */
export const readFields = {
  menu: {
    items: 'every menu item: {"name", "price", "soldout", "stock"} (stock null: not counted)',
    stock: 'every item and option whose stock is counted: {"name": "후라이드치킨 / 맛 / 양념", "stock": 3}',
  },
  'resend-order': {
    status: 'the HTTP status the order submit sent again was answered (0: no answer)',
    orderNumber: 'the order number of that answer, or null',
  },
} as const;

const MENU_EXAMPLE =
  '{"read": "menu", "restaurantId": 1001, "assert": {"stock": {"$every": {"stock": {"$gte": 0}}}}}';
const RESEND_EXAMPLE = '{"resend": "SubmitOrder", "assert": {"orderNumber": "{{order}}"}}';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The line's read and checks, or what is wrong with it (the script is refused before anything runs). */
export function parseReadLine(json: Readonly<Record<string, unknown>>): ReadLine | string {
  const resend = 'resend' in json;
  const example = resend ? RESEND_EXAMPLE : MENU_EXAMPLE;
  const keys = resend ? ['resend', 'assert'] : ['read', 'restaurantId', 'assert'];
  const stray = Object.keys(json).find((k) => !keys.includes(k));
  if (stray !== undefined) {
    const near = closestName(stray, keys);
    return `a ${resend ? 'resend' : 'read'} line holds ${keys.join(', ')}: unknown "${stray}"${near === undefined ? '' : `; did you mean "${near}"?`}, e.g. ${example}`;
  }
  let read: GatewayRead;
  if (resend) {
    if (json.resend !== 'SubmitOrder')
      return `"resend" sends the last order again: "SubmitOrder" is the one it takes, e.g. ${example}`;
    read = { kind: 'resend-order' };
  } else {
    if (json.read !== 'menu') return `"read" reads "menu" (the one read there is), e.g. ${example}`;
    const { restaurantId } = json;
    if (typeof restaurantId !== 'number' || !Number.isInteger(restaurantId) || restaurantId < 1)
      return `a menu read names its "restaurantId" (a number), e.g. ${example}`;
    read = { kind: 'menu', restaurantId };
  }
  const checks = json.assert;
  if (!isRecord(checks) || Object.keys(checks).length === 0)
    return `"assert" holds the checks of what was read, e.g. ${example}`;
  const fields = Object.keys(readFields[read.kind]);
  for (const [path, expected] of Object.entries(checks)) {
    const first = path.split('.')[0] ?? '';
    if (placeholdersIn(path).length === 0 && !fields.includes(first)) {
      const near = closestName(first, fields);
      return `"${path}": ${resend ? 'a resent order' : 'a menu read'} answers ${fields.join(', ')}${near === undefined ? '' : `; did you mean "${near}"?`}`;
    }
    const bad = checkExpected(expected);
    if (bad !== null) return `"${path}": ${bad}`;
  }
  return { read, checks };
}

/** The line's type in reports: `read menu 1001`, `resend SubmitOrder`. */
export const readType = (read: GatewayRead): string =>
  read.kind === 'menu' ? `read menu ${read.restaurantId}` : 'resend SubmitOrder';

/** The line as written, for a trace. */
export const writtenRead = ({ read, checks }: ReadLine): Record<string, unknown> =>
  read.kind === 'menu'
    ? { read: 'menu', restaurantId: read.restaurantId, assert: checks }
    : { resend: 'SubmitOrder', assert: checks };
