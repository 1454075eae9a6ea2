// `jumun restaurants`: the restaurant list around a point (or an address), as a table or JSON.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { targetOptions } from '../flags/shared-options.ts';

export function registerRestaurants(program: Command, exitWith: ExitWith): void {
  targetOptions(
    program
      .command('restaurants')
      .description('list the restaurants that deliver to a point or an address')
      .option('--address <text>', 'a delivery address, e.g. "서울 강남구 역삼동"')
      .option('--lat <n>', 'latitude (default 37.498168, Gangnam station)')
      .option('--lng <n>', 'longitude (default 127.02761)')
      .option('--category <name>', 'a category, e.g. 치킨 (default: all)')
      .option(
        '--sort <order>',
        'rank | review_avg | review_count | min_order_value | distance | estimated_delivery_time',
        'rank',
      )
      .option('--search <keyword>', 'restaurant or menu keyword (2 characters or more)')
      .option('--page <n>', 'page of 60', '1'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun restaurants --address "서울 강남구 역삼동" --category 치킨\n  $ jumun restaurants --search 떡볶이 --json',
    )
    .action(
      exitWith(async (flags: unknown) => {
        const { restaurantsCommand } = await import('./restaurants-command.ts');
        return restaurantsCommand(flags);
      }),
    );
}
