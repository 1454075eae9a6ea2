// `jumun restaurants`: the restaurant list around a point (or an address), as a table or JSON.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagRow, type FlagsOf } from '../flags/flag-table.ts';
import { targetFlags } from '../flags/shared-options.ts';

/** The flags of `jumun restaurants`, each declared once, in the order of its --help. */
const restaurantsFlags = [
  { flags: '--address <text>', description: 'a delivery address, e.g. "서울 강남구 역삼동"' },
  { flags: '--lat <n>', description: 'latitude (default 37.498168, Gangnam station)' },
  { flags: '--lng <n>', description: 'longitude (default 127.02761)' },
  { flags: '--category <name>', description: 'a category, e.g. 치킨 (default: all)' },
  {
    flags: '--sort <order>',
    description: 'rank | review_avg | review_count | min_order_value | distance | estimated_delivery_time',
    default: 'rank',
  },
  { flags: '--search <keyword>', description: 'restaurant or menu keyword (2 characters or more)' },
  { flags: '--page <n>', description: 'page of 60', default: '1' },
  ...targetFlags,
] as const satisfies readonly FlagRow[];

export function registerRestaurants(program: Command, exitWith: ExitWith): void {
  addFlags(
    program.command('restaurants').description('list the restaurants that deliver to a point or an address'),
    restaurantsFlags,
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun restaurants --address "서울 강남구 역삼동" --category 치킨\n  $ jumun restaurants --search 떡볶이 --json',
    )
    .action(
      exitWith(async (flags: FlagsOf<typeof restaurantsFlags>) => {
        const { restaurantsCommand } = await import('./restaurants-command.ts');
        return restaurantsCommand(flags);
      }),
    );
}
