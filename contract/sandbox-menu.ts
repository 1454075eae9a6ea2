// The body of the reference gateway's sandbox menu desk, `POST /sandbox/menu/{restaurantId}`
// (gateway/sandbox/menu-desk.ts): no call of the contract, but one shape the desk and the QA
// scripts' menu line (cli/script/menu-line.ts) check alike. A change names a menu item (its name,
// slug or id) and, for an option, the option (and its group, when the name is not enough), and
// says the new price or whether it is sold out.
import * as t from 'io-ts';

const Ref = t.union([t.string, t.number]);
export const MenuChange = t.intersection([
  t.type({ item: Ref }),
  t.partial({ group: Ref, option: Ref, price: t.number, soldout: t.boolean }),
]);
export type MenuChange = t.TypeOf<typeof MenuChange>;

export const CHANGE_KEYS = ['item', 'group', 'option', 'price', 'soldout'];
const MAX_PRICE = 10_000_000;

/** What is wrong with a change's body, or null: it names a change, in bounds. */
export function changeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null)
    return 'a JSON object: {"item": …, "price": … | "soldout": …}';
  const stray = Object.keys(body).find((k) => !CHANGE_KEYS.includes(k));
  if (stray !== undefined) return `unknown field "${stray}" (a change has ${CHANGE_KEYS.join(', ')})`;
  const decoded = MenuChange.decode(body);
  if (decoded._tag === 'Left')
    return '"item" names a menu item (its name or id); "price" is a number, "soldout" true or false';
  const change = decoded.right;
  if (change.price === undefined && change.soldout === undefined)
    return 'say what changes: "price" or "soldout"';
  if (change.group !== undefined && change.option === undefined) return '"group" goes with "option"';
  if (
    change.price !== undefined &&
    (!Number.isInteger(change.price) || change.price < 0 || change.price > MAX_PRICE)
  )
    return `"price" is a whole number of won from 0 to ${MAX_PRICE}`;
  return null;
}
