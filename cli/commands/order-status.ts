// `jumun order-status ORDER_NUMBER [--follow]`: where an order is on its way to the door (jumun's
// extension after the thank-you page). Orders are private: pass the owner's access token (printed by
// `jumun order`) or log in as the member who ordered.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagRow, type FlagsOf } from '../flags/flag-table.ts';
import { targetFlags } from '../flags/shared-options.ts';

/** The flags of `jumun order-status`, each declared once, in the order of its --help. */
const orderStatusFlags = [
  {
    flags: '--follow',
    description: 'print each change as it comes, until delivered or cancelled (Ctrl+C stops)',
  },
  { flags: '--token <jwt>', description: "the owner's access token (a guest's is printed by `jumun order`)" },
  { flags: '--email <email>', description: 'log in as the member who ordered' },
  { flags: '--password <password>', description: "the member's password" },
  ...targetFlags,
] as const satisfies readonly FlagRow[];

export function registerOrderStatus(program: Command, exitWith: ExitWith): void {
  addFlags(
    program
      .command('order-status')
      .description(
        'print where an order is; --follow prints each change as it comes (only its customer may read it)',
      )
      .argument('<order-number>', 'the order number'),
    orderStatusFlags,
  )
    .addHelpText(
      'after',
      [
        '',
        'Prints the status (접수 대기, 접수 완료, 조리 중, 배달 중, 배달 완료, 주문 취소), the time of each step,',
        "the estimated arrival and the restaurant's phone. With --follow it waits for each change and",
        'prints it as one line, ending after 배달 완료 or 주문 취소; a dropped connection is opened again',
        "and catches up. With --json every state is one JSON line (NDJSON), the gateway's OrderProgress.",
        'Exit codes: 0 read (or followed to the end, or stopped with Ctrl+C), 1 the order could not be',
        "read (unknown, another customer's, refused), 2 bad arguments, 3 the gateway cannot be reached.",
        '',
        'Examples:',
        '  $ jumun order-status 2611210001 --token eyJhbGciOi...',
        '  $ jumun order-status 2611210001 --token eyJhbGciOi... --follow',
        "  $ jumun order-status 2611210002 --email minji@example.com --password 'Jumun!2026' --follow --json",
      ].join('\n'),
    )
    .action(
      exitWith(async (orderNumber: string, flags: FlagsOf<typeof orderStatusFlags>) => {
        const { orderStatusCommand } = await import('./order-status-command.ts');
        return orderStatusCommand(orderNumber, flags);
      }),
    );
}
