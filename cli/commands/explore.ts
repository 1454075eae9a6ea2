// `jumun explore [--seed N] [--time 60s] [--gateway URL]`: journeys of domain commands generated from
// the rules, held to the invariants; a broken one is shrunk and written as a script.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { type ExploreFlags, exploreFlagTable } from '../explore/explore-flag-table.ts';
import { addFlags } from '../flags/flag-table.ts';

export function registerExplore(program: Command, exitWith: ExitWith): void {
  const command = program
    .command('explore')
    .description(
      'generate journeys of domain commands, check the invariants; write a broken one as a short script',
    );
  addFlags(command, exploreFlagTable)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ jumun explore                                   # 60s against an in-memory gateway of its own',
        '  $ jumun explore --seed 42 --time 20s --shrink-time 10s',
        '  $ jumun explore --gateway http://127.0.0.1:8080 --time 5m --json',
        '  $ jumun run explore-failure-42.jsonl --gateway http://127.0.0.1:8080   # replay a failure',
        '',
        'Each journey is a fresh guest typing commands a QA script has (SetLocation, OpenRestaurant,',
        'AddItem with options from the menu, ChangeAmount, RemoveItem, GoToCheckout, SetPhone,',
        'RequestSmsCode, VerifySmsCode @sandbox, coupons of the seed, ChoosePayment, SubmitOrder,',
        "LogIn as the seed's member and LogOut, AnswerPayment approve or decline, CancelOrder, Reorder),",
        "drawn by fast-check's model-based testing from the seed's restaurants, menus and coupons.",
        'After every command: the checkout total is lines + delivery fee − discounts and never below 0;',
        "the server cart's items and fee are the client's; every refusal is a text of the catalogue; a",
        "paid order's amount is the checkout's total; a cancelled order reads back cancelled; a reorder",
        "holds the order's lines at its prices. After an order: sent again with its idempotency key it",
        'answers the same order; no stock read back is negative (read-back lines: the script ends so).',
        'A broken invariant is shrunk to the fewest commands that still break it and written as a',
        'script (--out) that `jumun run` fails the same way (shrinking stops after --shrink-time with',
        'the smallest found); the same --seed explores the same journeys.',
        'Exit codes: 0 every invariant held, 1 one broke (the script is written), 2 bad arguments or',
        'seed, 3 gateway unreachable (or its own did not start), 130 interrupted (143 by SIGTERM).',
      ].join('\n'),
    )
    .action(
      exitWith(async (flags: ExploreFlags) => {
        const { exploreCommand } = await import('../explore/explore-command.ts');
        return exploreCommand(flags, { stdout: process.stdout, stderr: process.stderr });
      }),
    );
}
