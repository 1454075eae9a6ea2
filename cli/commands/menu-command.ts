// `jumun menu`'s action: a restaurant's menu with item ids, prices and option groups (menu-text.ts).
import { isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { restaurantReadRejection } from '../../domain/checkout/error-mapping.ts';
import { exitCodes, refuse } from '../exit.ts';
import { Target } from '../flags/flag-checks.ts';
import { argument, decodeFlags, fields, optional } from '../flags/flag-codec.ts';
import { menuText } from './menu-text.ts';

/** A restaurant id as typed: digits, not starting with 0. */
export const RestaurantId = argument('restaurant id', t.number.is, (raw) =>
  /^[1-9]\d*$/.test(raw) ? right(Number(raw)) : left(`expected a positive number starting 1-9, got ${raw}`),
);

/** The argument and flags of `jumun menu`, checked in the order of its --help. */
export const MenuOptions = t.intersection([
  fields({ restaurantId: RestaurantId }),
  Target,
  fields({ json: optional(t.boolean, false) }),
]);

export async function menuCommand(id: string, flags: object): Promise<number> {
  const decoded = decodeFlags(MenuOptions, { ...flags, restaurantId: id });
  if (isLeft(decoded)) return refuse(decoded.left, exitCodes.badInput);
  const options = decoded.right;
  const { connect } = await import('../run/connect.ts');
  const connection = await connect(options);
  if ('exitCode' in connection) return connection.exitCode;
  const menu = await connection.gateway.menu(options.restaurantId);
  if (!menu.ok) {
    // An id the gateway does not know is the caller's to fix (exit 2); anything else may pass.
    const refused = restaurantReadRejection(menu.failure, id);
    const exit = refused.code === 'RESTAURANT_NOT_FOUND' ? exitCodes.badInput : exitCodes.failed;
    return refuse(refused.message, exit);
  }
  if (options.json) {
    process.stdout.write(`${JSON.stringify(menu.value, null, 2)}\n`);
    return exitCodes.ok;
  }
  process.stdout.write(menuText(menu.value));
  return exitCodes.ok;
}
