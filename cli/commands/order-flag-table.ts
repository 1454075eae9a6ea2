// The flags of `jumun order`, each declared once, in the order of its --help: the registration
// (order.ts) and the options the action gets (OrderFlags) come from this table; their checks are
// the codecs of order-flags.ts, by the same keys. Strings only, so --help loads nothing heavy.
import type { FlagRow, FlagsOf } from '../flags/flag-table.ts';
import { gatewayFlag, nowFlag, profileFlag } from '../flags/shared-options.ts';

export const orderFlagTable = [
  { flags: '--address <text>', description: 'delivery address, e.g. "서울 강남구 역삼동"', required: true },
  { flags: '--restaurant <id>', description: 'restaurant id', required: true },
  {
    flags: '--item <name>',
    description: 'menu item by name or id (repeat for more items)',
    required: true,
    recorded: true,
  },
  {
    flags: '--option <group=option>',
    description: 'an option of the --item before it (repeatable)',
    recorded: true,
  },
  { flags: '--amount <n>', description: 'amount of the --item before it (default 1)', recorded: true },
  { flags: '--phone <number>', description: 'mobile phone for the SMS verification', required: true },
  { flags: '--address-detail <text>', description: 'detail address, e.g. "101호"', required: true },
  {
    flags: '--pay <method>',
    description: 'cash | creditcard | pg_card | pg_mobile | kakaopay | naverpay | smilepay | chaipay',
    default: 'cash',
  },
  { flags: '--coupon <code>', description: 'apply a coupon' },
  { flags: '--comment <text>', description: 'a request to the restaurant' },
  { flags: '--email <email>', description: 'order as this member' },
  { flags: '--password <password>', description: "the member's password" },
  gatewayFlag,
  profileFlag(),
  nowFlag("fix the client's clock (use the gateway's --now)"),
  { flags: '--json', description: 'NDJSON output' },
] as const satisfies readonly FlagRow[];

/** The flags of `jumun order` as commander hands them (the --item list comes apart). */
export type OrderFlags = FlagsOf<typeof orderFlagTable>;
