// `jumun order-info ORDER_NUMBER`: an order as its owner sees it. Orders are private: pass the
// owner's access token (printed by `jumun order`) or log in as the member who ordered.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagRow, type FlagsOf } from '../flags/flag-table.ts';
import { targetFlags } from '../flags/shared-options.ts';

/** The flags of `jumun order-info`, each declared once, in the order of its --help. */
const orderInfoFlags = [
  { flags: '--token <jwt>', description: "the owner's access token (a guest's is printed by `jumun order`)" },
  { flags: '--email <email>', description: 'log in as the member who ordered' },
  { flags: '--password <password>', description: "the member's password" },
  ...targetFlags,
] as const satisfies readonly FlagRow[];

export function registerOrderInfo(program: Command, exitWith: ExitWith): void {
  addFlags(
    program
      .command('order-info')
      .description('print an order (only its owner may read it)')
      .argument('<order-number>', 'the order number'),
    orderInfoFlags,
  )
    .addHelpText(
      'after',
      "\nExamples:\n  $ jumun order-info 2611210001 --token eyJhbGciOi...\n  $ jumun order-info 2611210002 --email minji@example.com --password 'Jumun!2026'",
    )
    .action(
      exitWith(async (orderNumber: string, flags: FlagsOf<typeof orderInfoFlags>) => {
        const { orderInfoCommand } = await import('./order-info-command.ts');
        return orderInfoCommand(orderNumber, flags);
      }),
    );
}
