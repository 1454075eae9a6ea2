// `jumun order-info ORDER_NUMBER`: an order as its owner sees it. Orders are private: pass the
// owner's access token (printed by `jumun order`) or log in as the member who ordered.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { targetOptions } from '../flags/shared-options.ts';

export function registerOrderInfo(program: Command, exitWith: ExitWith): void {
  targetOptions(
    program
      .command('order-info')
      .description('print an order (only its owner may read it)')
      .argument('<order-number>', 'the order number')
      .option('--token <jwt>', "the owner's access token (a guest's is printed by `jumun order`)")
      .option('--email <email>', 'log in as the member who ordered')
      .option('--password <password>', "the member's password"),
  )
    .addHelpText(
      'after',
      "\nExamples:\n  $ jumun order-info 2611210001 --token eyJhbGciOi...\n  $ jumun order-info 2611210002 --email minji@example.com --password 'Jumun!2026'",
    )
    .action(
      exitWith(async (orderNumber: string, flags: object) => {
        const { orderInfoCommand } = await import('./order-info-command.ts');
        return orderInfoCommand(orderNumber, flags);
      }),
    );
}
