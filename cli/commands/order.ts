// `jumun order`: one order from flags, for a quick manual check. It runs the same commands a QA
// script would (and the web app dispatches), verifying the phone through the sandbox SMS outbox.
import type { Command as Cli } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags } from '../flags/flag-table.ts';
import { type OrderFlags, orderFlagTable } from './order-flag-table.ts';
import type { ItemFlag } from './order-flags.ts';

/** Commander parsers that keep --item, --option and --amount in one list, in argv order. */
function itemFlagRecorder() {
  const typed: ItemFlag[] = [];
  const recorder = (flag: ItemFlag['flag']) => (value: string) => {
    typed.push({ flag, value });
    return typed;
  };
  return { typed, item: recorder('item'), option: recorder('option'), amount: recorder('amount') };
}

export function registerOrder(program: Cli, exitWith: ExitWith): void {
  const items = itemFlagRecorder();
  const command = program
    .command('order')
    .description('place one order from flags (the phone is verified through the sandbox SMS outbox)');
  addFlags(command, orderFlagTable, { item: items.item, option: items.option, amount: items.amount })
    .addHelpText(
      'after',
      [
        '',
        'Each --item takes the --option and --amount flags that follow it.',
        '',
        'Examples:',
        '  $ jumun order --address "서울 강남구 역삼동" --restaurant 1001 --item "후라이드치킨" --option "맛=양념" \\',
        '      --amount 2 --phone 01012345678 --address-detail "101호" --pay cash',
        '  $ jumun order --address "서울 강남구 역삼동" --restaurant 1001 --item "후라이드치킨" --option "맛=양념" \\',
        '      --item "반반치킨" --option "반반 맛 선택=양념,마늘" --amount 2 --phone 01012345678 --address-detail "101호"',
      ].join('\n'),
    )
    .action(
      exitWith(async (flags: OrderFlags) => {
        const { orderCommand } = await import('./order-command.ts');
        return orderCommand(flags, items.typed);
      }),
    );
}
